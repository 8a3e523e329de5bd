import { resetPasswordBody } from '@climb/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward, IconMailOpened } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { FormNotice } from '../components/form-notice';
import { checkWith, focusFirstError, useFieldErrors } from '../components/use-field-errors';
import { useSubmitError } from '../components/use-submit-error';

interface ResetValues {
  email: string;
}

const check = (values: ResetValues) => checkWith(resetPasswordBody, values);

/** Asks for a reset link; the answer never tells whether the address has an account. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ResetValues>({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fields = useFieldErrors(check);
  const failure = useSubmitError(fields.setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clearNotice();
    if (!fields.validate(values)) return focusFirstError(formRef.current);
    setSubmitting(true);
    try {
      await requestPasswordReset(values.email.trim());
      setSentTo(values.email.trim());
    } catch (error) {
      failure.handle(error);
    } finally {
      setSubmitting(false);
    }
  };

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
            <TextInput
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={(event) => {
                const next = { email: event.currentTarget.value };
                setValues(next);
                fields.revalidate(next);
              }}
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
