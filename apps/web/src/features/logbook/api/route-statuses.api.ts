import type { CragRouteStatus } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import type { RouteStatusScope } from '../../../climbing/record-slots';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useIsSignedIn } from '../../../lib/session-store';
import { logbookKeys } from './logbook-keys';

export type { RouteStatusScope };

function queryOf(scope: RouteStatusScope): Record<string, string | number> {
  if ('crag_route_ids' in scope) return { crag_route_ids: scope.crag_route_ids.join(',') };
  return { ...scope };
}

/**
 * `GET current_users/crag_route_statuses.json`: my relation to each route of a list (done, project,
 * in my tick list), fetched once per list, by route id. Nothing is asked for a visitor.
 */
export function useCragRouteStatuses(scope: RouteStatusScope | undefined) {
  const signedIn = useIsSignedIn();
  const empty = scope !== undefined && 'crag_route_ids' in scope && scope.crag_route_ids.length === 0;
  return useQuery({
    queryKey: logbookKeys.statuses(scope ?? {}),
    queryFn: async ({ signal }) => {
      const statuses = await callEndpoint(endpoint.listMyRouteStatuses, {
        query: queryOf(scope as RouteStatusScope),
        signal,
        // A failed status never takes the climber away from the list.
        handleAuthErrors: false,
      });
      return new Map(statuses.map((status) => [status.crag_route_id, status]));
    },
    enabled: signedIn && scope !== undefined && !empty,
  });
}

/** The mark a route shows in a list: done wins over project; otherwise in my tick list; else none. */
export type RouteMark = 'done' | 'project' | 'tick_list';

export function routeMarkOf(status: CragRouteStatus | undefined): RouteMark | null {
  if (!status) return null;
  if (status.status) return status.status;
  return status.tick_list ? 'tick_list' : null;
}
