import type {
  AscentCragRoute,
  AscentCragRouteInput,
  AscentCragRouteUpdateInput,
  AscentSort,
  SortDirection,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { useIsSignedIn } from '../../../lib/session-store';
import { logbookKeys } from './logbook-keys';

/** `GET current_users/ascent_crag_routes.json`: the query as the API takes it (filters as comma lists). */
export interface MyAscentsQuery {
  page?: number;
  per_page?: number;
  sort?: AscentSort;
  direction?: SortDirection;
  crag_id?: number;
  crag_route_id?: number;
  query?: string;
  ascent_status?: string;
  roping_status?: string;
  climbing_type?: string;
  date_from?: string;
  date_to?: string;
}

/** `POST ascent_crag_routes.json`: 201 with the new ascent (200 with the known one when its key was sent before). */
export function createAscent(body: AscentCragRouteInput): Promise<AscentCragRoute> {
  return callEndpoint(endpoint.createAscent, { body });
}

/** `PUT ascent_crag_routes/{id}.json`: the climber's own ascent only (403 otherwise). */
export function updateAscent(id: number, body: AscentCragRouteUpdateInput): Promise<AscentCragRoute> {
  return callEndpoint(endpoint.updateAscent, { params: { id }, body });
}

/** `DELETE ascent_crag_routes/{id}.json` (204). */
export async function deleteAscent(id: number): Promise<void> {
  await callEndpoint(endpoint.deleteAscent, { params: { id } });
}

/** `GET ascent_crag_routes/{id}.json`: one of my ascents (403 for someone else's, 404 unknown). */
export function useAscent(id: number) {
  return useQuery({
    queryKey: logbookKeys.ascent(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getAscent, { params: { id }, signal }),
  });
}

/** `GET current_users/ascent_crag_routes.json`: a page of my ascents and the total. */
export function useMyAscents(query: MyAscentsQuery, options: { enabled?: boolean } = {}) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.ascents(query),
    queryFn: ({ signal }) => callListEndpoint(endpoint.listMyAscents, { query: { ...query }, signal }),
    enabled: signedIn && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** My ascents of one route, newest first (a route page's "my ascents"). */
export function useMyRouteAscents(routeId: number) {
  return useMyAscents({ crag_route_id: routeId, per_page: 100, sort: 'released_at', direction: 'desc' });
}
