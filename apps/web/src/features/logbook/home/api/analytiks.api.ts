import type { OutdoorAnalytiks } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CHART_FILTER_KEYS, filtersToQuery, type LogbookFilters } from '../lib/ascent-search';
import { logbookHomeKeys } from './keys';

/** `GET current_users/outdoor_analytiks.json` with the list's filters (all statuses but project by default). */
export function useOutdoorAnalytiks(filters: LogbookFilters) {
  return useQuery({
    queryKey: logbookHomeKeys.analytiks(filters),
    queryFn: ({ signal }) =>
      apiRequest<OutdoorAnalytiks>('current_users/outdoor_analytiks.json', {
        query: filtersToQuery(filters, CHART_FILTER_KEYS),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
