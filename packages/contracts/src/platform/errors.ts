import { z } from 'zod';

/** Rule names of 422 answers: one vocabulary for the whole API (docs/conventions.md). */
export const VALIDATION_RULES = [
  'required',
  'invalid',
  'taken',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'not_a_number',
  'not_included',
  'confirmation',
  'missing_digit',
  'missing_lowercase',
  'missing_uppercase',
  'in_the_past',
  'in_the_future',
  'not_found',
  /** A field the endpoint does not take (a misspelt name, a wrapper such as `{ crag: { … } }`). */
  'unknown',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** `{ field: [rule names] }`, `base` for errors of the whole object. */
export type ValidationErrors = Record<string, ValidationRule[]>;

/** Stable codes carried by error bodies. */
export const ERROR_CODES = [
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'api_access_token_required',
  'not_found',
  'validation_failed',
  'rate_limited',
  'internal_error',
  /** Another climber's outdoor ascents are private (`public_outdoor_ascents` off). */
  'private_ascents',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const validationErrorBody = z
  .object({
    error: z.record(z.string(), z.array(z.enum(VALIDATION_RULES))),
  })
  .describe('422: each invalid field with the names of the rules it breaks; `base` for the whole object.');

export const forbiddenErrorBody = z
  .object({
    code: z.string(),
    message: z.string().optional(),
    need: z.object({ gym_name: z.string().optional(), role: z.string().optional() }).optional(),
  })
  .describe('403: what is missing; `need` names the gym and role when a gym right is required.');

export const errorBody = z
  .object({ code: z.string(), message: z.string() })
  .describe('401, 404, 429 and 500: a stable code and a readable message (no internals).');

export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
export type ForbiddenErrorBody = z.infer<typeof forbiddenErrorBody>;
export type ErrorBody = z.infer<typeof errorBody>;
