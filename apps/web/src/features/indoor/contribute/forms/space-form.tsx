import {
  GYM_ROUTE_CLIMBING_TYPES,
  type GymRouteClimbingType,
  type GymSpace,
  type GymSpaceInput,
  gymSpaceInput,
  type ValidationErrors,
} from '@climb/contracts';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { FormActions, IndoorFormFrame, NameInput } from '../components/form-parts';
import { choiceOrNull, numberOrNull, textOf, textOrNull } from './form-text';
import { type IndoorFormProps, NAMESPACE, useIndoorForm } from './use-indoor-form';

export interface SpaceValues extends Record<string, unknown> {
  name: string;
  description: string;
  climbing_type: GymRouteClimbingType | '';
  /** The space's place in the gym's list, from 0. */
  position: string;
}

export const EMPTY_SPACE_VALUES: SpaceValues = { name: '', description: '', climbing_type: '', position: '' };

export const spaceValuesOf = (space: GymSpace): SpaceValues => ({
  name: space.name,
  description: space.description ?? '',
  climbing_type: space.climbing_type ?? '',
  position: textOf(space.position),
});

/** The body of `POST gym_spaces.json`; `PUT gym_spaces/{id}.json` takes the same without `gym_id`. */
export function spaceBody(gymId: number, values: SpaceValues): GymSpaceInput {
  const position = numberOrNull(values.position);
  return {
    gym_id: gymId,
    name: values.name.trim(),
    description: textOrNull(values.description),
    climbing_type: choiceOrNull(values.climbing_type),
    ...(position === null ? {} : { position }),
  };
}

export function spaceUpdateBody(values: SpaceValues): Omit<GymSpaceInput, 'gym_id'> {
  const { gym_id: _gymId, ...rest } = spaceBody(0, values);
  return rest;
}

const validateSpace = (values: SpaceValues): ValidationErrors => validateWith(gymSpaceInput, spaceBody(1, values));

/** A space of a gym (a room, a wall): its name, what it is, the type of climbing in it, its place in the list. */
export function SpaceForm(props: IndoorFormProps<SpaceValues, GymSpace>) {
  const { t } = useTranslation(NAMESPACE);
  const { options } = useIndoorLabels();
  const form = useIndoorForm(props, validateSpace);
  return (
    <IndoorFormFrame form={form} testId="space-form">
      <NameInput label={t('space.name')} description={t('space.nameHint')} {...form.bindInput('name')} />
      <Textarea label={t('space.description')} {...form.bindInput('description')} autosize minRows={2} maxRows={10} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t('space.climbingType')}
          {...form.bindInput('climbing_type')}
          data={[{ value: '', label: t('form.mixed') }, ...options('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES)]}
        />
        <TextInput
          label={t('space.position')}
          description={t('space.positionHint')}
          {...form.bindInput('position')}
          inputMode="numeric"
          autoComplete="off"
        />
      </SimpleGrid>
      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </IndoorFormFrame>
  );
}
