import { type CurrentUser, updateCurrentUserBody, updatePasswordBody } from '@climb/contracts';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form-notice';
import { PasswordField } from '../../../components/password-field';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { type PasswordChange, updateCurrentUser, updatePassword } from '../api/current-user.api';
import { AccountGate } from '../components/account-gate';
import { SaveButton } from '../components/save-button';
import { SettingsFrame } from '../components/settings-frame';
import layout from '../layout.module.css';

function EmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const form = useApiForm<{ email: string }, CurrentUser>({
    initialValues: { email: user.email },
    validate: (values) => validateWith(updateCurrentUserBody, { user: { email: values.email } }, 'user'),
    submit: (values) => updateCurrentUser({ user: { email: values.email.trim() } }),
    successMessage: () => t('connection.emailSaved'),
  });
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby="email-title">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="email-title">
              {t('connection.emailTitle')}
            </Title>
            <Text size="sm">{t('connection.emailLead')}</Text>
          </Stack>
          <TextInput
            type="email"
            label={t('connection.email')}
            value={form.values.email}
            onChange={(event) => form.setField('email', event.currentTarget.value)}
            error={form.fieldError('email')}
            autoComplete="email"
            required
          />
          <SaveButton loading={form.submitting} label={t('connection.saveEmail')} />
        </Stack>
      </form>
    </Paper>
  );
}

const EMPTY_PASSWORDS: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const form = useApiForm<PasswordChange, void>({
    initialValues: EMPTY_PASSWORDS,
    validate: (values) => validateWith(updatePasswordBody, { user: values }, 'user'),
    submit: (values) => updatePassword(user.email, values),
    successMessage: () => t('connection.passwordSaved'),
    resetTo: EMPTY_PASSWORDS,
    notices: { 429: t('connection.tooManyChecks') },
  });
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby="password-title">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="password-title">
              {t('connection.passwordTitle')}
            </Title>
            <Text size="sm">{t('connection.passwordLead')}</Text>
          </Stack>
          {/* The e-mail lets password managers tie the new password to the right account. */}
          <input type="email" name="username" value={user.email} autoComplete="username" readOnly hidden />
          <PasswordField
            label={t('connection.currentPassword')}
            value={form.values.current_password}
            onChange={(event) => form.setField('current_password', event.currentTarget.value)}
            error={form.fieldError('current_password')}
            autoComplete="current-password"
            required
          />
          <PasswordField
            label={t('connection.newPassword')}
            description={t('connection.passwordRules')}
            value={form.values.password}
            onChange={(event) => form.setField('password', event.currentTarget.value)}
            error={form.fieldError('password')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t('connection.passwordConfirmation')}
            value={form.values.password_confirmation}
            onChange={(event) => form.setField('password_confirmation', event.currentTarget.value)}
            error={form.fieldError('password_confirmation')}
            autoComplete="new-password"
            required
          />
          <FormNotice notice={form.notice} />
          <SaveButton loading={form.submitting} label={t('connection.savePassword')} />
        </Stack>
      </form>
    </Paper>
  );
}

function SettingsConnectionPage() {
  return (
    <SettingsFrame section="connection">
      <AccountGate>
        {(user) => (
          <Stack gap="lg">
            <EmailForm user={user} />
            <PasswordForm user={user} />
          </Stack>
        )}
      </AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsConnectionPage);
