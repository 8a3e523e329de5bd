import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { CHART_FILTER_KEYS, filtersToQuery, type LogbookFilters, type LogbookSearch } from '../lib/ascent-search';
import { logbookHomeKeys } from './keys';

/** Rows of one page of the list. */
export const ASCENTS_PER_PAGE = 25;

/** `GET current_users/ascent_crag_routes.json`: one page of my ascents, filtered and sorted by the server. */
export function useMyAscents(search: LogbookSearch) {
  return useQuery({
    queryKey: logbookHomeKeys.ascents(search),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listMyAscents, {
        query: {
          ...filtersToQuery(search.filters),
          sort: search.sort,
          direction: search.direction,
          page: search.page,
          per_page: ASCENTS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // An ascent logged on another page shows as soon as the list is opened again.
    staleTime: 0,
  });
}

/**
 * `GET current_users/ascent_crag_routes/export.csv` through the API client (key and session), as
 * text. The same filters as the list, without its words.
 */
export async function fetchAscentsCsv(filters: LogbookFilters): Promise<string> {
  const body: unknown = await callEndpoint(endpoint.exportMyAscents, {
    query: filtersToQuery(filters, CHART_FILTER_KEYS),
  });
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}
