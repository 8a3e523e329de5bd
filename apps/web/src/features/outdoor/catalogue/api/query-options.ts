import { ApiError } from '../../../../lib/api-client';

/** A 4xx answer (a record that does not exist, a bad id) will not change on retry; a network hiccup may. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Whether a query failed because the record does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
