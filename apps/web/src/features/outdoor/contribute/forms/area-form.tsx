import type { Area } from '@climb/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../components/form-actions';
import { type AreaValues, validateArea } from './area-values';
import { useWikiForm } from './use-wiki-form';

/** An area's name and description. */
export function AreaForm(props: {
  initialValues: AreaValues;
  submit: (values: AreaValues) => Promise<Area>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (area: Area) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('contribute');
  const form = useWikiForm<AreaValues, Area>({
    initialValues: props.initialValues,
    validate: validateArea,
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
  const { values, setField, fieldError } = form;
  return (
    <form onSubmit={form.submit} noValidate data-testid="area-form">
      <Stack gap="lg">
        <TextInput
          label={t('area.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={fieldError('name')}
          maxLength={120}
          autoComplete="off"
          required
        />
        <Textarea
          label={t('area.description')}
          value={values.description}
          onChange={(event) => setField('description', event.currentTarget.value)}
          error={fieldError('description')}
          autosize
          minRows={4}
          maxRows={12}
        />
        <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
      </Stack>
    </form>
  );
}
