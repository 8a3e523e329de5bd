import { resetPasswordBody } from '@climb/contracts';
import { IconMailForward, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form-notice';
import { PlainButton } from '../../../components/plain-ui';
import { SubmitButton } from '../../../components/submit-button';
import { Alert, Anchor, Stack, Text } from '../../../components/ui';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { requestPasswordReset } from '../api/session.api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';

type ResetValues = { email: string };

const check = (values: ResetValues) => validateWith(resetPasswordBody, values);

/** Asks for a reset link; the answer never tells whether the address has an account. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, values, setField, submit, submitting, fieldError, notice } = useApiForm<ResetValues, void>({
    initialValues: { email: '' },
    validate: check,
    // The form stays on the page, showing where the link went.
    submit: async (current) => {
      await requestPasswordReset(current.email.trim());
      setSentTo(current.email.trim());
    },
    notices: { 429: t('errors.rateLimited') },
    liveCheck: true,
  });

  return (
    <AccountFormPage
      title={t('reset.title')}
      lead={t('reset.lead')}
      footer={
        <Text ta="center">
          <Anchor to="/sign-in" underline="always" fw={600}>
            {t('reset.backToSignIn')}
          </Anchor>
        </Text>
      }
    >
      {sentTo ? (
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconMailOpened size={18} aria-hidden />}
            title={t('reset.sentTitle')}
            data-testid="reset-sent"
          >
            {t('reset.sent', { email: sentTo })}
          </Alert>
          <PlainButton variant="default" onClick={() => setSentTo(null)}>
            {t('reset.again')}
          </PlainButton>
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate data-testid="reset-password-form">
          <Stack gap="md">
            <FormNotice notice={notice} />
            <EmailField
              value={values.email}
              onChange={(value) => setField('email', value)}
              error={fieldError('email')}
            />
            <SubmitButton loading={submitting} icon={<IconMailForward size={18} aria-hidden />}>
              {t('reset.submit')}
            </SubmitButton>
          </Stack>
        </form>
      )}
    </AccountFormPage>
  );
}
