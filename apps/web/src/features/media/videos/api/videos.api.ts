import type { EndpointBody, Endpoints, MediaTargetType, Video } from '@climb/contracts';
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

/** Keys of the videos' queries: a video, a record's videos, the climber's (keyed by climber). */
export const videoKeys = {
  all: ['media', 'videos'] as const,
  one: (id: number) => ['media', 'videos', 'one', id] as const,
  ofRecord: (type: MediaTargetType, id: number, perPage: number) =>
    ['media', 'videos', 'record', type, id, { perPage }] as const,
  mine: (userId: number, page: number, perPage: number) =>
    ['media', 'videos', 'mine', userId, { page, perPage }] as const,
};

/** `GET videos/{id}.json`. */
export function videoQuery(id: number) {
  return queryOptions({
    queryKey: videoKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getVideo, { params: { id }, signal }),
  });
}

export function useVideo(id: number) {
  return useQuery(videoQuery(id));
}

/** `GET videos.json?viewable_type&viewable_id`: a record's videos, the newest first, `perPage` more at a time. */
export function recordVideosQuery(type: MediaTargetType, id: number, perPage: number) {
  return infiniteQueryOptions({
    queryKey: videoKeys.ofRecord(type, id, perPage),
    queryFn: ({ pageParam, signal }) =>
      callListEndpoint(endpoint.listVideos, {
        query: { viewable_type: type, viewable_id: id, page: pageParam, per_page: perPage },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * perPage < last.total ? pages.length + 1 : undefined),
  });
}

export function useRecordVideos(type: MediaTargetType, id: number, perPage: number) {
  return useInfiniteQuery(recordVideosQuery(type, id, perPage));
}

/** `GET current_users/videos.json`: one page of the videos the climber added, the newest first. */
export function useMyVideos(userId: number, page: number, perPage: number) {
  return useQuery({
    queryKey: videoKeys.mine(userId, page, perPage),
    queryFn: ({ signal }) => callListEndpoint(endpoint.listMyVideos, { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write every cached list of videos may be out of date (the record's, the climber's): all are marked stale, to
 * be fetched again when next shown. Nothing is refetched now: the page that wrote moves on, and what it leaves may
 * be gone (a deletion).
 */
async function written<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  void queryClient.invalidateQueries({ queryKey: videoKeys.all, refetchType: 'none' });
  return result;
}

export const createVideo = (body: EndpointBody<Endpoints['createVideo']>): Promise<Video> =>
  written(callEndpoint(endpoint.createVideo, { body }));

/** The video's page shows the answer at once. */
export async function updateVideo(id: number, body: EndpointBody<Endpoints['updateVideo']>): Promise<Video> {
  const video = await written(callEndpoint(endpoint.updateVideo, { params: { id }, body }));
  queryClient.setQueryData(videoKeys.one(id), video);
  return video;
}

export const deleteVideo = (id: number) => written(callEndpoint(endpoint.deleteVideo, { params: { id } }));
