import { ApiError } from '../../../lib/api-client';

/**
 * Whether a call failed for want of a network (offline, server unreachable) rather than because the
 * server refused it: `fetch` rejects with a TypeError when no answer comes at all.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return error instanceof TypeError;
}
