import { IconAlertCircle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormNotice } from '../../../components/form-notice';
import { PlainButtonLink } from '../../../components/plain-ui';
import { SubmitButton } from '../../../components/submit-button';
import { Alert, Anchor, Stack, Text } from '../../../components/ui';
import { isBuilt } from '../../../lib/built-pages';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { beginSession } from '../../../platform/session/begin-session';
import { signInWithLink } from '../api/session.api';
import { AccountFormPage } from '../components/account-form-page';

/**
 * The page of the e-mailed sign-in link (`?token=…`, docs/decisions/024): one press signs this browser
 * in and marks it as known. A press, not an automatic call: a mail scanner opening the link must not
 * use up its single use.
 */
export default function SignInLinkPage() {
  const { t } = useTranslation('accounts');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [signedIn, setSignedIn] = useState(false);
  const { formRef, submit, submitting, fieldError, notice } = useApiForm<Record<string, never>, void>({
    initialValues: {},
    submit: async () => {
      await beginSession(await signInWithLink(token));
      setSignedIn(true);
    },
    notices: { 429: t('errors.rateLimited') },
  });

  const backToSignIn = (
    <Anchor to="/sign-in" underline="always" fw={600}>
      {t('signInLink.backToSignIn')}
    </Anchor>
  );

  if (signedIn) {
    return (
      <AccountFormPage title={t('signInLink.title')}>
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={18} aria-hidden />}
            data-testid="sign-in-link-done"
          >
            {t('signInLink.signedIn')}
          </Alert>
          <PlainButtonLink to={isBuilt('/home') ? '/home' : '/'} replace>
            {t('signInLink.continue')}
          </PlainButtonLink>
        </Stack>
      </AccountFormPage>
    );
  }

  if (!token) {
    return (
      <AccountFormPage title={t('signInLink.title')}>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('signInLink.missingToken')}
          </Alert>
          <Text>{backToSignIn}</Text>
        </Stack>
      </AccountFormPage>
    );
  }

  return (
    <AccountFormPage title={t('signInLink.title')} lead={t('signInLink.lead')}>
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sign-in-link-form">
        <Stack gap="md">
          {fieldError('token') ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              <Text inherit>{t('signInLink.invalidToken')}</Text>
              <Text inherit mt={4}>
                {backToSignIn}
              </Text>
            </Alert>
          ) : null}
          <FormNotice notice={notice} />
          <SubmitButton loading={submitting} icon={<IconLogin size={18} aria-hidden />}>
            {t('signInLink.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
