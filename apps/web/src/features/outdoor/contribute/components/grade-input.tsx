import { Group, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { gradeFeedback } from '../forms/grade-feedback';

/**
 * A grade typed in any system (`6b+`, `7A`, `5.11a`, `V4`, `E3`, `VII+`), read as one types: the
 * grade it was read as, and how it reads in the climber's own system.
 */
export function GradeInput({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Set after a refused save, when this grade is the reason. */
  error?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('contribute');
  const { label: enumLabel } = useEnumLabels();
  const { system } = useGrades();
  const feedback = gradeFeedback(value, system);
  const description =
    feedback.state === 'empty' ? (
      t('grade.hint')
    ) : feedback.state === 'invalid' ? (
      <Group component="span" gap={4} wrap="nowrap">
        <IconAlertCircle size={14} aria-hidden />
        <span>{t('grade.unreadable')}</span>
      </Group>
    ) : (
      <Group component="span" gap={4} wrap="nowrap">
        <IconCheck size={14} aria-hidden />
        <Text span size="xs" data-testid={testId ? `${testId}-feedback` : undefined}>
          {feedback.inYourSystem
            ? t('grade.readAsConverted', {
                grade: feedback.text,
                system: enumLabel('grade_systems', feedback.writtenIn),
                shown: feedback.inYourSystem,
                yourSystem: enumLabel('grade_systems', system),
              })
            : t('grade.readAs', { grade: feedback.text, system: enumLabel('grade_systems', feedback.writtenIn) })}
        </Text>
      </Group>
    );
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error && feedback.state !== 'valid' ? t('grade.fix') : undefined}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={12}
      required
      data-testid={testId}
      styles={{ description: { minHeight: '1.4em' } }}
    />
  );
}
