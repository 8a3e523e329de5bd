import { type ValidationErrors, validationErrorsFromIssues } from '@climb/contracts';
import type { z } from 'zod';
import { ruleLine, type Translate } from './rule-messages';

export type { Translate };

/**
 * Client validation with the contract's own schema, so a form refuses exactly what the API would,
 * under the same field and rule names as its 422 (`wrapper`: the body's wrapping key, `user`).
 */
export function validateWith(schema: z.ZodType, input: unknown, wrapper?: string): ValidationErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : validationErrorsFromIssues(result.error.issues, input, wrapper);
}

export function hasErrors(errors: ValidationErrors): boolean {
  return Object.values(errors).some((rules) => rules.length > 0);
}

/** Merges several validations, keeping each rule once per field. */
export function mergeErrors(...all: ValidationErrors[]): ValidationErrors {
  const merged: ValidationErrors = {};
  for (const errors of all) {
    for (const [field, rules] of Object.entries(errors)) {
      const known = merged[field] ?? [];
      merged[field] = [...known, ...rules.filter((rule) => !known.includes(rule))];
    }
  }
  return merged;
}

/**
 * The text shown under a field: its label and each broken rule, as in the alert lines
 * ("Le prénom est obligatoire"); undefined when the field is valid.
 */
export function fieldErrorText(field: string, errors: ValidationErrors, t: Translate): string | undefined {
  const rules = errors[field];
  if (!rules || rules.length === 0) return undefined;
  return rules.map((rule) => ruleLine(field, rule, t)).join(' · ');
}
