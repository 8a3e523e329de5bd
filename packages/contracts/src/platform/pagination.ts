import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** `page` (from 1) and `per_page` (default 25, max 100) of every list (docs/conventions.md). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A comma-separated query list of enum values (`climbing_types=sport_climbing,bouldering`). */
export function enumListQuery<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : raw.split(',')).map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));
}
