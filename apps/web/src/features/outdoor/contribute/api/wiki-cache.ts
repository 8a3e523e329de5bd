import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import type { ApiPage } from '../../../../lib/api-client';
import { callListEndpoint, type EndpointItem, type RouteName } from '../../../../lib/endpoint-client';
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

/** The number of items asked for in each page by `fetchAllPages`. */
export const ALL_PAGES_PER_PAGE = 100;

/** Every page of a list endpoint, `fetchPage` asking for one (an area's crags). */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<ApiPage<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

/** The search endpoint of each kind of record a wiki form picks. */
const SEARCH_ENDPOINTS = { towns: endpoint.searchTowns, crags: endpoint.searchCrags, areas: endpoint.searchAreas };
export type SearchKind = keyof typeof SEARCH_ENDPOINTS;
/** What the search of a kind lists (`SearchItem<'towns'>` is a town summary). */
export type SearchItem<Kind extends SearchKind> = EndpointItem<RouteName<(typeof SEARCH_ENDPOINTS)[Kind]>>;

/** Search-as-you-type on one of the `search/*.json` endpoints; nothing is asked for a blank query. */
export function useSearch<Kind extends SearchKind>(kind: Kind, query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['outdoor', 'search', kind, trimmed],
    queryFn: async ({ signal }): Promise<SearchItem<Kind>[]> => {
      const endpoint: (typeof SEARCH_ENDPOINTS)[SearchKind] = SEARCH_ENDPOINTS[kind];
      const page = await callListEndpoint(endpoint, { query: { query: trimmed, per_page: 8 }, signal });
      return page.items as SearchItem<Kind>[];
    },
    enabled: trimmed.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
