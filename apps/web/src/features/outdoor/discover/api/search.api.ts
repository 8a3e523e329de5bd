import type { AreaSummary, CragRouteSummary, CragSummary, TownSummary } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../../lib/api-client';

/** Results per page of the search pages. */
export const SEARCH_PAGE_SIZE = 20;

export const searchKeys = {
  crags: (query: string, page: number) => ['search', 'crags', query, page] as const,
  cragRoutes: (query: string, page: number) => ['search', 'crag_routes', query, page] as const,
  areas: (query: string) => ['search', 'areas', query] as const,
  towns: (query: string) => ['search', 'towns', query] as const,
};

function searchList<T>(path: string, query: string, page: number, perPage: number) {
  return apiList<T>(path, { query: { query, page, per_page: perPage } });
}

/** `GET search/crags.json`: crags by name, typos and accents forgiven. */
export function useCragSearch(query: string, page: number) {
  return useQuery({
    queryKey: searchKeys.crags(query, page),
    queryFn: () => searchList<CragSummary>('search/crags.json', query, page, SEARCH_PAGE_SIZE),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** `GET search/crag_routes.json`: routes by name, with their crag. */
export function useCragRouteSearch(query: string, page: number) {
  return useQuery({
    queryKey: searchKeys.cragRoutes(query, page),
    queryFn: () => searchList<CragRouteSummary>('search/crag_routes.json', query, page, SEARCH_PAGE_SIZE),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** `GET search/areas.json`: the first few areas of a search, shown beside the crags. */
export function useAreaSearch(query: string) {
  return useQuery({
    queryKey: searchKeys.areas(query),
    queryFn: () => searchList<AreaSummary>('search/areas.json', query, 1, 5),
    enabled: query !== '',
  });
}

/** `GET search/towns.json`: the first few towns of a search, to look around one. */
export function useTownSearch(query: string) {
  return useQuery({
    queryKey: searchKeys.towns(query),
    queryFn: () => searchList<TownSummary>('search/towns.json', query, 1, 5),
    enabled: query !== '',
  });
}
