import type { ValidationErrors } from '@climb/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../platform/alerts/use-alerts';
import { ApiError } from '../api-client';
import { queryClient } from '../query-client';
import { fieldErrorText, hasErrors } from './form-errors';
import { RULES_NAMESPACE } from './rule-messages';

export interface ApiFormOptions<Values, Result> {
  initialValues: Values;
  /** Client rules, mirroring the API's: the same field and rule names as its 422. */
  validate?: (values: Values) => ValidationErrors;
  /**
   * The client rules, loaded when first needed instead of given (`validate`): as the visitor starts typing, at
   * the latest on the first submit, which waits for them. A page a visitor may only read (sign-in) then loads no
   * schema, nor zod, with its first screen. `check` runs the rules loaded so far.
   */
  loadValidate?: () => Promise<(values: Values) => ValidationErrors>;
  submit: (values: Values) => Promise<Result>;
  /** Shown as a success alert. */
  successMessage?: string | ((result: Result) => string);
  onSuccess?: (result: Result, values: Values) => void;
  /** Values the form goes back to after a success (a password form empties itself). */
  resetTo?: Values;
  /** Messages told inside the form for these statuses (401 on sign-in, 429) instead of an alert. */
  notices?: Partial<Record<number, string>>;
  /**
   * The session forms' way: after a first attempt every change runs the client rules again, and a
   * refusal of the client rules shows under the fields only, not as an alert.
   */
  liveCheck?: boolean;
  /** A success leaves the page: the form stays busy until it goes, so nothing flickers. */
  leavesPage?: boolean;
}

/**
 * Every form of the app: the values, client validation with the contract's schema, the call with
 * its loading state, a success alert, and a 422 shown under each field and as alert lines. The
 * values stay as typed when the call fails, so nothing is lost; a refused submit moves the focus
 * to the first field in error.
 */
export function useApiForm<Values extends Record<string, unknown>, Result>(options: ApiFormOptions<Values, Result>) {
  // The rule messages load with the form: a 422 or a client rule shows them.
  const { t } = useTranslation(['common', RULES_NAMESPACE]);
  const alerts = useAlerts();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValueState] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A submit waiting for the lazily loaded rules: a second one meanwhile is ignored, as during the call.
  const checking = useRef(false);
  // The shared client, named here so that a form works on a page without the query provider (the session pages).
  const mutation = useMutation({ mutationFn: options.submit }, queryClient);
  // Read by the stable `setField`: the latest values and options, and whether a submit was tried.
  const latest = useRef({ values, options, attempted: false });
  latest.current.options = options;
  // The error alert of the last attempt, taken down when the next one starts.
  const errorAlert = useRef<number | null>(null);
  // The rules of `loadValidate` once loaded, and their loading while it runs.
  const loaded = useRef<{ validate?: (values: Values) => ValidationErrors; loading?: Promise<void> }>({});

  /** Loads the rules of `loadValidate` once (again after a failed load); a failure leaves the checks to the API. */
  const loadRules = useCallback((): Promise<void> => {
    const load = latest.current.options.loadValidate;
    if (!load || loaded.current.validate) return Promise.resolve();
    loaded.current.loading ??= load().then(
      (validate) => {
        loaded.current.validate = validate;
      },
      () => {
        loaded.current.loading = undefined;
      },
    );
    return loaded.current.loading;
  }, []);

  /** The client rules given or loaded so far. */
  const validate = useCallback(
    (next: Values): ValidationErrors => (latest.current.options.validate ?? loaded.current.validate)?.(next) ?? {},
    [],
  );

  const setValues = useCallback((next: Values) => {
    latest.current.values = next;
    setValueState(next);
  }, []);

  const setField = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      const next = { ...latest.current.values, [field]: value };
      latest.current.values = next;
      setValueState(next);
      void loadRules();
      const { options: current, attempted } = latest.current;
      if (current.liveCheck && attempted) {
        setErrors(validate(next));
        return;
      }
      // A corrected field stops showing its old error.
      setErrors((shown) => {
        if (!(field in shown)) return shown;
        const { [field as string]: _fixed, ...rest } = shown;
        return rest;
      });
    },
    [loadRules, validate],
  );

  const dismissError = () => {
    if (errorAlert.current !== null) alerts.dismiss(errorAlert.current);
    errorAlert.current = null;
  };

  /** Runs the client rules: shows what is wrong and answers false, or clears the errors and answers true. */
  const check = (): boolean => {
    latest.current.attempted = true;
    const clientErrors = validate(latest.current.values);
    if (hasErrors(clientErrors)) {
      setErrors(clientErrors);
      if (!options.liveCheck) errorAlert.current = alerts.apiError(new ApiError(422, { error: clientErrors }));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    setErrors({});
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending || leaving || checking.current) return;
    dismissError();
    setNotice(null);
    // Rules that load lazily are usually there already (typing loads them); a quick submit waits for them.
    if (!loaded.current.validate && options.loadValidate) {
      checking.current = true;
      await loadRules();
      checking.current = false;
    }
    if (!check()) return;
    const sent = latest.current.values;
    // Busy from the call until the page is left, with no idle moment between.
    if (options.leavesPage) setLeaving(true);
    try {
      const result = await mutation.mutateAsync(sent);
      const message =
        typeof options.successMessage === 'function' ? options.successMessage(result) : options.successMessage;
      if (message) alerts.success(message);
      if (options.resetTo) setValues(options.resetTo);
      options.onSuccess?.(result, sent);
    } catch (error) {
      setLeaving(false);
      const status = error instanceof ApiError ? error.status : null;
      if (error instanceof ApiError && error.validationErrors) setErrors(error.validationErrors);
      const formNotice = status === null || status === 422 ? undefined : options.notices?.[status];
      if (formNotice) setNotice(formNotice);
      // A 403 has already led to the right-required page; anything else is told.
      else if (status !== 403) errorAlert.current = alerts.apiError(error);
    }
  };

  return {
    formRef,
    values,
    setValues,
    setField,
    errors,
    /** The error text of a field, for a Mantine input's `error` prop. */
    fieldError: (field: string) => fieldErrorText(field, errors, t),
    /** A message the form tells itself (a wrong password on sign-in, too many attempts). */
    notice,
    submitting: mutation.isPending || leaving,
    check,
    submit,
  };
}
