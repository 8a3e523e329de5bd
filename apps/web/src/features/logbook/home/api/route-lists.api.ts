import type { CragRouteSummary } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callListEndpoint } from '../../../../lib/endpoint-client';
import { refreshAfterLogbookChange } from '../../api/logbook-keys';
import { removeFromTickList } from '../../api/tick-list.api';
import { logbookHomeKeys } from './keys';

/** Cards of one page of the projects and the tick list. */
export const ROUTES_PER_PAGE = 24;

/** `GET current_users/projects.json`: routes I tried and have not sent yet. */
export function useProjects(page: number) {
  return useQuery({
    queryKey: logbookHomeKeys.projects(page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listMyProjects, { query: { page, per_page: ROUTES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET current_users/tick_lists.json`: routes I want to climb. */
export function useTickList(page: number) {
  return useQuery({
    queryKey: logbookHomeKeys.tickList(page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listMyTickList, { query: { page, per_page: ROUTES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `DELETE crag_routes/{cragRouteId}/tick_list.json`, then the logbook and the route's marks again. */
export function useRemoveFromTickList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (route: CragRouteSummary) => removeFromTickList(route.id),
    onSuccess: (_, route) => refreshAfterLogbookChange(client, route),
  });
}
