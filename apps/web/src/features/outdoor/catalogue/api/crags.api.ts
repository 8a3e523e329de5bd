import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Query keys follow the API's resources, so `['crags', id]` invalidates everything about a crag. */
export const cragKeys = {
  one: (id: number) => ['crags', id] as const,
  sectors: (id: number) => ['crags', id, 'crag_sectors'] as const,
  map: (id: number) => ['crags', id, 'map'] as const,
};

/** `GET crags/{id}.json`: the crag and its facts at a glance. */
export function cragQuery(id: number) {
  return queryOptions({
    queryKey: cragKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCrag, { params: { id }, signal }),
  });
}

export function useCrag(id: number) {
  return useQuery(cragQuery(id));
}

/** `GET crags/{id}/crag_sectors.json`: every sector of the crag (a crag has a few dozen at most). */
export function cragSectorsQuery(id: number | undefined) {
  return queryOptions({
    queryKey: cragKeys.sectors(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.listCragSectors, { params: { id }, signal }),
    enabled: id !== undefined,
  });
}

export function useCragSectors(id: number | undefined) {
  return useQuery(cragSectorsQuery(id));
}

/** `GET crags/{id}/map.json`: sectors, parks, approaches and rock bars in one call. */
export function cragMapQuery(id: number | undefined) {
  return queryOptions({
    queryKey: cragKeys.map(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragMap, { params: { id }, signal }),
    enabled: id !== undefined,
  });
}

export function useCragMap(id: number | undefined) {
  return useQuery(cragMapQuery(id));
}
