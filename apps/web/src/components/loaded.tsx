import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DelayedLoader } from '../app/delayed-loader';
import { ApiError } from '../lib/api-client';
import { LoadError } from './list-states';

/** What a page needs to know of a load (a TanStack query, or several combined). */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** The 404 page, as for any record that does not exist or is reached under another record's address. */
export const notFound = () => data('Not found', { status: 404 });

/** Throws the 404 page when the API says the record does not exist. */
function notFoundOn(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) throw notFound();
}

/** A record reached under another one's address (a route of another crag) is not found there. */
export function belongsTo(parentId: number, expectedId: number): void {
  if (parentId !== expectedId) throw notFound();
}

/** Two loads as one: the pair once both are there, the first error otherwise; a retry retries the failed ones. */
export function bothLoaded<A, B>(first: LoadState<A>, second: LoadState<B>): LoadState<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    error: first.error ?? second.error,
    isError: first.isError || second.isError,
    refetch: () => {
      if (first.isError) first.refetch();
      if (second.isError) second.refetch();
    },
  };
}

/**
 * What a page shows of a record it reads: a loader, an error with a retry, the 404 page for a
 * record that does not exist; then the content, given the record. A 403 has already led to the
 * right-required page.
 */
export function Loaded<T>({ query, children }: { query: LoadState<T>; children: (record: T) => ReactNode }) {
  const { t } = useTranslation('common');
  notFoundOn(query.error);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <DelayedLoader label={t('loading')} />;
}
