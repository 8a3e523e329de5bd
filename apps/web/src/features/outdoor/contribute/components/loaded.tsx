import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DelayedLoader } from '../../../../app/delayed-loader';
import { ApiError } from '../../../../lib/api-client';

/** What a page needs to know of a load (a TanStack query, or several combined). */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

const notFound = () => data('Not found', { status: 404 });

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

/** A failed load: what happened and a retry (offline, server error). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contribute');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('states.loadError')}</Text>
        <Button variant="default" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * What a page shows of a record it reads: a loader, an error with a retry, the 404 page for a
 * record that does not exist; then the content, given the record.
 */
export function Loaded<T>({ query, children }: { query: LoadState<T>; children: (record: T) => ReactNode }) {
  const { t } = useTranslation('common');
  notFoundOn(query.error);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <DelayedLoader label={t('loading')} />;
}
