import type { CragFilters } from '@climb/contracts';
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
  viewport: (bbox: string, filters: CragFilters) => ['crags', 'geo_json', bbox, filters] as const,
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

/**
 * A viewport's box written for the API and the cache key: rounded to about 100 m, so that tiny
 * moves reuse the answer (the browser revalidates it with its ETag).
 */
export function bboxParam([west, south, east, north]: Bbox): string {
  return [west, south, east, north].map((value) => value.toFixed(3)).join(',');
}

/** `GET crags/geo_json.json?bbox=`: the markers of a map viewport, filtered. */
export function useCragsInViewport(bbox: Bbox | null, filters: CragFilters) {
  const box = bbox ? bboxParam(bbox) : '';
  return useQuery({
    queryKey: geoKeys.viewport(box, filters),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getCragGeoJson, {
        query: { bbox: box, ...filtersToQuery(filters) },
        signal,
      }),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
