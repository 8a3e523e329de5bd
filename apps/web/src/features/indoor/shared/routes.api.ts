import type { GymRouteClimbingType, GymRouteListQuery, HoldColor } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';

/** What the route table asks the API for (`GET gyms/{id}/gym_routes.json`). */
export interface GymRouteListParams {
  page: number;
  perPage: number;
  order: GymRouteListQuery['order'];
  sectorId?: number;
  climbingType?: GymRouteClimbingType;
  color?: HoldColor;
  gradeMin?: number;
  gradeMax?: number;
}

export const gymRouteKeys = {
  space: (id: number) => ['gym_spaces', id] as const,
  sectorRoutes: (id: number) => ['gym_sectors', id, 'gym_routes'] as const,
  one: (id: number) => ['gym_routes', id] as const,
  /** Under the gym's key: a change to the gym reads its table again. */
  list: (gymId: number, params: GymRouteListParams) => ['gyms', gymId, 'gym_routes', params] as const,
};

/** `GET gym_spaces/{id}.json`: the space, its plan and its sectors. */
export function gymSpaceQuery(id: number) {
  return queryOptions({
    queryKey: gymRouteKeys.space(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymSpace, { params: { id }, signal }),
  });
}

export function useGymSpace(id: number) {
  return useQuery(gymSpaceQuery(id));
}

/** `GET gym_sectors/{id}/gym_routes.json`: every mounted route of a sector, newest first. */
export function gymSectorRoutesQuery(id: number | null) {
  return queryOptions({
    queryKey: gymRouteKeys.sectorRoutes(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.listGymSectorRoutes, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useGymSectorRoutes(id: number | null) {
  return useQuery(gymSectorRoutesQuery(id));
}

/** `GET gym_routes/{id}.json`: the route panel. */
export function gymRouteQuery(id: number | null) {
  return queryOptions({
    queryKey: gymRouteKeys.one(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymRoute, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useGymRoute(id: number | null) {
  return useQuery(gymRouteQuery(id));
}

/** `GET gyms/{id}/gym_routes.json`: one page of the gym's mounted routes, filtered and sorted by the server. */
export function gymRouteListQuery(gymId: number, params: GymRouteListParams) {
  return queryOptions({
    queryKey: gymRouteKeys.list(gymId, params),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymRoutes, {
        params: { id: gymId },
        query: {
          page: params.page,
          per_page: params.perPage,
          order: params.order,
          gym_sector_id: params.sectorId,
          climbing_types: params.climbingType,
          colors: params.color,
          grade_min: params.gradeMin,
          grade_max: params.gradeMax,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGymRouteList(gymId: number, params: GymRouteListParams) {
  return useQuery(gymRouteListQuery(gymId, params));
}
