import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { useIsSignedIn } from '../../../lib/session-store';
import { logbookKeys } from './logbook-keys';

/** `POST crag_routes/{id}/tick_list.json` (201; again: no change). */
export function addToTickList(cragRouteId: number): Promise<unknown> {
  return callEndpoint(endpoint.addToTickList, { params: { id: cragRouteId } });
}

/** `DELETE crag_routes/{id}/tick_list.json` (204; not in it: no change). */
export function removeFromTickList(cragRouteId: number): Promise<unknown> {
  return callEndpoint(endpoint.removeFromTickList, { params: { id: cragRouteId } });
}

/** `GET current_users/tick_lists.json`: a page of the routes I want to climb. */
export function useTickList(query: { page?: number; per_page?: number } = {}) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.tickList(query),
    queryFn: ({ signal }) => callListEndpoint(endpoint.listMyTickList, { query: { ...query }, signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
