import { ApiError } from '../../../lib/api-client';

/** A 4xx answer will not change on retry; a network hiccup or a 5xx may. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
