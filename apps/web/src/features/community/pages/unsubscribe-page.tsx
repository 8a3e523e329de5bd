import type { NotificationEmailUnsubscribed } from '@climb/contracts';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOff, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader';
import { ApiError } from '../../../lib/api-client';
import { isBuilt } from '../../../lib/built-pages';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { loadCurrentUser } from '../../../platform/session/session';
import { unsubscribeNotificationEmails } from '../notifications/unsubscribe.api';

/** The page's own texts: the notifications page, at its budget, does not load them. */
const UNSUBSCRIBE_NAMESPACE = 'notification-emails';

const SETTINGS_PATH = '/home/settings/notifications';

/** Whether the API refused the token itself (altered, cut short, or its account gone), rather than being away. */
function isBadToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.status === 400 || error.status === 404);
}

function SettingsLink() {
  const { t } = useTranslation(UNSUBSCRIBE_NAMESPACE);
  if (!isBuilt(SETTINGS_PATH)) return null;
  return (
    <Button
      component={Link}
      to={SETTINGS_PATH}
      variant="default"
      leftSection={<IconSettings size={18} aria-hidden />}
      data-testid="unsubscribe-settings"
    >
      {t('unsubscribe.settings')}
    </Button>
  );
}

function Done({ answer }: { answer: NotificationEmailUnsubscribed }) {
  const { t } = useTranslation(UNSUBSCRIBE_NAMESPACE);
  const kind = t(`unsubscribe.kinds.${answer.notification_type}`, { defaultValue: t('unsubscribe.kinds.other') });
  return (
    <Stack gap="md" align="flex-start" data-testid="unsubscribe-done">
      <Alert
        variant="light"
        color="blue"
        icon={<IconMailOff size={20} aria-hidden />}
        title={t('unsubscribe.doneTitle')}
      >
        {t('unsubscribe.done', { kind })}
      </Alert>
      <Text>{t('unsubscribe.turnBackOn')}</Text>
      <SettingsLink />
    </Stack>
  );
}

function BadToken() {
  const { t } = useTranslation(UNSUBSCRIBE_NAMESPACE);
  return (
    <Stack gap="md" align="flex-start" data-testid="unsubscribe-invalid">
      <Alert
        variant="light"
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('unsubscribe.invalidTitle')}
      >
        {t('unsubscribe.invalid')}
      </Alert>
      <SettingsLink />
    </Stack>
  );
}

/**
 * `/notifications/unsubscribe?token=…`: the one-click link of every notification e-mail. On arrival the token is sent
 * once; the page then says which kind of e-mail is turned off and where to turn it back on. A visitor needs no
 * session: the token names the climber.
 */
function UnsubscribePage() {
  const { t } = useTranslation(UNSUBSCRIBE_NAMESPACE);
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const mutation = useMutation({ mutationFn: unsubscribeNotificationEmails });
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    // Once per token, though effects may run twice (React's strict mode, a second render of the page).
    if (token === '' || sent.current === token) return;
    sent.current = token;
    mutate(token, {
      onSuccess: () => {
        // A climber signed in here sees the choice in their settings at once.
        if (useSessionStore.getState().user) void loadCurrentUser().catch(() => {});
      },
    });
  }, [token, mutate]);

  let content: ReactNode;
  if (token === '' || (mutation.isError && isBadToken(mutation.error))) content = <BadToken />;
  else if (mutation.isSuccess) content = <Done answer={mutation.data} />;
  else if (mutation.isError) {
    content = (
      <Alert variant="light" color="red" role="alert" data-testid="unsubscribe-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('unsubscribe.error')}</Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => mutation.mutate(token)}
          >
            {t('unsubscribe.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else content = <DelayedLoader label={t('unsubscribe.working')} />;

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('unsubscribe.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}

export default withQueries(UnsubscribePage);
