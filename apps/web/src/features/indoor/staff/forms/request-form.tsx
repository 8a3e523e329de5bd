import {
  type CurrentUser,
  type Gym,
  type GymAdministrationRequest,
  type GymAdministrationRequestInput,
  gymAdministrationRequestInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { createGymAdministrationRequest, refreshAfterRefusal } from '../api/gym-administration.api';
import { STAFF_NAMESPACE } from '../components/staff-texts';

interface RequestValues extends Record<string, unknown> {
  full_name: string;
  job_title: string;
  message: string;
}

const bodyOf = (values: RequestValues): GymAdministrationRequestInput => ({
  full_name: values.full_name.trim(),
  job_title: values.job_title.trim(),
  message: values.message.trim(),
});

const validateRequest = (values: RequestValues): ValidationErrors =>
  validateWith(gymAdministrationRequestInput, bodyOf(values));

/**
 * The claim of a gym: who I am (my name, as the climber's account has it, to correct), my role at the gym, a message.
 * The API's 422s show under their fields; a refusal of the whole request (the gym got staff, a request of mine already
 * waits) shows above the button, and the page reads again what changed.
 */
export function RequestForm({ gym, user }: { gym: Gym; user: CurrentUser }) {
  const { t, i18n } = useTranslation([STAFF_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, STAFF_NAMESPACE), [i18n, language]);
  const form = useApiForm<RequestValues, GymAdministrationRequest>({
    initialValues: { full_name: `${user.first_name} ${user.last_name}`.trim(), job_title: '', message: '' },
    validate: validateRequest,
    submit: async (values) => {
      try {
        return await createGymAdministrationRequest(gym.id, bodyOf(values));
      } catch (error) {
        const base = error instanceof ApiError ? error.validationErrors?.base : undefined;
        if (base) refreshAfterRefusal(gym.id, base);
        throw error;
      }
    },
    successMessage: t('request.sent'),
  });
  const bind = (field: keyof RequestValues & string) => ({
    value: form.values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => form.setField(field, event.currentTarget.value),
    error: form.fieldError(field),
  });
  const refusal = form.fieldError('base');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="administration-request-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('request.formTitle')}
        </Title>
        <TextInput
          label={t('fields.full_name')}
          description={t('request.fullNameHint')}
          autoComplete="name"
          maxLength={120}
          required
          {...bind('full_name')}
        />
        <TextInput
          label={t('fields.job_title')}
          description={t('request.jobTitleHint')}
          autoComplete="organization-title"
          maxLength={120}
          required
          {...bind('job_title')}
        />
        <Textarea
          label={t('fields.message')}
          description={t('request.messageHint')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={2000}
          required
          {...bind('message')}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert" data-testid="administration-request-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Button
          type="submit"
          loading={form.submitting}
          leftSection={<IconSend size={18} aria-hidden />}
          maw={420}
          data-testid="administration-request-submit"
        >
          {t('request.submit')}
        </Button>
      </Stack>
    </form>
  );
}
