import type { EndpointBody, Endpoints, MediaTargetType, Photo } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';

/** Keys of the photos' queries: a photo, one page of a record's gallery, one page of the climber's (by climber). */
export const photoKeys = {
  all: ['media', 'photos'] as const,
  one: (id: number) => ['media', 'photos', 'one', id] as const,
  ofRecord: (type: MediaTargetType, id: number, page: number, perPage: number) =>
    ['media', 'photos', 'record', type, id, { page, perPage }] as const,
  mine: (userId: number, page: number, perPage: number) =>
    ['media', 'photos', 'mine', userId, { page, perPage }] as const,
};

/**
 * A record the API does not know (or a kind that takes no photos) is refused as a 422 on the gallery's query
 * (`illustrable_id: not_found`, `illustrable_type: not_included`): for the page, that record is not found.
 */
function missingRecordAsNotFound(error: unknown): never {
  const refused = error instanceof ApiError ? error.validationErrors : null;
  if (refused?.illustrable_id?.includes('not_found') || refused?.illustrable_type?.includes('not_included')) {
    throw new ApiError(404, (error as ApiError).body);
  }
  throw error;
}

/** `GET photos/{id}.json`: the photo with its place in its record's gallery (the viewer's previous and next). */
export function photoQuery(id: number) {
  return queryOptions({
    queryKey: photoKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getPhoto, { params: { id }, signal }),
  });
}

export function usePhoto(id: number) {
  return useQuery(photoQuery(id));
}

/** `GET photos.json?illustrable_type&illustrable_id`: one page of a record's gallery, its cover first then the newest. */
export function recordPhotosQuery(type: MediaTargetType, id: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: photoKeys.ofRecord(type, id, page, perPage),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listPhotos, {
        query: { illustrable_type: type, illustrable_id: id, page, per_page: perPage },
        signal,
      }).catch(missingRecordAsNotFound),
    // Another page of the same gallery keeps the one shown until it comes; another record's gallery never shows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === type && previousQuery.queryKey[4] === id ? previous : undefined,
  });
}

/** A record's gallery; `enabled` false waits (a gallery below the fold fetches nothing until it nears the screen). */
export function useRecordPhotos(type: MediaTargetType, id: number, page: number, perPage: number, enabled = true) {
  return useQuery({ ...recordPhotosQuery(type, id, page, perPage), enabled });
}

/** `GET current_users/photos.json`: one page of the photos the climber uploaded, the newest first. */
export function myPhotosQuery(userId: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: photoKeys.mine(userId, page, perPage),
    queryFn: ({ signal }) => callListEndpoint(endpoint.listMyPhotos, { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyPhotos(userId: number, page: number, perPage: number) {
  return useQuery(myPhotosQuery(userId, page, perPage));
}

/**
 * After a write, every cached gallery may be out of date (the record's, the climber's, the neighbours' places in
 * the viewer): all are marked stale, and those on screen fetched again unless `refetch` is false (a page about to
 * be left, whose photo may be gone).
 */
export function photosChanged(refetch = true): void {
  void queryClient.invalidateQueries({ queryKey: photoKeys.all, refetchType: refetch ? 'active' : 'none' });
}

/** The viewer and the edit page show the answer at once; a new cover moves the gallery's order, read again. */
export async function updatePhoto(id: number, body: EndpointBody<Endpoints['updatePhoto']>): Promise<Photo> {
  const photo = await callEndpoint(endpoint.updatePhoto, { params: { id }, body });
  queryClient.setQueryData(photoKeys.one(id), (shown) => (shown ? { ...shown, ...photo } : undefined));
  photosChanged();
  return photo;
}

/** The page that deletes a photo leaves it: nothing is fetched again now, the galleries are when next shown. */
export async function deletePhoto(id: number): Promise<void> {
  await callEndpoint(endpoint.deletePhoto, { params: { id } });
  photosChanged(false);
}
