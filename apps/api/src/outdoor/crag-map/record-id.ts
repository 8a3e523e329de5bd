import { z } from 'zod';
import { NotFound } from '../../lib/errors';

/** Largest value of a serial column: a bigger id names no stored record (and PostgreSQL would reject it). */
const MAX_RECORD_ID = 2_147_483_647;

/** Whether `id` can be the id of a stored record; check it before querying with an id a client sent. */
export function isStoredId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID;
}

/**
 * Params of `…/{id}.json` paths, kept as text: an id that cannot name a record (`abc`, `0`, too big)
 * answers 404 like an unknown one, never 422 nor 500.
 */
export const recordParams = z.object({
  id: z.string().describe('Id of the record; a malformed or unknown id answers 404.'),
});

/** The id of a `…/{id}.json` path, or NotFound when it cannot name a record. */
export function recordId(params: { id: string }): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!isStoredId(id)) throw new NotFound();
  return id;
}
