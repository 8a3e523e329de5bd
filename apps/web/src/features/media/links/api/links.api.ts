import type { EndpointBody, Endpoints, Link, MediaTargetType } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';

/** Keys of the links' queries: a link, a record's links by page or a few more at a time. */
export const linkKeys = {
  all: ['media', 'links'] as const,
  one: (id: number) => ['media', 'links', 'one', id] as const,
  page: (type: MediaTargetType, id: number, page: number, perPage: number) =>
    ['media', 'links', 'record', type, id, { page, perPage }] as const,
  more: (type: MediaTargetType, id: number, perPage: number) =>
    ['media', 'links', 'record', type, id, { more: perPage }] as const,
};

/** `GET links/{id}.json`. */
export function linkQuery(id: number) {
  return queryOptions({
    queryKey: linkKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getLink, { params: { id }, signal }),
  });
}

export function useLink(id: number) {
  return useQuery(linkQuery(id));
}

/** `GET links.json?linkable_type&linkable_id`: one page of a record's links, the newest first. */
export function recordLinksQuery(type: MediaTargetType, id: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: linkKeys.page(type, id, page, perPage),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listLinks, {
        query: { linkable_type: type, linkable_id: id, page, per_page: perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordLinks(type: MediaTargetType, id: number, page: number, perPage: number) {
  return useQuery(recordLinksQuery(type, id, page, perPage));
}

/** A record's links, `perPage` more at a time (a record page's media section). */
export function useMoreRecordLinks(type: MediaTargetType, id: number, perPage: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: linkKeys.more(type, id, perPage),
      queryFn: ({ pageParam, signal }) =>
        callListEndpoint(endpoint.listLinks, {
          query: { linkable_type: type, linkable_id: id, page: pageParam, per_page: perPage },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length * perPage < last.total ? pages.length + 1 : undefined),
    }),
  );
}

/**
 * After a write every cached list of links may be out of date (the record's, the climber's): all are marked stale, to
 * be fetched again when next shown. Nothing is refetched now: the page that wrote moves on, and what it leaves may
 * be gone (a deletion).
 */
async function written<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  void queryClient.invalidateQueries({ queryKey: linkKeys.all, refetchType: 'none' });
  return result;
}

export const createLink = (body: EndpointBody<Endpoints['createLink']>): Promise<Link> =>
  written(callEndpoint(endpoint.createLink, { body }));

export const updateLink = (id: number, body: EndpointBody<Endpoints['updateLink']>): Promise<Link> =>
  written(callEndpoint(endpoint.updateLink, { params: { id }, body }));

export const deleteLink = (id: number) => written(callEndpoint(endpoint.deleteLink, { params: { id } }));

/** `GET crags/{id}.json`: the crag whose links page this is (its name, its address, its tabs). */
export function linkedCragQuery(id: number) {
  return queryOptions({
    queryKey: ['media', 'crag', id] as const,
    queryFn: ({ signal }) => callEndpoint(endpoint.getCrag, { params: { id }, signal }),
  });
}

export function useLinkedCrag(id: number) {
  return useQuery(linkedCragQuery(id));
}
