import type { ValidationErrors } from '@climb/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../features/alerts/use-alerts';
import { ApiError } from '../api-client';
import { fieldErrorText, hasErrors } from './form-errors';

interface ApiFormOptions<Values, Result> {
  initialValues: Values;
  /** Client rules, mirroring the API's: the same field and rule names as its 422. */
  validate?: (values: Values) => ValidationErrors;
  submit: (values: Values) => Promise<Result>;
  /** Shown as a success alert. */
  successMessage?: string | ((result: Result) => string);
  onSuccess?: (result: Result, values: Values) => void;
  /** Values the form goes back to after a success (a password form empties itself). */
  resetTo?: Values;
}

/**
 * A settings form: the values, client validation, the call with its loading state, a success
 * alert, and a 422 shown under each field and as alert lines. The values stay as typed when the
 * call fails, so nothing is lost.
 */
export function useApiForm<Values extends Record<string, unknown>, Result>(options: ApiFormOptions<Values, Result>) {
  const { t } = useTranslation('common');
  const alerts = useAlerts();
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const mutation = useMutation({ mutationFn: options.submit });

  const setField = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old error.
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Runs the client rules: shows what is wrong and answers false, or clears the errors and answers true. */
  const check = (): boolean => {
    const clientErrors = options.validate?.(values) ?? {};
    if (hasErrors(clientErrors)) {
      setErrors(clientErrors);
      alerts.apiError(new ApiError(422, { error: clientErrors }));
      return false;
    }
    setErrors({});
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending || !check()) return;
    try {
      const result = await mutation.mutateAsync(values);
      const message =
        typeof options.successMessage === 'function' ? options.successMessage(result) : options.successMessage;
      if (message) alerts.success(message);
      if (options.resetTo) setValues(options.resetTo);
      options.onSuccess?.(result, values);
    } catch (error) {
      if (error instanceof ApiError && error.validationErrors) setErrors(error.validationErrors);
      // A 403 has already led to the right-required page; anything else is told.
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };

  return {
    values,
    setValues,
    setField,
    errors,
    /** The error text of a field, for a Mantine input's `error` prop. */
    fieldError: (field: string) => fieldErrorText(field, errors, t),
    submitting: mutation.isPending,
    check,
    submit,
  };
}
