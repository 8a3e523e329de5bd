import { type GymOpener, type GymOpenerInput, gymOpenerInput, type ValidationErrors } from '@climb/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiFormFrame, SaveOrCancel } from '../../../../../components/form-parts';
import { SimpleGrid } from '../../../../../components/ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { type LabelledFormProps, useLabelledForm } from '../../../../../lib/forms/use-labelled-form';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

export interface OpenerValues extends Record<string, unknown> {
  name: string;
  first_name: string;
  last_name: string;
}

export const EMPTY_OPENER_VALUES: OpenerValues = { name: '', first_name: '', last_name: '' };

export const openerValuesOf = (opener: GymOpener): OpenerValues => ({
  name: opener.name,
  first_name: opener.first_name ?? '',
  last_name: opener.last_name ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body of `POST gyms/{id}/gym_openers.json` and `PUT gym_openers/{id}.json`. No climber account is linked here:
 * the API has no search of climbers to choose one from.
 */
export const openerBody = (values: OpenerValues): GymOpenerInput => ({
  name: values.name.trim(),
  first_name: orNull(values.first_name),
  last_name: orNull(values.last_name),
});

const validateOpener = (values: OpenerValues): ValidationErrors => validateWith(gymOpenerInput, openerBody(values));

/** An opener of the gym: the name the routes show, and their first and last names for the team. */
export function OpenerForm(props: LabelledFormProps<OpenerValues, GymOpener>) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const form = useLabelledForm(STRUCTURE_NAMESPACE, props, validateOpener);
  return (
    <ApiFormFrame form={form} testId="opener-form">
      <TextInput
        label={t('fields.name')}
        description={t('opener.nameHint')}
        maxLength={120}
        autoComplete="off"
        required
        {...form.bindInput('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('fields.first_name')} maxLength={60} autoComplete="off" {...form.bindInput('first_name')} />
        <TextInput label={t('fields.last_name')} maxLength={60} autoComplete="off" {...form.bindInput('last_name')} />
      </SimpleGrid>
      <SaveOrCancel submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </ApiFormFrame>
  );
}
