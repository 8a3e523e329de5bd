import type { TickListItem } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, apiRequest } from '../../../lib/api-client';
import { useIsSignedIn } from '../../../lib/session-store';
import { logbookKeys } from './logbook-keys';
import { retryUnlessClientError } from './query-options';

/** `POST crag_routes/{id}/tick_list.json` (201; again: no change). */
export function addToTickList(cragRouteId: number): Promise<unknown> {
  return apiRequest(`crag_routes/${cragRouteId}/tick_list.json`, { method: 'POST' });
}

/** `DELETE crag_routes/{id}/tick_list.json` (204; not in it: no change). */
export function removeFromTickList(cragRouteId: number): Promise<unknown> {
  return apiRequest(`crag_routes/${cragRouteId}/tick_list.json`, { method: 'DELETE' });
}

/** `GET current_users/tick_lists.json`: a page of the routes I want to climb. */
export function useTickList(query: { page?: number; per_page?: number } = {}) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.tickList(query),
    queryFn: ({ signal }) => apiList<TickListItem>('current_users/tick_lists.json', { query: { ...query }, signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
