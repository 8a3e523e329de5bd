import {
  type GymGrade,
  type GymGradeInput,
  type GymRouteClimbingType,
  gymGradeInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { useGradesTexts } from './grade-parts';

export interface GradeValues extends Record<string, unknown> {
  name: string;
  climbing_type: GymRouteClimbingType;
  colors_only: boolean;
}

export function gradeBody(values: GradeValues): GymGradeInput {
  return { name: values.name.trim(), climbing_type: values.climbing_type, colors_only: values.colors_only };
}

const validateGrade = (values: GradeValues): ValidationErrors => validateWith(gymGradeInput, gradeBody(values));

/** A grade system's name, type of route and whether its routes show their colour rather than a grade. */
export function GradeForm({
  initialValues,
  types,
  submit,
  submitLabel,
  successMessage,
  onSuccess,
  cancelTo,
}: {
  initialValues: GradeValues;
  types: readonly GymRouteClimbingType[];
  submit: (values: GradeValues) => Promise<GymGrade>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (grade: GymGrade) => void;
  cancelTo: string;
}) {
  const { t } = useGradesTexts();
  const { options } = useIndoorLabels();
  const form = useApiForm<GradeValues, GymGrade>({
    initialValues,
    validate: validateGrade,
    submit,
    successMessage,
    onSuccess,
    leavesPage: true,
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="grade-form">
      <Stack gap="md" maw={520}>
        <TextInput
          label={t('fields.name')}
          description={t('grade.nameHint')}
          maxLength={120}
          required
          value={form.values.name}
          onChange={(event) => form.setField('name', event.currentTarget.value)}
          error={form.fieldError('name')}
          data-testid="grade-name"
        />
        <NativeSelect
          label={t('fields.climbing_type')}
          value={form.values.climbing_type}
          onChange={(event) => form.setField('climbing_type', event.currentTarget.value as GymRouteClimbingType)}
          data={options('route_climbing_types', types)}
          error={form.fieldError('climbing_type')}
          data-testid="grade-type"
        />
        <Checkbox
          label={t('fields.colors_only')}
          description={t('grade.colorsOnlyHint')}
          checked={form.values.colors_only}
          onChange={(event) => form.setField('colors_only', event.currentTarget.checked)}
          error={form.fieldError('colors_only')}
          data-testid="grade-colors-only"
        />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} data-testid="grade-submit">
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
