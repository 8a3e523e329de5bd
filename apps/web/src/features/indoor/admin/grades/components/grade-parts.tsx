import { FRENCH_GRADES } from '@climb/contracts';
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../../lib/forms/rule-messages';
import { GRADES_NAMESPACE } from '../grades-texts';

/** The grades tools' texts, with the rule messages and their field labels (`fields.*` of the namespace). */
export function useGradesTexts() {
  const translation = useTranslation([GRADES_NAMESPACE, RULES_NAMESPACE, 'common']);
  const { i18n } = translation;
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, GRADES_NAMESPACE), [i18n, language]);
  return translation;
}

/**
 * A grade of the product's scale (1a … 9c+, written in French notation as everywhere in the product), or none when
 * `noneLabel` is given.
 */
export function GradeSelect({
  label,
  value,
  onChange,
  noneLabel,
  error,
  description,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (grade: number | null) => void;
  noneLabel?: string;
  error?: string;
  description?: string;
  testId: string;
}) {
  return (
    <NativeSelect
      label={label}
      description={description}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      data={[
        ...(noneLabel !== undefined || value === null ? [{ value: '', label: noneLabel ?? '—' }] : []),
        ...FRENCH_GRADES.map((grade) => ({ value: String(grade.value), label: grade.text })),
      ]}
      error={error}
      data-testid={testId}
    />
  );
}

/** Buttons that move an item of an ordered list one place up or down, by mouse or keyboard. */
export function MoveButtons({
  index,
  count,
  name,
  onMove,
  disabled,
  testId,
}: {
  index: number;
  count: number;
  /** What moves, as the buttons' names say it ("Move Green up"). */
  name: string;
  onMove: (to: number) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation(GRADES_NAMESPACE);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('move.up', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
        data-testid={`${testId}-up`}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('move.down', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
        data-testid={`${testId}-down`}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
