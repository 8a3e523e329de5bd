import type { ValidationErrors } from '@climb/contracts';
import { type ChangeEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from './rule-messages';
import { useApiForm } from './use-api-form';

/** What a page hands a form of records: where it starts, how it saves, what it says, where it leads. */
export interface LabelledFormProps<Values, Result> {
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
 * `useApiForm` (the contract's rules on the client, a 422 under each field and as alert lines) that leaves the page
 * once saved, with its fields' labels read from `namespace` (`<namespace>:fields.*`, shared with the rule messages),
 * and the bindings of its inputs: `bindInput` for a text input, a textarea or a native select, `bindValue` for an
 * input handing its value itself.
 */
export function useLabelledForm<Values extends Record<string, unknown>, Result>(
  namespace: string,
  props: LabelledFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  const { i18n } = useTranslation([namespace, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, namespace), [i18n, language, namespace]);
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
