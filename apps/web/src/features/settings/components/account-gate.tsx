import type { CurrentUser } from '@climb/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../components/delayed-loader';
import { useSessionStore } from '../../../lib/session-store';
import { SignInInvitation } from '../../../platform/session/sign-in-invitation';
import { readTokens } from '../../../platform/session/token-store';
import { refreshCurrentUser } from '../api/current-user.api';

/**
 * What a page of the personal area shows before its content: a loader while the climber is
 * fetched, an error with a retry when that failed (offline), an invitation to sign in for a
 * visitor; then the content, given the climber.
 */
export function AccountGate({
  children,
  title,
}: {
  children: (user: CurrentUser) => ReactNode;
  /** The page's h1 while it waits, for pages whose h1 comes with the content. */
  title?: string;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const [retrying, setRetrying] = useState(false);
  if (user) return children(user);
  const heading = title ? (
    <Title order={1} mb="lg">
      {title}
    </Title>
  ) : null;
  if (status === 'loading' || retrying) {
    return (
      <>
        {heading}
        <DelayedLoader label={t('common:loading')} />
      </>
    );
  }
  if (!readTokens()) {
    return (
      <>
        {heading}
        <SignInInvitation text={t('gate.text')} />
      </>
    );
  }
  const retry = () => {
    setRetrying(true);
    refreshCurrentUser()
      .catch(() => {})
      .finally(() => setRetrying(false));
  };
  return (
    <>
      {heading}
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('gate.loadError')}</Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('gate.retry')}
          </Button>
        </Stack>
      </Alert>
    </>
  );
}
