import type { CragRouteSummary, Pitch } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { logbookKeys } from './logbook-keys';
import { isNetworkFailure } from './network';
import {
  fetchCragRoutes,
  findStoredRoute,
  rememberCragRoutes,
  routeMatches,
  saveCragRoutes,
  searchStoredRoutes,
  storedCragRoutes,
} from './offline-crag-routes';

/**
 * The route an ascent is logged on: its summary, and its pitches when the full route could be read
 * (offline, only the summary kept on the device is known, and the pitches are numbered only).
 */
export type RouteForLog = CragRouteSummary & { pitches?: Pitch[] };

/** Where the route search answer came from: the API, or the routes kept on the device. */
export interface RouteSearchAnswer {
  routes: CragRouteSummary[];
  offline: boolean;
}

/** Results shown while typing. */
export const ROUTE_SEARCH_SIZE = 20;

/**
 * Routes to log as the climber types: the crag's own routes when they came from a crag (kept on the
 * device, fetched once), else `GET search/crag_routes.json`; the routes kept on the device when the
 * network is not there.
 */
export async function searchRoutesForLog(
  query: string,
  cragId: number | null,
  signal?: AbortSignal,
): Promise<RouteSearchAnswer> {
  try {
    if (cragId !== null) {
      const stored = await storedCragRoutes(cragId);
      if (!stored) {
        const routes = await fetchCragRoutes(cragId, signal);
        const crag = routes[0]?.crag;
        if (crag) await saveCragRoutes(crag, routes);
        return { routes: routes.filter((route) => routeMatches(route, query)), offline: false };
      }
      // Kept from an earlier visit: answered at once, refreshed in the background when old.
      void rememberCragRoutes(stored.crag);
      return { routes: await searchStoredRoutes(query, cragId, 500), offline: false };
    }
    const { items } = await callListEndpoint(endpoint.searchCragRoutes, {
      query: { query, page: 1, per_page: ROUTE_SEARCH_SIZE },
      signal,
    });
    return { routes: items, offline: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return { routes: await searchStoredRoutes(query, cragId ?? undefined), offline: true };
  }
}

/** The route search of the ascent form: nothing asked for a blank query unless a crag's routes are listed. */
export function useRouteSearchForLog(query: string, cragId: number | null) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: logbookKeys.routeSearch(trimmed, cragId),
    queryFn: ({ signal }) => searchRoutesForLog(trimmed, cragId, signal),
    enabled: trimmed !== '' || cragId !== null,
    placeholderData: keepPreviousData,
    retry: false,
    // Offline the query library would hold the search back: it answers from the device instead.
    networkMode: 'always',
  });
}

/** `GET crag_routes/{id}.json`, or the summary kept on the device when offline; a 404 stays a 404. */
export async function fetchRouteForLog(id: number, signal?: AbortSignal): Promise<RouteForLog> {
  try {
    return await callEndpoint(endpoint.getCragRoute, { params: { id }, signal });
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await findStoredRoute(id);
    if (!stored) throw error;
    return stored;
  }
}

export function useRouteForLog(id: number | null) {
  return useQuery({
    queryKey: logbookKeys.routeForLog(id ?? 0),
    queryFn: ({ signal }) => fetchRouteForLog(id as number, signal),
    enabled: id !== null,
    retry: (failureCount, error) => !isNetworkFailure(error) && retryUnlessClientError(failureCount, error),
    // Offline the route comes from the device rather than waiting for the network.
    networkMode: 'always',
  });
}

/** Whether a failed load means the route does not exist. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
