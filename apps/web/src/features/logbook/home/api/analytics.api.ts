import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { CHART_FILTER_KEYS, filtersToQuery, type LogbookFilters } from '../lib/ascent-search';
import { logbookHomeKeys } from './keys';

/** `GET current_users/outdoor_analytiks.json` with the list's filters (all statuses but project by default). */
export function useOutdoorAnalytics(filters: LogbookFilters) {
  return useQuery({
    queryKey: logbookHomeKeys.analytics(filters),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getMyAnalytiks, {
        query: filtersToQuery(filters, CHART_FILTER_KEYS),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
