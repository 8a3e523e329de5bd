import type { NotificationEmailUnsubscribed } from '@climb/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailOff, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailLinkPage } from '../../../components/email-link-page';
import { isBuilt } from '../../../lib/built-pages';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { loadCurrentUser } from '../../../platform/session/session';
import { unsubscribeNotificationEmails } from '../notifications/unsubscribe.api';

/** The page's own texts: the notifications page, at its budget, does not load them. */
const UNSUBSCRIBE_NAMESPACE = 'notification-emails';

const SETTINGS_PATH = '/home/settings/notifications';

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

/** A climber signed in here sees the choice in their settings at once. */
function reloadClimber(): void {
  if (useSessionStore.getState().user) void loadCurrentUser().catch(() => {});
}

/**
 * `/notifications/unsubscribe?token=…`: the one-click link of every notification e-mail. On arrival the token is sent
 * once; the page then says which kind of e-mail is turned off and where to turn it back on. A visitor needs no
 * session: the token names the climber.
 */
function UnsubscribePage() {
  const { t } = useTranslation(UNSUBSCRIBE_NAMESPACE);
  return (
    <EmailLinkPage
      send={unsubscribeNotificationEmails}
      onSent={reloadClimber}
      done={(answer) => <Done answer={answer} />}
      texts={{
        title: t('unsubscribe.title'),
        invalidTitle: t('unsubscribe.invalidTitle'),
        invalid: t('unsubscribe.invalid'),
        error: t('unsubscribe.error'),
        retry: t('unsubscribe.retry'),
        working: t('unsubscribe.working'),
      }}
      invalidExtra={<SettingsLink />}
      testId="unsubscribe"
    />
  );
}

export default withQueries(UnsubscribePage);
