import { type SignInBody, signInBody } from '@climb/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useIsSignedIn } from '../../../lib/session-store';
import { signIn } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { FormNotice } from '../components/form-notice';
import { checkWith, focusFirstError, useFieldErrors } from '../components/use-field-errors';
import { useReturnPath } from '../components/use-return-path';
import { useSubmitError } from '../components/use-submit-error';
import { beginSession } from '../session/session';

const check = (values: SignInBody) => checkWith(signInBody, values);

export default function SignInPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signedIn = useIsSignedIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignInBody>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const fields = useFieldErrors(check);
  const failure = useSubmitError(fields.setErrors);

  if (signedIn && !submitting) return <Navigate to={returnPath} replace />;

  const change = (field: keyof SignInBody, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    fields.revalidate(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clearNotice();
    if (!fields.validate(values)) return focusFirstError(formRef.current);
    setSubmitting(true);
    try {
      await beginSession(await signIn(values));
      navigate(returnPath, { replace: true });
    } catch (error) {
      setSubmitting(false);
      failure.handle(error, { 401: t('signIn.invalid') });
    }
  };

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
          <TextInput
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
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
