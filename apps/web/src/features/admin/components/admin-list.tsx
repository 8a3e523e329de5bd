import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import type { ApiPage } from '../../../lib/api-client';

/** What the list reads of its page's query. */
interface PageQuery<Item> {
  data?: ApiPage<Item>;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The page of an administration list, from `?page=` (1 when missing or unreadable). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export interface AdminListProps<Item> {
  query: PageQuery<Item>;
  page: number;
  perPage: number;
  /** Names the list for assistive technology, with its total. */
  label: (total: number) => string;
  errorText: string;
  /** What an empty page says (the first page, or one past the last). */
  emptyText: string;
  hrefOf: (page: number) => string;
  children: (item: Item) => ReactNode;
  testId: string;
  emptyTestId: string;
  previousLabel?: string;
  nextLabel?: string;
}

/**
 * A page of an administration list (the outbox, the reports): a skeleton while it loads, the error with a way to try
 * again, the empty state, the items as an ordered list, and the pages.
 */
export function AdminList<Item>({
  query,
  page,
  perPage,
  label,
  errorText,
  emptyText,
  hrefOf,
  children,
  testId,
  emptyTestId,
  previousLabel,
  nextLabel,
}: AdminListProps<Item>) {
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const items = query.data?.items ?? [];
  return (
    <>
      {query.isPending ? (
        <ListSkeleton rows={3} height={160} />
      ) : query.isError ? (
        <LoadError message={errorText} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={emptyText} testId={emptyTestId} />
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={label(total)}
          aria-busy={query.isFetching}
          data-testid={testId}
        >
          {items.map(children)}
        </Stack>
      )}
      {query.data ? (
        <Pager page={page} pages={pages} hrefOf={hrefOf} previousLabel={previousLabel} nextLabel={nextLabel} />
      ) : null}
    </>
  );
}
