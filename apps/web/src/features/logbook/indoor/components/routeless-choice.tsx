import { CLIMBER_GRADE_RANGE, GYM_ROUTE_CLIMBING_TYPES, type GymLevels } from '@climb/contracts';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import type { RoutelessBy, RoutelessValues } from '../lib/indoor-values';
import { Chips } from './chips';
import { ColorDot } from './color-dot';
import { QuantityStepper } from './quantity-stepper';

/**
 * What an ascent without a route was: its type, then one of the gym's colour levels (with the grade it stands for)
 * or a grade, and how many ("3 × green today"). Without the gym's levels (none kept offline), by grade only.
 */
export function RoutelessChoice({
  values,
  onChange,
  levels,
  fieldError,
  typeFixed = false,
}: {
  values: RoutelessValues;
  onChange: (values: RoutelessValues) => void;
  levels: readonly GymLevels[] | undefined;
  fieldError: (field: string) => string | undefined;
  /** Editing an ascent: its type stays. */
  typeFixed?: boolean;
}) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'indoor-enums']);
  const { format } = useGrades();
  const set = (changes: Partial<RoutelessValues>) => onChange({ ...values, ...changes });
  const scale = levels?.find((found) => found.climbing_type === values.climbing_type)?.levels ?? [];
  const hasLevels = levels?.some((found) => found.levels.length > 0) ?? false;
  const by: RoutelessBy = hasLevels ? values.by : 'grade';
  return (
    <>
      {typeFixed ? null : (
        <Chips
          legend={t('form.type')}
          options={GYM_ROUTE_CLIMBING_TYPES.map((value) => ({
            value,
            label: t(`indoor-enums:route_climbing_types.${value}`),
          }))}
          value={values.climbing_type}
          onChange={(climbing_type) => set({ climbing_type, level_index: '' })}
          error={fieldError('climbing_type')}
          testId="routeless-type"
        />
      )}
      {hasLevels ? (
        <Chips
          legend={t('form.by')}
          options={[
            { value: 'level', label: t('form.byLevel') },
            { value: 'grade', label: t('form.byGrade') },
          ]}
          value={by}
          onChange={(next) => set({ by: next })}
          testId="routeless-by"
        />
      ) : null}
      {by === 'level' && values.climbing_type !== '' ? (
        scale.length > 0 ? (
          <Chips
            legend={t('form.level')}
            options={scale.map((step, index) => ({
              value: String(index),
              label: t(`indoor-enums:hold_colors.${step.color}`),
              leading: <ColorDot color={step.color} />,
              hint: step.grade_value ? format(step.grade_value) : undefined,
            }))}
            value={values.level_index}
            onChange={(level_index) => set({ level_index })}
            error={fieldError('level_index') ?? fieldError('gym_id')}
            testId="routeless-level"
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="routeless-no-levels">
            {t('form.noLevels')}
          </Text>
        )
      ) : null}
      {by === 'grade' ? (
        <NativeSelect
          label={t('form.grade')}
          value={values.grade_value}
          onChange={(event) => set({ grade_value: event.currentTarget.value })}
          data={[
            { value: '', label: t('form.chooseGrade') },
            ...CLIMBER_GRADE_RANGE.map((grade) => ({ value: String(grade.value), label: format(grade.value) })),
          ]}
          error={fieldError('grade_value')}
          maw={220}
          data-testid="routeless-grade"
        />
      ) : null}
      <QuantityStepper
        value={values.quantity}
        onChange={(quantity) => set({ quantity })}
        error={fieldError('quantity')}
      />
    </>
  );
}
