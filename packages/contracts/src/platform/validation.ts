import { z } from 'zod';
import { hasControlCharacter, hasLoneSurrogate, INT4_MAX } from './validation-errors';

/**
 * The body of an update: the fields of `schema`, each optional, at least one given. An update that
 * changes nothing answers 422 `base: ['required']` (docs/conventions.md), not a 200 that saved
 * nothing; a body with only unknown fields is told so by `unknown` alone.
 */
export function updateOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape, z.core.$strict>) {
  return schema.partial().refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'must change at least one field',
    params: { rule: 'required' },
    when: (payload) => payload.issues.length === 0,
  });
}

/** The id of a record in a body (1 … `INT4_MAX`; beyond, 422 `too_big`). */
export function recordId() {
  return z.number().int().min(1).max(INT4_MAX);
}

/** The id of a record in a query string, given as text (1 … `INT4_MAX`; beyond, 422 `too_big`). */
export function coercedRecordId() {
  return z.coerce.number().int().min(1).max(INT4_MAX);
}

/**
 * The string of every request schema (body, query, path): refuses control characters and lone
 * surrogates with `invalid`, so a NUL byte or broken UTF-16 never reaches the database. Tab and line
 * breaks stay allowed, for multi-line text.
 */
export function text() {
  return z.string().refine((value) => !hasControlCharacter(value) && !hasLoneSurrogate(value), {
    message: 'must not contain control characters or lone surrogates',
    params: { rule: 'invalid' },
  });
}
