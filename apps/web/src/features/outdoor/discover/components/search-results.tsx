import { Box, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/list-states';
import type { ApiPage } from '../../../../lib/api-client';
import { PageNav } from './page-nav';
import { Loading } from './query-status';

interface SearchResultsProps<T> {
  result: UseQueryResult<ApiPage<T>>;
  page: number;
  perPage: number;
  onPage(page: number): void;
  /** "12 crags for “ceuse”". */
  countText(total: number): string;
  /** What to say when nothing matches. */
  empty: ReactNode;
  children(items: T[]): ReactNode;
}

/** A paged answer of the API: loading, failure, nothing found, or the list with its count and pages. */
export function SearchResults<T>({ result, page, perPage, onPage, countText, empty, children }: SearchResultsProps<T>) {
  if (result.isPending) return <Loading />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  const { items, total } = result.data;
  if (items.length === 0) {
    return total > 0 ? <PageNav page={page} total={total} perPage={perPage} onPage={onPage} /> : empty;
  }
  return (
    <Stack gap="sm">
      <Text role="status" fw={600} data-testid="results-count">
        {countText(total)}
      </Text>
      {/* The previous page stays visible, dimmed and marked busy, while the next one loads. */}
      <Box
        aria-busy={result.isPlaceholderData || undefined}
        style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {children(items)}
      </Box>
      <PageNav page={page} total={total} perPage={perPage} onPage={onPage} />
    </Stack>
  );
}

/** "Nothing matches": the reason, and what to try instead. */
export function NoResult({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text role="status" data-testid="no-result">
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
