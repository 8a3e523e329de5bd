import { z } from 'zod';
import { VALIDATION_RULES } from './error-codes';

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
