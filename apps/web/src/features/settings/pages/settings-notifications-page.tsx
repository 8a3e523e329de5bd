import { type CurrentUser, EMAILABLE_NOTIFICATION_TYPES, type NotificationType } from '@climb/contracts';
import { Checkbox, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { updateCurrentUser } from '../api/current-user.api';
import { AccountGate } from '../components/account-gate';
import { SaveButton } from '../components/save-button';
import { SettingsFrame } from '../components/settings-frame';
import layout from '../layout.module.css';

function NotificationsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const form = useApiForm<{ email_notifications: NotificationType[] }, CurrentUser>({
    initialValues: {
      email_notifications: user.email_notifications.filter((type) => EMAILABLE_NOTIFICATION_TYPES.includes(type)),
    },
    submit: (values) => updateCurrentUser({ user: { email_notifications: values.email_notifications } }),
    successMessage: () => t('actions.saved'),
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" className={layout.panel}>
          <Checkbox.Group
            label={t('notifications.legend')}
            value={form.values.email_notifications}
            onChange={(value) => form.setField('email_notifications', value as NotificationType[])}
            error={form.fieldError('email_notifications')}
          >
            <Stack gap="sm" mt="sm">
              {EMAILABLE_NOTIFICATION_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`notifications.types.${type}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Paper>
        <SaveButton loading={form.submitting} />
      </Stack>
    </form>
  );
}

function SettingsNotificationsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section="notifications" lead={t('notifications.lead')}>
      <AccountGate>{(user) => <NotificationsForm user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsNotificationsPage);
