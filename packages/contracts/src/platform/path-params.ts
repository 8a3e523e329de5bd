import { z } from 'zod';
import { text } from './validation';

/**
 * Params of `…/{id}.json` paths, kept as text so that the route decides: a malformed id names no
 * record, so it answers 404 like an unknown one (never 422 nor 500).
 */
export const recordIdParams = z.object({
  id: text().describe('Id of the record; a malformed or unknown id answers 404.'),
});
