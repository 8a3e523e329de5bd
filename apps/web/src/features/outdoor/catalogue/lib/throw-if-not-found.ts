import { data } from 'react-router';
import { isNotFound } from '../api/query-options';

/** A record the API does not know answers the 404 page (through the route's error boundary). */
export function throwIfNotFound(error: unknown): void {
  if (isNotFound(error)) throw data('Not found', { status: 404 });
}
