import type { Area } from '@climb/contracts';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../components/form-actions';
import { type AreaValues, validateArea } from './area-values';
import { NameInput, RecordFormFrame, type RecordFormProps, useRecordForm } from './record-form';

/** An area's name and description. */
export function AreaForm(props: RecordFormProps<AreaValues, Area>) {
  const { t } = useTranslation('contribute');
  const form = useRecordForm(props, validateArea);
  return (
    <RecordFormFrame form={form} testId="area-form">
      <NameInput label={t('area.name')} {...form.bindInput('name')} />
      <Textarea label={t('area.description')} {...form.bindInput('description')} autosize minRows={4} maxRows={12} />
      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
    </RecordFormFrame>
  );
}
