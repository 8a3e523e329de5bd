import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '../../../../lib/endpoint-client';

/** Results per page of the search pages. */
export const SEARCH_PAGE_SIZE = 20;

export const searchKeys = {
  crags: (query: string, page: number) => ['search', 'crags', query, page] as const,
  cragRoutes: (query: string, page: number) => ['search', 'crag_routes', query, page] as const,
  areas: (query: string) => ['search', 'areas', query] as const,
  towns: (query: string) => ['search', 'towns', query] as const,
};

type SearchRoute =
  | typeof endpoint.searchCrags
  | typeof endpoint.searchCragRoutes
  | typeof endpoint.searchAreas
  | typeof endpoint.searchTowns;

function searchList<Route extends SearchRoute>(route: Route, query: string, page: number, perPage: number) {
  const anyRoute: SearchRoute = route;
  return callListEndpoint(anyRoute, { query: { query, page, per_page: perPage } }) as ReturnType<
    typeof callListEndpoint<Route>
  >;
}

/** `GET search/crags.json`: crags by name, typos and accents forgiven. */
export function cragSearchQuery(query: string, page: number) {
  return queryOptions({
    queryKey: searchKeys.crags(query, page),
    queryFn: () => searchList(endpoint.searchCrags, query, page, SEARCH_PAGE_SIZE),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCragSearch(query: string, page: number) {
  return useQuery(cragSearchQuery(query, page));
}

/** `GET search/crag_routes.json`: routes by name, with their crag. */
export function cragRouteSearchQuery(query: string, page: number) {
  return queryOptions({
    queryKey: searchKeys.cragRoutes(query, page),
    queryFn: () => searchList(endpoint.searchCragRoutes, query, page, SEARCH_PAGE_SIZE),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCragRouteSearch(query: string, page: number) {
  return useQuery(cragRouteSearchQuery(query, page));
}

/** `GET search/areas.json`: the first few areas of a search, shown beside the crags. */
export function areaSearchQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.areas(query),
    queryFn: () => searchList(endpoint.searchAreas, query, 1, 5),
    enabled: query !== '',
  });
}

export function useAreaSearch(query: string) {
  return useQuery(areaSearchQuery(query));
}

/** `GET search/towns.json`: the first few towns of a search, to look around one. */
export function townSearchQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.towns(query),
    queryFn: () => searchList(endpoint.searchTowns, query, 1, 5),
    enabled: query !== '',
  });
}

export function useTownSearch(query: string) {
  return useQuery(townSearchQuery(query));
}
