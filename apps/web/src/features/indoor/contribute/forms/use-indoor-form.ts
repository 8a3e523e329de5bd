import type { ValidationErrors } from '@climb/contracts';
import { type ChangeEvent, type FormEvent, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';

export const NAMESPACE = 'indoor-contribute';

/** What a page hands every form of the indoor wiki: where it starts, how it saves, what it says, where it leads. */
export interface IndoorFormProps<Values, Result> {
  initialValues: Values;
  submit: (values: Values) => Promise<Result>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (result: Result) => void;
  cancelTo: string;
}

/** The names of the fields held as text (what an input, a textarea or a native select edits). */
type TextField<Values> = keyof {
  [Field in keyof Values as string extends Field ? never : Values[Field] extends string ? Field : never]: true;
} &
  string;

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * `useApiForm` (client rules from the contract, a 422 under each field and as alert lines) with the indoor wiki's
 * field labels (`indoor-contribute:fields.*`, shared with the rule messages) and the bindings of its inputs:
 * `bindInput` for a text input, a textarea or a native select, `bindValue` for an input handing its value itself.
 */
export function useIndoorForm<Values extends Record<string, unknown>, Result>(
  props: IndoorFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  const { i18n } = useTranslation([NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, NAMESPACE), [i18n, language]);
  const form = useApiForm<Values, Result>({
    initialValues: props.initialValues,
    validate,
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
    leavesPage: true,
  });
  return {
    ...form,
    bindInput: <Field extends TextField<Values>>(field: Field) => ({
      value: form.values[field] as string,
      onChange: (event: ChangeEvent<TextElement>) => form.setField(field, event.currentTarget.value as Values[Field]),
      error: form.fieldError(field),
    }),
    bindValue: <Field extends keyof Values & string>(field: Field) => ({
      value: form.values[field],
      onChange: (value: Values[Field]) => form.setField(field, value),
      error: form.fieldError(field),
    }),
  };
}

/** What the form frame needs of the form. */
export interface SubmittableForm {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event?: FormEvent) => unknown;
}
