import type { z } from 'zod';
import { text } from '../platform/validation';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password: 8–128 characters with at least one digit, one lower-case and one upper-case
 * letter. Each broken rule is reported under its own rule name.
 */
export const password = text().superRefine((value, context) => {
  const fail = (rule: string) => context.addIssue({ code: 'custom', params: { rule }, message: rule });
  if (value.length === 0) return fail('required');
  if (value.length < PASSWORD_MIN_LENGTH) fail('too_short');
  if (value.length > PASSWORD_MAX_LENGTH) fail('too_long');
  if (!/\d/.test(value)) fail('missing_digit');
  if (!/\p{Ll}/u.test(value)) fail('missing_lowercase');
  if (!/\p{Lu}/u.test(value)) fail('missing_uppercase');
});

/** Adds `confirmation` on `password_confirmation` when it differs from `password`. */
export function withPasswordConfirmation<Shape extends { password: string; password_confirmation: string }>(
  schema: z.ZodType<Shape>,
) {
  return schema.superRefine((value, context) => {
    if (value.password !== value.password_confirmation) {
      context.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        params: { rule: 'confirmation' },
        message: 'confirmation',
      });
    }
  });
}
