import type { SignInBody } from '@climb/contracts';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormNotice } from '../../../components/form-notice';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { Anchor, Group, Stack, Text } from '../../../components/ui';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { useIsSignedIn } from '../../../lib/session-store';
import { beginSession } from '../../../platform/session/begin-session';
import { signIn } from '../api/session.api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';
import { useReturnPath } from '../components/use-return-path';

// The rules load as the visitor starts typing, not with the page: reading it loads no schema.
const loadCheck = () => import('../components/sign-in-rules').then((rules) => rules.checkSignIn);

export default function SignInPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signedIn = useIsSignedIn();
  const { formRef, values, setField, submit, submitting, fieldError, notice } = useApiForm<SignInBody, void>({
    initialValues: { email: '', password: '' },
    loadValidate: loadCheck,
    submit: async (body) => {
      await beginSession(await signIn(body));
      navigate(returnPath, { replace: true });
    },
    // A 429 may come from the account's back-off, where a right password also e-mailed a sign-in link.
    notices: { 401: t('signIn.invalid'), 429: t('signIn.rateLimited') },
    liveCheck: true,
    leavesPage: true,
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
          <Anchor to={signUpLink} underline="always" fw={600}>
            {t('signIn.signUpLink')}
          </Anchor>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sign-in-form">
        <Stack gap="md">
          <FormNotice notice={notice} />
          <EmailField value={values.email} onChange={(value) => setField('email', value)} error={fieldError('email')} />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => setField('password', event.currentTarget.value)}
            error={fieldError('password')}
          />
          <Group justify="space-between" gap="sm">
            <Anchor to="/reset-password" size="sm" underline="always">
              {t('signIn.forgotten')}
            </Anchor>
          </Group>
          <SubmitButton loading={submitting} icon={<IconLogin size={18} aria-hidden />}>
            {t('signIn.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
