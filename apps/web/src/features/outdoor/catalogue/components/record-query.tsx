import { Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/list-states';
import { throwIfNotFound } from '../lib/throw-if-not-found';
import { RecordSkeleton } from './load-states';

interface RecordQueryProps<Data> {
  query: UseQueryResult<Data>;
  children(data: Data): ReactNode;
}

/**
 * A page's record once loaded; meanwhile its skeleton, or an error with a retry. A record the API does
 * not know answers the 404 page.
 */
export function RecordQuery<Data>({ query, children }: RecordQueryProps<Data>) {
  throwIfNotFound(query.error);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <Container size="md" px="md" py="lg" w="100%">
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <RecordSkeleton />}
    </Container>
  );
}
