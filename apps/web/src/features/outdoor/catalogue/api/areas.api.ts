import type { Area, CragSummary } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, apiRequest } from '../../../../lib/api-client';
import { retryUnlessClientError } from './query-options';

export const areaKeys = {
  one: (id: number) => ['areas', id] as const,
  crags: (id: number, page: number, perPage: number) => ['areas', id, 'crags', { page, perPage }] as const,
};

/** `GET areas/{id}.json`. */
export function useArea(id: number) {
  return useQuery({
    queryKey: areaKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Area>(`areas/${id}.json`, { signal }),
    retry: retryUnlessClientError,
  });
}

/** `GET areas/{id}/crags.json`: one page of the area's crags. */
export function useAreaCrags(id: number | undefined, page: number, perPage: number) {
  return useQuery({
    queryKey: areaKeys.crags(id ?? 0, page, perPage),
    queryFn: ({ signal }) =>
      apiList<CragSummary>(`areas/${id}/crags.json`, { query: { page, per_page: perPage }, signal }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
