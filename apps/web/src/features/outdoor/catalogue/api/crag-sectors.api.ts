import type { CragSector } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { retryUnlessClientError } from './query-options';

export const cragSectorKeys = {
  one: (id: number) => ['crag_sectors', id] as const,
};

/** `GET crag_sectors/{id}.json`. */
export function useCragSector(id: number) {
  return useQuery({
    queryKey: cragSectorKeys.one(id),
    queryFn: ({ signal }) => apiRequest<CragSector>(`crag_sectors/${id}.json`, { signal }),
    retry: retryUnlessClientError,
  });
}
