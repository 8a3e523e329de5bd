import { newPasswordBody, type PasswordResetOwner } from '@climb/contracts';
import { IconAlertCircle, IconKey, IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormNotice } from '../../../components/form-notice';
import { SubmitButton } from '../../../components/submit-button';
import { Alert, Anchor, Stack, Text } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { isBuilt } from '../../../lib/built-pages';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { useSessionStore } from '../../../lib/session-store';
import { beginSession } from '../../../platform/session/begin-session';
import { signOut } from '../../../platform/session/session';
import { readTokens } from '../../../platform/session/token-store';
import { findPasswordResetOwner, setNewPassword } from '../api/session.api';
import { AccountFormPage } from '../components/account-form-page';
import { NewPasswordFields } from '../components/new-password-fields';
import { withConfirmation } from '../components/password-confirmation';

type NewPasswordBody = { token: string; password: string; password_confirmation: string };
type NewPasswordValues = Omit<NewPasswordBody, 'token'>;

const check = (body: NewPasswordBody) => withConfirmation(validateWith(newPasswordBody, body), body);

/** Whose password the link sets, asked once; `invalid` when the API refuses the token (422). */
function useResetOwner(token: string): { owner: PasswordResetOwner | null; invalid: boolean } {
  const [state, setState] = useState<{ owner: PasswordResetOwner | null; invalid: boolean }>({
    owner: null,
    invalid: false,
  });
  useEffect(() => {
    if (!token) return;
    let current = true;
    findPasswordResetOwner(token).then(
      (owner) => current && setState({ owner, invalid: false }),
      // Offline or a server error: the form still works, without the name.
      (error: unknown) =>
        current && setState({ owner: null, invalid: error instanceof ApiError && error.status === 422 }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}

/**
 * The page of the e-mailed link: `?token=…`, a new password, and the climber is signed in. It names
 * the account the link belongs to; a browser signed in (as anyone: the reset ends every session of
 * the link's account anyway) is signed out first, as the page says, so it never switches accounts unawares.
 */
export default function NewPasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { owner, invalid } = useResetOwner(token);
  const signedIn = useSessionStore((state) => state.user);
  const { formRef, values, setField, submit, submitting, fieldError, notice } = useApiForm<NewPasswordValues, void>({
    initialValues: { password: '', password_confirmation: '' },
    // The token comes from the link: checked and sent with what the climber types.
    validate: (current) => check({ token, ...current }),
    submit: async (current) => {
      if (readTokens()) await signOut();
      await beginSession(await setNewPassword({ token, ...current }));
      navigate(isBuilt('/home') ? '/home' : '/', { replace: true });
    },
    notices: { 429: t('errors.rateLimited') },
    liveCheck: true,
    leavesPage: true,
  });
  const tokenError = fieldError('token') ?? (invalid ? 'invalid' : null);

  const askAgain = (
    <Anchor to="/reset-password" underline="always" fw={600}>
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
          {owner && !tokenError ? (
            <Text data-testid="reset-owner">
              {t('newPassword.forAccount', { firstName: owner.first_name, email: owner.masked_email })}
            </Text>
          ) : null}
          {signedIn && !tokenError ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconLogout size={18} aria-hidden />}
              data-testid="signed-in-warning"
            >
              {t('newPassword.signedInAs', { name: `${signedIn.first_name} ${signedIn.last_name}` })}
            </Alert>
          ) : null}
          <FormNotice notice={notice} />
          <NewPasswordFields
            label={t('fields.new_password')}
            confirmationLabel={t('fields.password_confirmation')}
            values={values}
            setField={setField}
            fieldError={fieldError}
            rulesId="new-password-rules"
          />
          <SubmitButton loading={submitting} icon={<IconKey size={18} aria-hidden />}>
            {t('newPassword.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
