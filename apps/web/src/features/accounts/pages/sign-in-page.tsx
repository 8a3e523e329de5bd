import { type SignInBody, signInBody } from '@climb/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useIsSignedIn } from '../../../lib/session-store';
import { signIn } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';
import { FormNotice } from '../components/form-notice';
import { useAccountForm } from '../components/use-account-form';
import { checkWith } from '../components/use-field-errors';
import { useReturnPath } from '../components/use-return-path';
import { beginSession } from '../session/session';

const check = (values: SignInBody) => checkWith(signInBody, values);

export default function SignInPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signedIn = useIsSignedIn();
  const { formRef, values, change, submit, submitting, fields, failure } = useAccountForm({
    initial: { email: '', password: '' } as SignInBody,
    check,
    toBody: (current: SignInBody) => current,
    send: async (body) => {
      await beginSession(await signIn(body));
      navigate(returnPath, { replace: true });
      return true;
    },
    notices: () => ({ 401: t('signIn.invalid') }),
  });

  if (signedIn && !submitting) return <Navigate to={returnPath} replace />;

  // The return path travels on to sign-up, so a new climber also lands where they were going.
  const redirect = searchParams.get('redirect');
  const signUpLink = redirect ? `/sign-up?redirect=${encodeURIComponent(redirect)}` : '/sign-up';

  return (
    <AccountFormPage
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      footer={
        <Text ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={signUpLink} underline="always" fw={600}>
            {t('signIn.signUpLink')}
          </Anchor>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sign-in-form">
        <Stack gap="md">
          <FormNotice notice={failure.notice} />
          <EmailField
            value={values.email}
            onChange={(value) => change('email', value)}
            error={fields.messageFor('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={fields.messageFor('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/reset-password" size="sm" underline="always">
              {t('signIn.forgotten')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} leftSection={<IconLogin size={18} aria-hidden />} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
