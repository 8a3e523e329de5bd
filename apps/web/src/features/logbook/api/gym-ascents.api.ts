import type {
  AscentGymRoute,
  AscentGymRouteInput,
  AscentGymRouteUpdateInput,
  GymRouteStatus,
  IndoorAscentSort,
  RecordRef,
  SortDirection,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { useIsSignedIn } from '../../../lib/session-store';
import { logbookKeys } from './logbook-keys';
import { isNetworkFailure } from './network';
import { findStoredGymRoute, rememberGym, searchStoredGyms, storedGym, storedGyms } from './offline-gyms';

/** `POST ascent_gym_routes.json`: 201 with the new ascent (200 with the known one when its key was sent before). */
export function createGymAscent(body: AscentGymRouteInput): Promise<AscentGymRoute> {
  return callEndpoint(endpoint.createGymAscent, { body });
}

/** `PUT ascent_gym_routes/{id}.json`: the climber's own ascent only (403 otherwise). */
export function updateGymAscent(id: number, body: AscentGymRouteUpdateInput): Promise<AscentGymRoute> {
  return callEndpoint(endpoint.updateGymAscent, { params: { id }, body });
}

/** `DELETE ascent_gym_routes/{id}.json` (204). */
export async function deleteGymAscent(id: number): Promise<void> {
  await callEndpoint(endpoint.deleteGymAscent, { params: { id } });
}

/** `GET current_users/ascent_gym_routes.json`: the query as the API takes it (filters as comma lists). */
export interface MyGymAscentsQuery {
  page: number;
  per_page: number;
  sort?: IndoorAscentSort;
  direction?: SortDirection;
  gym_id?: number;
  gym_route_id?: number;
  query?: string;
  ascent_status?: string;
  roping_status?: string;
  climbing_type?: string;
  date_from?: string;
  date_to?: string;
}

/** One page of my indoor ascents and the total. */
export function useMyGymAscents(query: MyGymAscentsQuery) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.gymAscents(query),
    queryFn: ({ signal }) => callListEndpoint(endpoint.listMyGymAscents, { query: { ...query }, signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    // An ascent logged in a route's panel shows as soon as the list is opened again.
    staleTime: 0,
  });
}

/** `GET current_users/indoor_analytiks.json` with the list's filters (every status but project by default). */
export function useIndoorAnalytics(filters: Record<string, string>) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.indoorAnalytics(filters),
    queryFn: ({ signal }) => callEndpoint(endpoint.getMyIndoorAnalytiks, { query: filters, signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET current_users/gyms/{id}/level_progress.json`: my progress per colour level of a gym. */
export function useGymLevelProgress(gymId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.levelProgress(gymId ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.getMyGymLevelProgress, { params: { id: gymId ?? 0 }, signal }),
    enabled: signedIn && gymId !== null,
    staleTime: 0,
  });
}

/**
 * The gyms I climbed at, most climbed first (my indoor analytics' gyms, every status), then the gyms kept on this
 * device; offline, the kept ones alone.
 */
export async function fetchMyGyms(signal?: AbortSignal): Promise<RecordRef[]> {
  const kept = (await storedGyms()).map((stored) => stored.gym);
  try {
    const analytics = await callEndpoint(endpoint.getMyIndoorAnalytiks, {
      query: { ascent_status: 'project,sent,red_point,flash,onsight,repetition' },
      signal,
      handleAuthErrors: false,
    });
    const climbed = analytics.gyms.map((row) => row.gym);
    const known = new Set(climbed.map((gym) => gym.id));
    return [...climbed, ...kept.filter((gym) => !known.has(gym.id))];
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return kept;
  }
}

export function useMyGyms() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.myGyms,
    queryFn: ({ signal }) => fetchMyGyms(signal),
    enabled: signedIn,
    retry: false,
    networkMode: 'always',
  });
}

/** `GET current_users/gym_route_statuses.json?gym_id=`: my status on each route of a gym I logged, by route id. */
export function useGymRouteStatuses(gymId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: logbookKeys.gymStatuses(gymId ?? 0),
    queryFn: async ({ signal }): Promise<Map<number, GymRouteStatus>> => {
      const statuses = await callEndpoint(endpoint.listMyGymRouteStatuses, {
        query: { gym_id: gymId ?? 0 },
        signal,
        // A failed status never takes the climber away from the panel.
        handleAuthErrors: false,
      });
      return new Map(statuses.map((status) => [status.gym_route_id, status]));
    },
    enabled: signedIn && gymId !== null,
    retry: (failureCount, error) => !isNetworkFailure(error) && retryUnlessClientError(failureCount, error),
  });
}

/**
 * A gym's routes, spaces, sectors and levels for the logging forms: kept on the device from an earlier visit
 * (refreshed in the background when old), else fetched and kept; offline, what the device has (or nothing).
 */
export async function gymForLog(gym: RecordRef) {
  const stored = await storedGym(gym.id);
  if (stored) {
    void rememberGym(gym);
    return stored;
  }
  return (await rememberGym(gym)) ?? null;
}

export function useGymForLog(gym: RecordRef | null) {
  return useQuery({
    queryKey: logbookKeys.gymForLog(gym?.id ?? 0),
    queryFn: () => gymForLog(gym as RecordRef),
    enabled: gym !== null,
    retry: false,
    // Offline the query library would hold it back: the device answers instead.
    networkMode: 'always',
  });
}

/** A gym route as the device keeps it (offline, when its panel could not load it), with its gym. */
export function useStoredGymRoute(routeId: number, enabled: boolean) {
  return useQuery({
    queryKey: logbookKeys.gymRouteForLog(routeId),
    queryFn: async () => (await findStoredGymRoute(routeId)) ?? null,
    enabled,
    retry: false,
    networkMode: 'always',
  });
}

/** `GET gyms.json?query=`: gyms found as the climber types (the device's own gyms offline). */
export async function searchGymsForLog(query: string, signal?: AbortSignal): Promise<RecordRef[]> {
  try {
    const { items } = await callListEndpoint(endpoint.listGyms, {
      query: { query, page: 1, per_page: 10 },
      signal,
      handleAuthErrors: false,
    });
    return items.map((gym) => ({ id: gym.id, name: gym.name, slug_name: gym.slug_name }));
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return searchStoredGyms(query);
  }
}

export function useGymSearchForLog(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: logbookKeys.gymSearch(trimmed),
    queryFn: ({ signal }) => searchGymsForLog(trimmed, signal),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
    networkMode: 'always',
    meta: { offline: false },
  });
}

/** A gym named by the address (`?gym_id=`): as the device kept it, else `GET gyms/{id}.json`. */
export async function gymRefForLog(id: number, signal?: AbortSignal): Promise<RecordRef> {
  const stored = await storedGym(id);
  if (stored) return stored.gym;
  const gym = await callEndpoint(endpoint.getGym, { params: { id }, signal });
  return { id: gym.id, name: gym.name, slug_name: gym.slug_name };
}

export function useGymRefForLog(id: number | null) {
  return useQuery({
    queryKey: [...logbookKeys.gymForLog(id ?? 0), 'ref'],
    queryFn: ({ signal }) => gymRefForLog(id as number, signal),
    enabled: id !== null,
    retry: false,
    networkMode: 'always',
  });
}
