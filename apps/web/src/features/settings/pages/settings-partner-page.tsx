import { type CurrentUser, isMinor } from '@climb/contracts';
import { Alert, Anchor, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuilt } from '../../../lib/built-pages';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { updateCurrentUser } from '../api/current-user.api';
import { AccountGate } from '../components/account-gate';
import { SaveButton } from '../components/save-button';
import { SettingsFrame } from '../components/settings-frame';
import { sectionPath } from '../components/settings-sections';
import layout from '../layout.module.css';

function PartnerForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const minor = isMinor(user.date_of_birth);
  const form = useApiForm<{ partner_search: boolean }, CurrentUser>({
    initialValues: { partner_search: user.partner_search && !minor },
    submit: (values) => updateCurrentUser({ user: values }),
    successMessage: () => t('actions.saved'),
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        {minor ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="partner-minor"
          >
            {t('partner.minor')}
          </Alert>
        ) : null}
        {!minor && !user.date_of_birth ? (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{t('partner.noBirthDate')}</Text>
            <Anchor component={Link} to={sectionPath('general')} size="sm">
              {t('partner.generalLink')}
            </Anchor>
          </Alert>
        ) : null}
        <Paper withBorder radius="md" className={layout.panel}>
          <Switch
            size="md"
            label={t('partner.label')}
            description={t('partner.description')}
            checked={form.values.partner_search}
            onChange={(event) => form.setField('partner_search', event.currentTarget.checked)}
            error={form.fieldError('partner_search')}
            disabled={minor}
            data-testid="partner-search"
          />
        </Paper>
        {isBuilt('/about/partner-search') ? (
          <Anchor component={Link} to="/about/partner-search">
            {t('partner.about')}
          </Anchor>
        ) : null}
        {minor ? null : <SaveButton loading={form.submitting} />}
      </Stack>
    </form>
  );
}

function SettingsPartnerPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section="partner" lead={t('partner.lead')}>
      <AccountGate>{(user) => <PartnerForm user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsPartnerPage);
