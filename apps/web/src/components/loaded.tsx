import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { throwIfNotFound } from '../lib/query-client';
import { DelayedLoader } from './delayed-loader';
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

interface LoadedProps<T> {
  query: LoadState<T>;
  children: (record: T) => ReactNode;
  /** Shown while the record loads: a loader after 200 ms unless told (a skeleton of the page). */
  placeholder?: ReactNode;
  /** Around the placeholder and the error, not around the content (a page's container). */
  frame?: ComponentType<{ children: ReactNode }>;
}

/**
 * What a page shows of a record it reads: a placeholder, an error with a retry, the 404 page for a
 * record that does not exist; then the content, given the record. A 403 has already led to the
 * right-required page.
 */
export function Loaded<T>({ query, children, placeholder, frame: Frame = Fragment }: LoadedProps<T>) {
  const { t } = useTranslation('common');
  throwIfNotFound(query.error);
  if (query.data !== undefined) return children(query.data);
  return (
    <Frame>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        (placeholder ?? <DelayedLoader label={t('loading')} />)
      )}
    </Frame>
  );
}
