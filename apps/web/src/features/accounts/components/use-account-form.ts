import type { ValidationErrors } from '@climb/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { focusFirstError, useFieldErrors } from './use-field-errors';
import { useSubmitError } from './use-submit-error';

interface AccountFormOptions<Values, Checked> {
  initial: Values;
  /** The client rules, mirroring the API's. */
  check: (values: Checked) => ValidationErrors;
  /** What is checked and sent: the values plus what the page adds (a token from the URL…). */
  toBody: (values: Values) => Checked;
  /** The call; on success the form stays "submitting" unless it returns false (it stays on the page). */
  send: (body: Checked) => Promise<boolean | undefined>;
  /** Messages shown in the form for these statuses (e.g. 401 on sign-in). */
  notices?: () => Partial<Record<number, string>>;
}

/**
 * The skeleton every account form shares: values, live re-validation of touched fields, a submit
 * that validates first (focusing the first error), calls the API once, and shows its errors under
 * the fields, in the form or as an alert.
 */
export function useAccountForm<Values extends object, Checked>(options: AccountFormOptions<Values, Checked>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(options.initial);
  const [submitting, setSubmitting] = useState(false);
  const fields = useFieldErrors(options.check);
  const failure = useSubmitError(fields.setErrors);

  const change = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    fields.revalidate(options.toBody(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clearNotice();
    const body = options.toBody(values);
    if (!fields.validate(body)) return focusFirstError(formRef.current);
    setSubmitting(true);
    try {
      // A form that leaves the page stays "submitting" so nothing flickers or redirects twice.
      if ((await options.send(body)) === false) setSubmitting(false);
    } catch (error) {
      setSubmitting(false);
      failure.handle(error, options.notices?.());
    }
  };

  return { formRef, values, setValues, change, submit, submitting, fields, failure };
}
