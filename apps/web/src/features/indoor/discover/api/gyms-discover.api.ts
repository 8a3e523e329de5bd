import { type GymClimbingType, MAP_MAX_ZOOM, snappedBboxParam } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bbox } from '../../../../climbing/map/crag-clusters';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';

/** Gyms per page of the search and list pages. */
export const GYMS_PAGE_SIZE = 20;

/** Gyms shown near the climber on the indoor page. */
export const NEAR_ME_COUNT = 6;

/** The most followed gyms the indoor page shows when it has neither exhibition gyms nor a position. */
export const MOST_FOLLOWED_COUNT = 6;

/** How far "near me" looks, in km. */
export const NEAR_ME_DISTANCE_KM = 30;

/** The types a list is filtered by, written once for the API and the cache key (`bouldering,pan`). */
function typesParam(types: readonly GymClimbingType[]): string | undefined {
  return types.length > 0 ? [...types].sort().join(',') : undefined;
}

export const gymDiscoverKeys = {
  exhibition: () => ['gyms', 'exhibition'] as const,
  list: (query: string, types: string, page: number, perPage: number) =>
    ['gyms', 'list', query, types, page, perPage] as const,
  around: (latitude: number, longitude: number) => ['gyms', 'around', latitude, longitude] as const,
  viewport: (bbox: string, zoom: number, types: string) => ['gyms', 'geo_json', bbox, zoom, types] as const,
};

/** `GET gyms/exhibition.json`: the gyms the indoor page shows first. */
export function exhibitionGymsQuery() {
  return queryOptions({
    queryKey: gymDiscoverKeys.exhibition(),
    queryFn: () => callListEndpoint(endpoint.listExhibitionGyms),
  });
}

export interface GymListParams {
  /** The searched text, '' for every gym. */
  query: string;
  types: readonly GymClimbingType[];
  page: number;
  perPage?: number;
}

/**
 * `GET gyms.json`: every gym, the most followed first, or the gyms matching a text (name and town, typos
 * forgiven by the server), best matches first; filtered by climbing type.
 */
export function listGymsQuery({ query, types, page, perPage = GYMS_PAGE_SIZE }: GymListParams) {
  const type = typesParam(types);
  return queryOptions({
    queryKey: gymDiscoverKeys.list(query, type ?? '', page, perPage),
    queryFn: () =>
      callListEndpoint(endpoint.listGyms, {
        query: {
          ...(query ? { query } : { order: 'followers' as const }),
          ...(type ? { climbing_types: type } : {}),
          page,
          per_page: perPage,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGymList(params: GymListParams) {
  return useQuery(listGymsQuery(params));
}

/** `GET gyms/around.json`: the gyms near a point, nearest first (asked only once the climber gave a position). */
export function useGymsAround(point: { latitude: number; longitude: number } | null) {
  // Rounded to about 100 m: a position that moves a few metres asks nothing new.
  const latitude = point ? Math.round(point.latitude * 1000) / 1000 : 0;
  const longitude = point ? Math.round(point.longitude * 1000) / 1000 : 0;
  return useQuery({
    queryKey: gymDiscoverKeys.around(latitude, longitude),
    queryFn: () =>
      callListEndpoint(endpoint.listGymsAround, {
        query: { latitude, longitude, distance: NEAR_ME_DISTANCE_KM, page: 1, per_page: NEAR_ME_COUNT },
      }),
    enabled: point !== null,
  });
}

/**
 * `GET gyms/geo_json.json?bbox=&zoom=`: the gyms of a map's box (snapped to its zoom's grid, so that views inside
 * the same cells share an answer), or the server's bubbles where there are too many.
 */
export function useGymsInViewport(viewport: { bbox: Bbox; zoom: number } | null, types: readonly GymClimbingType[]) {
  const zoom = viewport ? Math.min(MAP_MAX_ZOOM, Math.max(0, Math.round(viewport.zoom))) : 0;
  const bbox = viewport ? snappedBboxParam(viewport.bbox, zoom) : '';
  const type = typesParam(types);
  return useQuery({
    queryKey: gymDiscoverKeys.viewport(bbox, zoom, type ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getGymGeoJson, {
        query: { bbox, zoom, ...(type ? { climbing_types: type } : {}) },
        signal,
      }),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
