import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';

export const areaKeys = {
  one: (id: number) => ['areas', id] as const,
  crags: (id: number, page: number, perPage: number) => ['areas', id, 'crags', { page, perPage }] as const,
};

/** `GET areas/{id}.json`. */
export function areaQuery(id: number) {
  return queryOptions({
    queryKey: areaKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getArea, { params: { id }, signal }),
  });
}

export function useArea(id: number) {
  return useQuery(areaQuery(id));
}

/** `GET areas/{id}/crags.json`: one page of the area's crags. */
export function areaCragsQuery(id: number | undefined, page: number, perPage: number) {
  return queryOptions({
    queryKey: areaKeys.crags(id ?? 0, page, perPage),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listAreaCrags, { params: { id }, query: { page, per_page: perPage }, signal }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAreaCrags(id: number | undefined, page: number, perPage: number) {
  return useQuery(areaCragsQuery(id, page, perPage));
}
