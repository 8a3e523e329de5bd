import type { CurrentUser } from '@climb/contracts';
import { Paper, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { updateCurrentUser } from '../api/current-user.api';
import { AccountGate } from '../components/account-gate';
import { SaveButton } from '../components/save-button';
import { SettingsFrame } from '../components/settings-frame';
import layout from '../layout.module.css';

const PRIVACY_FIELDS = ['public_profile', 'public_outdoor_ascents', 'public_indoor_ascents'] as const;
type PrivacyValues = CurrentUser['privacy'];

function PrivacyForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const form = useApiForm<PrivacyValues, CurrentUser>({
    initialValues: { ...user.privacy },
    submit: (values) => updateCurrentUser({ user: values }),
    successMessage: () => t('actions.saved'),
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" className={layout.panel}>
          <Stack gap="lg">
            {PRIVACY_FIELDS.map((field) => (
              <Switch
                key={field}
                size="md"
                label={t(`privacy.${field}.label`)}
                description={t(`privacy.${field}.description`)}
                checked={form.values[field]}
                onChange={(event) => form.setField(field, event.currentTarget.checked)}
                error={form.fieldError(field)}
                data-testid={`privacy-${field}`}
              />
            ))}
          </Stack>
        </Paper>
        <SaveButton loading={form.submitting} />
      </Stack>
    </form>
  );
}

function SettingsPrivacyPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section="privacy" lead={t('privacy.lead')}>
      <AccountGate>{(user) => <PrivacyForm user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsPrivacyPage);
