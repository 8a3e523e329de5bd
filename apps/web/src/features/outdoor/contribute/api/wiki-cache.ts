import { useQuery } from '@tanstack/react-query';
import { type ApiPage, apiList } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';

/**
 * After a wiki write every cached outdoor answer may be out of date (a new route changes its
 * crag's figures, its sector's grade range, the search…): all are marked stale, to be fetched
 * again when next shown. Nothing is refetched now: the page that wrote usually moves on, and the
 * record it leaves may be gone (a deletion).
 */
export function markWikiChanged(): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
}

/** Runs a wiki write, then marks the cached outdoor answers stale. */
export async function wikiWrite<Result>(write: Promise<Result>): Promise<Result> {
  const result = await write;
  markWikiChanged();
  return result;
}

/** Refetches what the current page shows of a record after it changed there (the crag map editor). */
export function refreshNow(queryKey: readonly unknown[]): Promise<void> {
  return queryClient.invalidateQueries({ queryKey });
}

/** Every page of a list endpoint (100 a page): a crag's sectors for a select, an area's crags. */
export async function fetchAllPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer: ApiPage<T> = await apiList<T>(path, { query: { page, per_page: 100 } });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

/** Search-as-you-type on one of the `search/*.json` endpoints; nothing is asked for a blank query. */
export function useSearch<T>(kind: 'towns' | 'crags' | 'areas', query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['outdoor', 'search', kind, trimmed],
    queryFn: ({ signal }) =>
      apiList<T>(`search/${kind}.json`, { query: { query: trimmed, per_page: 8 }, signal }).then((page) => page.items),
    enabled: trimmed.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
