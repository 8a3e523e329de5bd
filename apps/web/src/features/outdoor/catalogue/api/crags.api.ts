import type { Crag, CragMap, CragSectorSummary } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiList, apiRequest } from '../../../../lib/api-client';
import { retryUnlessClientError } from './query-options';

/** Query keys follow the API's resources, so `['crags', id]` invalidates everything about a crag. */
export const cragKeys = {
  one: (id: number) => ['crags', id] as const,
  sectors: (id: number) => ['crags', id, 'crag_sectors'] as const,
  map: (id: number) => ['crags', id, 'map'] as const,
};

/** `GET crags/{id}.json`: the crag and its facts at a glance. */
export function useCrag(id: number) {
  return useQuery({
    queryKey: cragKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Crag>(`crags/${id}.json`, { signal }),
    retry: retryUnlessClientError,
  });
}

/** `GET crags/{id}/crag_sectors.json`: every sector of the crag (a crag has a few dozen at most). */
export function useCragSectors(id: number | undefined) {
  return useQuery({
    queryKey: cragKeys.sectors(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiList<CragSectorSummary>(`crags/${id}/crag_sectors.json`, { query: { per_page: 100 }, signal })).items,
    enabled: id !== undefined,
    retry: retryUnlessClientError,
  });
}

/** `GET crags/{id}/map.json`: sectors, parks, approaches and rock bars in one call. */
export function useCragMap(id: number | undefined) {
  return useQuery({
    queryKey: cragKeys.map(id ?? 0),
    queryFn: ({ signal }) => apiRequest<CragMap>(`crags/${id}/map.json`, { signal }),
    enabled: id !== undefined,
    retry: retryUnlessClientError,
  });
}
