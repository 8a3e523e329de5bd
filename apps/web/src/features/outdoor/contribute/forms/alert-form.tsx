import { ALERT_TYPES, type Alert, type AlertType } from '@climb/contracts';
import { Group, Radio, Text, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { SimpleGrid } from '../../../../components/ui';
import { localToday } from '../../../../lib/dates';
import { ALERT_TYPE_STYLE } from '../../shared/alert-type-style';
import { FormActions } from '../components/form-actions';
import { type AlertValues, validateAlert } from './alert-values';
import { RecordFormFrame, type RecordFormProps, useRecordForm } from './record-form';

/** An alert: its kind (each with its colour and icon), what to know, and until when. */
export function AlertForm(props: RecordFormProps<AlertValues, Alert>) {
  const { t } = useTranslation('contribute');
  const { label } = useEnumLabels();
  const today = localToday();
  const form = useRecordForm(props, (values) => validateAlert(values, today));
  const { values, setField, fieldError, bindInput } = form;
  return (
    <RecordFormFrame form={form} testId="alert-form">
      <Radio.Group
        label={t('alert.type')}
        value={values.alert_type}
        onChange={(value) => setField('alert_type', value as AlertType)}
        error={fieldError('alert_type')}
        required
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {ALERT_TYPES.map((type) => {
            const { color, Icon } = ALERT_TYPE_STYLE[type];
            return (
              <Radio.Card key={type} value={type} radius="md" p="sm" mih={44}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                  <Text size="sm">{label('alert_types', type)}</Text>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Textarea
        label={t('alert.description')}
        {...bindInput('description')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        required
      />
      <TextInput
        type="date"
        label={t('alert.endsOn')}
        description={t('alert.endsOnHint')}
        {...bindInput('ends_on')}
        min={today}
      />
      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
    </RecordFormFrame>
  );
}
