import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';

export const cragSectorKeys = {
  one: (id: number) => ['crag_sectors', id] as const,
};

/** `GET crag_sectors/{id}.json`. */
export function cragSectorQuery(id: number) {
  return queryOptions({
    queryKey: cragSectorKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragSector, { params: { id }, signal }),
  });
}

export function useCragSector(id: number) {
  return useQuery(cragSectorQuery(id));
}
