import {
  type GymGrade,
  type GymGradeLine,
  type GymGradeLineInput,
  gymGradeLineInput,
  type HoldColor,
  MAX_GRADE_LINE_COLORS,
  pointsByGrade,
  type ValidationErrors,
} from '@climb/contracts';
import { Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { ColorChips } from '../../../contribute/components/color-chips';
import { integerOfField } from '../lib/grade-values';
import { GradeSelect, useGradesTexts } from './grade-parts';

export interface GradeLineValues extends Record<string, unknown> {
  name: string;
  colors: HoldColor[];
  grade_value: number | null;
  points: number | null;
  /** '' at the end (a new line) or where it is (an edit); else the place, from 0. */
  position: string;
}

export function gradeLineBody(values: GradeLineValues): GymGradeLineInput {
  return {
    name: values.name.trim(),
    colors: values.colors,
    grade_value: values.grade_value,
    points: values.points,
    ...(values.position === '' ? {} : { position: Number(values.position) }),
  };
}

const validateLine = (values: GradeLineValues): ValidationErrors =>
  validateWith(gymGradeLineInput, gradeLineBody(values));

/**
 * A line of a grade system: its name, one to three colours, its grade (none in a colours-only system), its points
 * (empty: its points by grade) and, for a new line, where it goes among the others (easiest first).
 */
export function GradeLineForm({
  grade,
  initialValues,
  placeable,
  submit,
  submitLabel,
  successMessage,
  onSuccess,
  cancelTo,
}: {
  grade: GymGrade;
  initialValues: GradeLineValues;
  /** Whether the form offers a place among the lines (a new line; an edit moves it from the system's page). */
  placeable: boolean;
  submit: (values: GradeLineValues) => Promise<GymGradeLine>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (line: GymGradeLine) => void;
  cancelTo: string;
}) {
  const { t } = useGradesTexts();
  const form = useApiForm<GradeLineValues, GymGradeLine>({
    initialValues,
    validate: validateLine,
    submit,
    successMessage,
    onSuccess,
    leavesPage: true,
  });
  const { values } = form;
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="grade-line-form">
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('fields.name')}
          description={t('line.nameHint')}
          maxLength={60}
          required
          value={values.name}
          onChange={(event) => form.setField('name', event.currentTarget.value)}
          error={form.fieldError('name')}
          data-testid="grade-line-name"
        />
        <ColorChips
          legend={t('fields.colors')}
          description={t('line.colorsHint', { count: MAX_GRADE_LINE_COLORS })}
          value={values.colors}
          onChange={(colors) => form.setField('colors', colors)}
          max={MAX_GRADE_LINE_COLORS}
          error={form.fieldError('colors')}
          testId="grade-line-colors"
        />
        <GradeSelect
          label={t('fields.grade_value')}
          description={grade.colors_only ? t('line.gradeOptional') : t('line.gradeHint')}
          value={values.grade_value}
          onChange={(value) => form.setField('grade_value', value)}
          {...(grade.colors_only ? { noneLabel: t('line.noGrade') } : {})}
          error={form.fieldError('grade_value')}
          testId="grade-line-grade"
        />
        <NumberInput
          label={t('fields.points')}
          description={t('line.pointsHint')}
          value={values.points ?? ''}
          onChange={(value) => form.setField('points', integerOfField(value))}
          placeholder={
            values.grade_value === null
              ? t('levels.pointsNone')
              : t('levels.pointsByGrade', { points: pointsByGrade(values.grade_value) })
          }
          min={0}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          error={form.fieldError('points')}
          data-testid="grade-line-points"
        />
        {placeable && grade.lines.length > 0 ? (
          <NativeSelect
            label={t('fields.position')}
            value={values.position}
            onChange={(event) => form.setField('position', event.currentTarget.value)}
            data={[
              { value: '', label: t('line.atTheEnd') },
              ...grade.lines.map((line, index) => ({
                value: String(index),
                label: t('line.before', { name: line.name }),
              })),
            ]}
            error={form.fieldError('position')}
            data-testid="grade-line-position"
          />
        ) : null}
        {form.fieldError('base') ? (
          <Text c="red" size="sm" role="alert">
            {form.fieldError('base')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} data-testid="grade-line-submit">
            {submitLabel}
          </Button>
          <PlainButtonLink to={cancelTo} variant="subtle">
            {t('common:actions.cancel')}
          </PlainButtonLink>
        </Group>
      </Stack>
    </form>
  );
}
