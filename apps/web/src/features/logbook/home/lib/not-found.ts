import { data } from 'react-router';
import { ApiError } from '../../../../lib/api-client';

/** Whether a query failed because the record does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A record the API does not know answers the app's 404 page (through the route's error boundary). */
export function throwIfNotFound(error: unknown): void {
  if (isNotFound(error)) throw data('Not found', { status: 404 });
}

/** A 4xx answer will not change on retry; a network hiccup may. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
