import { resetPasswordBody } from '@climb/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailForward, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';
import { FormNotice } from '../components/form-notice';
import { useAccountForm } from '../components/use-account-form';
import { checkWith } from '../components/use-field-errors';

interface ResetValues {
  email: string;
}

const check = (values: ResetValues) => checkWith(resetPasswordBody, values);

/** Asks for a reset link; the answer never tells whether the address has an account. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, values, change, submit, submitting, fields, failure } = useAccountForm({
    initial: { email: '' } as ResetValues,
    check,
    toBody: (current: ResetValues) => current,
    send: async (current) => {
      await requestPasswordReset(current.email.trim());
      setSentTo(current.email.trim());
      // The form stays on the page, showing where the link went.
      return false;
    },
  });

  return (
    <AccountFormPage
      title={t('reset.title')}
      lead={t('reset.lead')}
      footer={
        <Text ta="center">
          <Anchor component={Link} to="/sign-in" underline="always" fw={600}>
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
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('reset.again')}
          </Button>
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate data-testid="reset-password-form">
          <Stack gap="md">
            <FormNotice notice={failure.notice} />
            <EmailField
              value={values.email}
              onChange={(value) => change('email', value)}
              error={fields.messageFor('email')}
            />
            <Button
              type="submit"
              loading={submitting}
              leftSection={<IconMailForward size={18} aria-hidden />}
              fullWidth
            >
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountFormPage>
  );
}
