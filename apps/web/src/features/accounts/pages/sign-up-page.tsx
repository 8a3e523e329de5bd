import { LOCALES, type Locale, type SignUpBody, signUpBody } from '@climb/contracts';
import { Anchor, Button, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useIsSignedIn } from '../../../lib/session-store';
import { signUp } from '../api/session-api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';
import { FormNotice } from '../components/form-notice';
import { PasswordRules } from '../components/password-rules';
import { useAccountForm } from '../components/use-account-form';
import { checkWith, withConfirmation } from '../components/use-field-errors';
import { useReturnPath } from '../components/use-return-path';
import { beginSession } from '../session/session';

interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  date_of_birth: string;
  language: Locale;
}

/** The body the API receives: no date of birth rather than an empty one. */
function toBody(values: SignUpValues): SignUpBody {
  const { date_of_birth, ...rest } = values;
  return date_of_birth ? { ...rest, date_of_birth } : rest;
}

const check = (values: SignUpValues) => withConfirmation(checkWith(signUpBody, toBody(values)), values);

const TERMS_PATHS: Record<Locale, string> = { fr: '/fr/conditions-d-utilisation', en: '/en/terms-of-use' };

export default function SignUpPage() {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signedIn = useIsSignedIn();
  const interfaceLocale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const { formRef, values, change, submit, submitting, fields, failure } = useAccountForm({
    initial: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      date_of_birth: '',
      language: interfaceLocale,
    } as SignUpValues,
    check,
    toBody: (current: SignUpValues) => current,
    send: async (current) => {
      await beginSession(await signUp(toBody(current)));
      navigate(returnPath, { replace: true });
      return true;
    },
  });

  if (signedIn && !submitting) return <Navigate to={returnPath} replace />;

  const redirect = searchParams.get('redirect');
  const signInLink = redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in';
  const today = new Date().toISOString().slice(0, 10);

  return (
    <AccountFormPage
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <Text ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={signInLink} underline="always" fw={600}>
            {t('signUp.signInLink')}
          </Anchor>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sign-up-form">
        <Stack gap="md">
          <FormNotice notice={failure.notice} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.first_name')}
              name="first_name"
              autoComplete="given-name"
              required
              value={values.first_name}
              onChange={(event) => change('first_name', event.currentTarget.value)}
              error={fields.messageFor('first_name')}
            />
            <TextInput
              label={t('fields.last_name')}
              name="last_name"
              autoComplete="family-name"
              required
              value={values.last_name}
              onChange={(event) => change('last_name', event.currentTarget.value)}
              error={fields.messageFor('last_name')}
            />
          </SimpleGrid>
          <EmailField
            value={values.email}
            onChange={(value) => change('email', value)}
            error={fields.messageFor('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={fields.messageFor('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <PasswordRules value={values.password} id="sign-up-password-rules" />
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
          <TextInput
            label={t('fields.date_of_birth')}
            description={t('signUp.dateOfBirthHelp')}
            type="date"
            name="date_of_birth"
            autoComplete="bday"
            max={today}
            value={values.date_of_birth}
            onChange={(event) => change('date_of_birth', event.currentTarget.value)}
            error={fields.messageFor('date_of_birth')}
          />
          <NativeSelect
            label={t('fields.language')}
            name="language"
            value={values.language}
            onChange={(event) => change('language', event.currentTarget.value === 'en' ? 'en' : 'fr')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
            error={fields.messageFor('language')}
          />
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: <Anchor component={Link} to={TERMS_PATHS[interfaceLocale]} underline="always" inherit />,
              }}
            />
          </Text>
          <Button type="submit" loading={submitting} leftSection={<IconUserPlus size={18} aria-hidden />} fullWidth>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
