import type { VersionHistory, VersionItemType } from '@climb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { retryUnlessClientError } from './query-options';

/** Versions per page of the history. */
export const VERSIONS_PER_PAGE = 20;

export const versionKeys = {
  page: (type: VersionItemType, id: number, page: number) => ['versions', type, id, page] as const,
};

/** `GET versions/{type}/{id}.json?page`: the record's name and one page of its versions, newest first. */
export function useVersionHistory(type: VersionItemType, id: number, page: number) {
  return useQuery({
    queryKey: versionKeys.page(type, id, page),
    queryFn: ({ signal }) =>
      apiRequest<VersionHistory>(`versions/${type}/${id}.json`, {
        query: { page, per_page: VERSIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
