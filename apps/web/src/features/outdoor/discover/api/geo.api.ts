import { type CragFilters, MAP_MAX_ZOOM, snappedBboxParam } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bbox } from '../../../../climbing/map/crag-clusters';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { filtersToQuery } from '../filters/crag-filters-query';

export const AROUND_PAGE_SIZE = 25;

export interface AroundParams {
  latitude: number;
  longitude: number;
  /** Radius, km. */
  distance: number;
  page: number;
}

export const geoKeys = {
  around: (params: AroundParams) => ['crags', 'around', params] as const,
  viewport: (bbox: string, zoom: number, filters: CragFilters) => ['crags', 'geo_json', bbox, zoom, filters] as const,
};

/** `GET crags/around.json`: crags within the radius, nearest first, each with `distance_km`. */
export function useCragsAround(params: AroundParams | null) {
  return useQuery({
    queryKey: geoKeys.around(params ?? { latitude: 0, longitude: 0, distance: 0, page: 0 }),
    queryFn: () => {
      const { latitude, longitude, distance, page } = params as AroundParams;
      return callListEndpoint(endpoint.listCragsAround, {
        query: { latitude, longitude, distance, page, per_page: AROUND_PAGE_SIZE },
      });
    },
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** What the map asks the API for: a box and the map's zoom. */
export interface ViewportRequest {
  bbox: Bbox;
  zoom: number;
}

/**
 * A viewport written for the API and the cache key: the map's whole zoom, its box snapped to that
 * zoom's grid (`map-grid.ts`), so that every view inside the same cells asks the same thing and
 * shares the answer (in this cache, and in the browser's, revalidated with its ETag).
 */
export function viewportParams({ bbox, zoom }: ViewportRequest): { bbox: string; zoom: number } {
  const whole = Math.min(MAP_MAX_ZOOM, Math.max(0, Math.round(zoom)));
  return { bbox: snappedBboxParam(bbox, whole), zoom: whole };
}

/**
 * `GET crags/geo_json.json?bbox=&zoom=`: what the map draws in a viewport, filtered: its crags, or
 * the server's clusters with the crags alone in their cell, and whether some were left out.
 */
export function useCragsInViewport(viewport: ViewportRequest | null, filters: CragFilters) {
  const params = viewport ? viewportParams(viewport) : { bbox: '', zoom: 0 };
  return useQuery({
    queryKey: geoKeys.viewport(params.bbox, params.zoom, filters),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getCragGeoJson, {
        query: { ...params, ...filtersToQuery(filters) },
        signal,
      }),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
