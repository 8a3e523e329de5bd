import { data } from 'react-router';
import type { z } from 'zod';

/**
 * Validates a page's route parameters (in its loader); invalid ones answer the 404 page
 * (spec §5: a page that fails to validate its route parameters shows 404).
 */
export function parseRouteParams<Schema extends z.ZodType>(
  schema: Schema,
  params: Record<string, string | undefined>,
): z.infer<Schema> {
  const result = schema.safeParse(params);
  if (!result.success) throw data('Not found', { status: 404 });
  return result.data;
}
