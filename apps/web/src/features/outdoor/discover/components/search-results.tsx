import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/list-states';
import { Paper, Stack, Text } from '../../../../components/ui';
import type { ApiPage } from '../../../../lib/api-client';
import { PageNav } from './page-nav';
import { Loading } from './query-status';
import classes from './search-results.module.css';

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
      <BusyWhile busy={result.isPlaceholderData}>{children(items)}</BusyWhile>
      <PageNav page={page} total={total} perPage={perPage} onPage={onPage} />
    </Stack>
  );
}

/** A list that stays visible, dimmed and marked busy, while the one replacing it loads. */
export function BusyWhile({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={classes.items} aria-busy={busy || undefined}>
      {children}
    </div>
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
