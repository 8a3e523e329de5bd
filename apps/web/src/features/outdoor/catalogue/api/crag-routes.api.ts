import type { ClimbingType, CragRouteSort } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';

/** Whose routes a list shows: a crag's or a sector's. */
export type RouteOwner = { kind: 'crags' | 'crag_sectors'; id: number };

export interface RouteListParams {
  page: number;
  perPage: number;
  sort: CragRouteSort;
  climbingType?: ClimbingType;
}

export const cragRouteKeys = {
  one: (id: number) => ['crag_routes', id] as const,
  list: (owner: RouteOwner, params: RouteListParams) => [owner.kind, owner.id, 'crag_routes', params] as const,
};

/** `GET crag_routes/{id}.json`. */
export function cragRouteQuery(id: number) {
  return queryOptions({
    queryKey: cragRouteKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragRoute, { params: { id }, signal }),
  });
}

export function useCragRoute(id: number) {
  return useQuery(cragRouteQuery(id));
}

/** `GET crags/{id}/crag_routes.json` or `crag_sectors/{id}/crag_routes.json`: one page, sorted and filtered by the server. */
export function routeListQuery(owner: RouteOwner | undefined, params: RouteListParams) {
  return queryOptions({
    queryKey: cragRouteKeys.list(owner ?? { kind: 'crags', id: 0 }, params),
    queryFn: ({ signal }) =>
      callListEndpoint(owner?.kind === 'crag_sectors' ? endpoint.listSectorRoutes : endpoint.listCragRoutes, {
        params: { id: owner?.id },
        query: {
          page: params.page,
          per_page: params.perPage,
          sort: params.sort,
          climbing_type: params.climbingType,
        },
        signal,
      }),
    enabled: owner !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRouteList(owner: RouteOwner | undefined, params: RouteListParams) {
  return useQuery(routeListQuery(owner, params));
}
