import type { AscentCragRoute } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, apiRequest } from '../../../../lib/api-client';
import { CHART_FILTER_KEYS, filtersToQuery, type LogbookFilters, type LogbookSearch } from '../lib/ascent-search';
import { logbookHomeKeys } from './keys';

/** Rows of one page of the list. */
export const ASCENTS_PER_PAGE = 25;

/** `GET current_users/ascent_crag_routes.json`: one page of my ascents, filtered and sorted by the server. */
export function useMyAscents(search: LogbookSearch) {
  return useQuery({
    queryKey: logbookHomeKeys.ascents(search),
    queryFn: ({ signal }) =>
      apiList<AscentCragRoute>('current_users/ascent_crag_routes.json', {
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
  const body = await apiRequest<unknown>('current_users/ascent_crag_routes/export.csv', {
    query: filtersToQuery(filters, CHART_FILTER_KEYS),
  });
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}
