import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';

export const cragSectorKeys = {
  one: (id: number) => ['crag_sectors', id] as const,
};

/** `GET crag_sectors/{id}.json`. */
export function useCragSector(id: number) {
  return useQuery({
    queryKey: cragSectorKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragSector, { params: { id }, signal }),
  });
}
