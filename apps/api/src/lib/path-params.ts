import { z } from 'zod';
import { NotFound } from './errors';

/** Largest id of a `serial` column: a bigger number can name no record (and must not reach SQL). */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * Whether an id sent in a body can name a stored record: a bigger one names none, and PostgreSQL
 * would refuse it as out of range (a 500) instead of finding nothing.
 */
export function isStoredId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID;
}

/** A record id as written in a path: digits only, no leading zero, within the column's range. */
export const recordIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_RECORD_ID));

/** Path params read with `schema`, or NotFound when they cannot name a record. */
export function pathParams<Schema extends z.ZodType>(schema: Schema, params: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new NotFound();
  return parsed.data;
}

/** The id of a `…/{id}.json` path (its params: `recordIdParams` of the contracts), or NotFound. */
export function recordId(params: { id: string }): number {
  return pathParams(recordIdText, params.id);
}
