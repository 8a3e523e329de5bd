import type { VersionItemType } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Versions per page of the history. */
export const VERSIONS_PER_PAGE = 20;

export const versionKeys = {
  page: (type: VersionItemType, id: number, page: number) => ['versions', type, id, page] as const,
};

/** `GET versions/{type}/{id}.json?page`: the record's name and one page of its versions, newest first. */
export function versionHistoryQuery(type: VersionItemType, id: number, page: number) {
  return queryOptions({
    queryKey: versionKeys.page(type, id, page),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getVersionHistory, {
        params: { version_type: type, id },
        query: { page, per_page: VERSIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useVersionHistory(type: VersionItemType, id: number, page: number) {
  return useQuery(versionHistoryQuery(type, id, page));
}
