import { LOCALES, type Locale, type SignUpBody, signUpBody } from '@climb/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormNotice } from '../../../components/form-notice';
import { SubmitButton } from '../../../components/submit-button';
import { Anchor, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '../../../components/ui';
import { localToday } from '../../../lib/dates';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { useIsSignedIn } from '../../../lib/session-store';
import { beginSession } from '../../../platform/session/begin-session';
import { signUp } from '../api/session.api';
import { AccountFormPage } from '../components/account-form-page';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { withConfirmation } from '../components/password-confirmation';
import { useReturnPath } from '../components/use-return-path';

type SignUpValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  date_of_birth: string;
  language: Locale;
};

/** The body the API receives: no date of birth rather than an empty one. */
function toBody(values: SignUpValues): SignUpBody {
  const { date_of_birth, ...rest } = values;
  return date_of_birth ? { ...rest, date_of_birth } : rest;
}

const check = (values: SignUpValues) => withConfirmation(validateWith(signUpBody, toBody(values)), values);

const TERMS_PATHS: Record<Locale, string> = { fr: '/fr/conditions-d-utilisation', en: '/en/terms-of-use' };

export default function SignUpPage() {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const signedIn = useIsSignedIn();
  const interfaceLocale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const { formRef, values, setField, submit, submitting, fieldError, notice } = useApiForm<SignUpValues, void>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      date_of_birth: '',
      language: interfaceLocale,
    },
    validate: check,
    submit: async (current) => {
      await beginSession(await signUp(toBody(current)), { languageInForm: true });
      navigate(returnPath, { replace: true });
    },
    notices: { 429: t('errors.rateLimited') },
    liveCheck: true,
    leavesPage: true,
  });

  if (signedIn && !submitting) return <Navigate to={returnPath} replace />;

  const redirect = searchParams.get('redirect');
  const signInLink = redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in';

  return (
    <AccountFormPage
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <Text ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor to={signInLink} underline="always" fw={600}>
            {t('signUp.signInLink')}
          </Anchor>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sign-up-form">
        <Stack gap="md">
          <FormNotice notice={notice} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.first_name')}
              name="first_name"
              autoComplete="given-name"
              required
              value={values.first_name}
              onChange={(event) => setField('first_name', event.currentTarget.value)}
              error={fieldError('first_name')}
            />
            <TextInput
              label={t('fields.last_name')}
              name="last_name"
              autoComplete="family-name"
              required
              value={values.last_name}
              onChange={(event) => setField('last_name', event.currentTarget.value)}
              error={fieldError('last_name')}
            />
          </SimpleGrid>
          <EmailField value={values.email} onChange={(value) => setField('email', value)} error={fieldError('email')} />
          <NewPasswordFields
            label={t('fields.password')}
            confirmationLabel={t('fields.password_confirmation')}
            values={values}
            setField={setField}
            fieldError={fieldError}
            rulesId="sign-up-password-rules"
          />
          <TextInput
            label={t('fields.date_of_birth')}
            description={t('signUp.dateOfBirthHelp')}
            type="date"
            name="date_of_birth"
            autoComplete="bday"
            max={localToday()}
            value={values.date_of_birth}
            onChange={(event) => setField('date_of_birth', event.currentTarget.value)}
            error={fieldError('date_of_birth')}
          />
          <NativeSelect
            label={t('fields.language')}
            name="language"
            value={values.language}
            onChange={(event) => setField('language', event.currentTarget.value === 'en' ? 'en' : 'fr')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
            error={fieldError('language')}
          />
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: <Anchor to={TERMS_PATHS[interfaceLocale]} underline="always" />,
              }}
            />
          </Text>
          <SubmitButton loading={submitting} icon={<IconUserPlus size={18} aria-hidden />}>
            {t('signUp.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AccountFormPage>
  );
}
