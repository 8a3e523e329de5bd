import type { ValidationErrors } from '@climb/contracts';
import { type LabelledFormProps, useLabelledForm } from '../../../../lib/forms/use-labelled-form';

export type { SubmittableForm } from '../../../../components/form-parts';

export const NAMESPACE = 'indoor-contribute';

/** What a page hands every form of the indoor wiki: where it starts, how it saves, what it says, where it leads. */
export type IndoorFormProps<Values, Result> = LabelledFormProps<Values, Result>;

/**
 * `useLabelledForm` with the indoor wiki's field labels (`indoor-contribute:fields.*`, shared with the rule
 * messages): `bindInput` for a text input, a textarea or a native select, `bindValue` for an input handing its value.
 */
export function useIndoorForm<Values extends Record<string, unknown>, Result>(
  props: IndoorFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  return useLabelledForm(NAMESPACE, props, validate);
}
