import type { ValidationErrors } from '@climb/contracts';

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
