import { newPasswordBody } from '@climb/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isBuilt } from '../../../lib/built-pages';
import { setNewPassword } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { FormNotice } from '../components/form-notice';
import { PasswordRules } from '../components/password-rules';
import { useAccountForm } from '../components/use-account-form';
import { checkWith, withConfirmation } from '../components/use-field-errors';
import { beginSession } from '../session/session';

interface NewPasswordValues {
  token: string;
  password: string;
  password_confirmation: string;
}

const check = (values: NewPasswordValues) => withConfirmation(checkWith(newPasswordBody, values), values);

/** The page of the e-mailed link: `?token=…`, a new password, and the climber is signed in. */
export default function NewPasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { formRef, values, change, submit, submitting, fields, failure } = useAccountForm({
    initial: { password: '', password_confirmation: '' },
    check,
    toBody: (current) => ({ token, ...current }),
    send: async (body) => {
      await beginSession(await setNewPassword(body));
      navigate(isBuilt('/home') ? '/home' : '/', { replace: true });
      return true;
    },
  });
  const tokenError = fields.messageFor('token');

  const askAgain = (
    <Anchor component={Link} to="/reset-password" underline="always" fw={600}>
      {t('newPassword.askAgain')}
    </Anchor>
  );

  if (!token) {
    return (
      <AccountFormPage title={t('newPassword.title')}>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('newPassword.missingToken')}
          </Alert>
          <Text>{askAgain}</Text>
        </Stack>
      </AccountFormPage>
    );
  }

  return (
    <AccountFormPage title={t('newPassword.title')} lead={t('newPassword.lead')}>
      <form ref={formRef} onSubmit={submit} noValidate data-testid="new-password-form">
        <Stack gap="md">
          {tokenError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              <Text inherit>{t('newPassword.invalidToken')}</Text>
              <Text inherit mt={4}>
                {askAgain}
              </Text>
            </Alert>
          ) : null}
          <FormNotice notice={failure.notice} />
          <PasswordInput
            label={t('fields.new_password')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={fields.messageFor('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <PasswordRules value={values.password} id="new-password-rules" />
          <PasswordInput
            label={t('fields.password_confirmation')}
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={values.password_confirmation}
            onChange={(event) => change('password_confirmation', event.currentTarget.value)}
            error={fields.messageFor('password_confirmation')}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Button type="submit" loading={submitting} leftSection={<IconKey size={18} aria-hidden />} fullWidth>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
