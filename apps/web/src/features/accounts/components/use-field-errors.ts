import { type ValidationErrors, validationErrorsFromIssues } from '@climb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The API's rule names for a body, checked on the client with the very schema the API uses. */
export function checkWith(schema: z.ZodType, body: unknown): ValidationErrors {
  const result = schema.safeParse(body);
  return result.success ? {} : validationErrorsFromIssues(result.error.issues, body);
}

/**
 * `confirmation` on `password_confirmation` as soon as it differs (the schema checks it only once
 * every other field is valid).
 */
export function withConfirmation(
  errors: ValidationErrors,
  values: { password: string; password_confirmation: string },
): ValidationErrors {
  if (values.password_confirmation === '' || values.password === values.password_confirmation) return errors;
  if (errors.password_confirmation?.length) return errors;
  return { ...errors, password_confirmation: ['confirmation'] };
}

/**
 * The rule names of each field, from the client check or from the API's 422, and their message
 * under each field: "{field label} {rule message}" (the words of the alert lines, spec §5).
 */
export function useFieldErrors<Values>(check: (values: Values) => ValidationErrors) {
  const { t } = useTranslation('common');
  const [errors, setErrors] = useState<ValidationErrors>({});
  // After a first attempt, every change is checked again so a fixed field loses its message at once.
  const [attempted, setAttempted] = useState(false);

  return {
    errors,
    setErrors,
    /** Checks the whole form on submit; true when it may be sent. */
    validate(values: Values): boolean {
      setAttempted(true);
      const found = check(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** Re-checks after a change, once the form has been submitted once. */
    revalidate(values: Values): void {
      if (attempted) setErrors(check(values));
    },
    /** The message shown under a field, or undefined. */
    messageFor(field: string): string | undefined {
      const rules = errors[field];
      if (!rules?.length) return undefined;
      const label = field === 'base' ? '' : `${t(`fields.${field}`, { defaultValue: field })} `;
      return rules.map((rule) => `${label}${t(`rules.${rule}`, { defaultValue: rule })}`).join('. ');
    },
  };
}

/** Moves the focus to the first field holding an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
