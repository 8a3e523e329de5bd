import {
  type GymSpaceGroup,
  type GymSpaceGroupInput,
  gymSpaceGroupInput,
  type ValidationErrors,
} from '@climb/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiFormFrame, SaveOrCancel } from '../../../../../components/form-parts';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { type LabelledFormProps, useLabelledForm } from '../../../../../lib/forms/use-labelled-form';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

export interface SpaceGroupValues extends Record<string, unknown> {
  name: string;
}

export const EMPTY_SPACE_GROUP_VALUES: SpaceGroupValues = { name: '' };

export const spaceGroupValuesOf = (group: GymSpaceGroup): SpaceGroupValues => ({ name: group.name });

/** The body of `POST gyms/{id}/gym_space_groups.json` and `PUT gym_space_groups/{id}.json`. */
export const spaceGroupBody = (values: SpaceGroupValues): GymSpaceGroupInput => ({ name: values.name.trim() });

const validateSpaceGroup = (values: SpaceGroupValues): ValidationErrors =>
  validateWith(gymSpaceGroupInput, spaceGroupBody(values));

/** A group of spaces: its name (its place is set in the tree). */
export function SpaceGroupForm(props: LabelledFormProps<SpaceGroupValues, GymSpaceGroup>) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const form = useLabelledForm(STRUCTURE_NAMESPACE, props, validateSpaceGroup);
  return (
    <ApiFormFrame form={form} testId="space-group-form">
      <TextInput
        label={t('fields.name')}
        description={t('group.nameHint')}
        maxLength={120}
        autoComplete="off"
        required
        {...form.bindInput('name')}
      />
      <SaveOrCancel submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </ApiFormFrame>
  );
}
