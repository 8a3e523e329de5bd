import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { type StatisticsFilters, statisticsQuery } from './lib/statistics-filters';

/** The routes' statistics, under the gym's key so that a write of its routes reads them again. */
export const statisticsKeys = {
  statistics: (gymId: number, filters: StatisticsFilters) => ['gyms', gymId, 'route_statistics', filters] as const,
};

export const useGymRouteStatistics = (gymId: number, filters: StatisticsFilters, enabled = true) =>
  useQuery({
    queryKey: statisticsKeys.statistics(gymId, filters),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getGymRouteStatistics, { params: { id: gymId }, query: statisticsQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
