import {
  CLIMBER_GRADE_RANGE,
  CLIMBING_TYPES,
  type ClimbingType,
  type CurrentUser,
  frenchGradeText,
  GENDERS,
  type Gender,
  LOCALES,
  type Locale,
} from '@climb/contracts';
import { Checkbox, Fieldset, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../components/language-switch';
import { SimpleGrid } from '../../../components/ui';
import { localToday } from '../../../lib/dates';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { updateCurrentUser } from '../api/current-user.api';
import { AccountGate } from '../components/account-gate';
import { SaveButton } from '../components/save-button';
import { SettingsFrame } from '../components/settings-frame';
import {
  DESCRIPTION_MAX_LENGTH,
  type GeneralValues,
  generalBody,
  generalValuesOf,
  validateGeneral,
} from '../forms/general-values';

/** The grade options: 3a…9c+, plus a stored value outside that range so it is never lost. */
function gradeOptions(current: string, unset: string) {
  const options = CLIMBER_GRADE_RANGE.map((grade) => ({ value: String(grade.value), label: grade.text }));
  if (current !== '' && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: frenchGradeText(Number(current)) ?? current });
  }
  return [{ value: '', label: unset }, ...options];
}

function GeneralForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(['settings', 'profile', 'common']);
  const changeLanguage = useChangeLanguage();
  const form = useApiForm<GeneralValues, CurrentUser>({
    initialValues: generalValuesOf(user),
    validate: validateGeneral,
    submit: (values) => updateCurrentUser(generalBody(values)),
    successMessage: () => t('actions.saved'),
    onSuccess: (saved) => {
      // The chosen language is the interface's too.
      if (saved.language !== i18n.resolvedLanguage) changeLanguage(saved.language);
    },
  });
  const { values, setField, fieldError } = form;
  const today = localToday();

  return (
    <form onSubmit={form.submit} noValidate data-testid="settings-general-form">
      <Stack gap="lg">
        <Fieldset legend={t('general.identity')} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('general.firstName')}
                value={values.first_name}
                onChange={(event) => setField('first_name', event.currentTarget.value)}
                error={fieldError('first_name')}
                autoComplete="given-name"
                maxLength={60}
                required
              />
              <TextInput
                label={t('general.lastName')}
                value={values.last_name}
                onChange={(event) => setField('last_name', event.currentTarget.value)}
                error={fieldError('last_name')}
                autoComplete="family-name"
                maxLength={60}
                required
              />
            </SimpleGrid>
            <Textarea
              label={t('general.description')}
              description={t('general.descriptionHint', { max: DESCRIPTION_MAX_LENGTH })}
              value={values.description}
              onChange={(event) => setField('description', event.currentTarget.value)}
              error={fieldError('description')}
              autosize
              minRows={3}
              maxRows={10}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NativeSelect
                label={t('general.gender')}
                value={values.gender}
                onChange={(event) => setField('gender', event.currentTarget.value as Gender | '')}
                error={fieldError('gender')}
                data={[
                  { value: '', label: t('general.genderUnset') },
                  ...GENDERS.map((gender) => ({ value: gender, label: t(`profile:genders.${gender}`) })),
                ]}
              />
              <TextInput
                type="date"
                label={t('general.dateOfBirth')}
                value={values.date_of_birth}
                onChange={(event) => setField('date_of_birth', event.currentTarget.value)}
                error={fieldError('date_of_birth')}
                description={t('general.dateOfBirthHint')}
                max={today}
                autoComplete="bday"
              />
            </SimpleGrid>
            <NativeSelect
              label={t('general.language')}
              description={t('general.languageHint')}
              value={values.language}
              onChange={(event) => setField('language', event.currentTarget.value as Locale)}
              error={fieldError('language')}
              data={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
              data-testid="settings-language"
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('general.climbing')} radius="md">
          <Stack gap="lg">
            <Checkbox.Group
              label={t('general.climbingTypes')}
              description={t('general.climbingTypesHint')}
              value={values.climbing_types}
              onChange={(value) => setField('climbing_types', value as ClimbingType[])}
              error={fieldError('climbing_types')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {CLIMBING_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`profile:climbingTypeLabels.${type}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Fieldset legend={t('general.gradeRange')} variant="unstyled" p={0}>
              <Text size="sm" c="dimmed" mb="xs">
                {t('general.gradeRangeHint')}
              </Text>
              <Group grow align="flex-start" wrap="nowrap">
                <NativeSelect
                  label={t('general.gradeMin')}
                  value={values.grade_min_value}
                  onChange={(event) => setField('grade_min_value', event.currentTarget.value)}
                  error={fieldError('grade_min_value')}
                  data={gradeOptions(values.grade_min_value, t('general.gradeUnset'))}
                />
                <NativeSelect
                  label={t('general.gradeMax')}
                  value={values.grade_max_value}
                  onChange={(event) => setField('grade_max_value', event.currentTarget.value)}
                  error={fieldError('grade_max_value')}
                  data={gradeOptions(values.grade_max_value, t('general.gradeUnset'))}
                />
              </Group>
            </Fieldset>
          </Stack>
        </Fieldset>

        <SaveButton loading={form.submitting} />
      </Stack>
    </form>
  );
}

function SettingsGeneralPage() {
  return (
    <SettingsFrame section="general">
      <AccountGate>{(user) => <GeneralForm key={user.id} user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsGeneralPage);
