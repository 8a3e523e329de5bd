import type {
  Comment,
  CommentableType,
  CommentInput,
  CommentModerationInput,
  CommentUpdateInput,
  MediaTargetType,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';
import { photoPath, videoPath } from '../../shared/media-paths';
import { mediaRecordQuery } from '../../shared/media-target.api';

/** Keys of the comments' queries: a record's threads, a comment with its thread, the record a form comments on. */
export const commentKeys = {
  all: ['media', 'comments'] as const,
  record: (type: CommentableType, id: number, perPage: number) =>
    ['media', 'comments', 'record', type, id, { more: perPage }] as const,
  one: (id: number) => ['media', 'comments', 'one', id] as const,
};

/** A record's threads (`GET comments.json`), the newest first, `perPage` more at a time; each with its first replies. */
export function useRecordThreads(type: CommentableType, id: number, perPage: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: commentKeys.record(type, id, perPage),
      queryFn: ({ pageParam, signal }) =>
        callListEndpoint(endpoint.listComments, {
          query: { commentable_type: type, commentable_id: id, page: pageParam, per_page: perPage },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length * perPage < last.total ? pages.length + 1 : undefined),
    }),
  );
}

/** `GET comments/{id}.json`: the comment, its record and its whole thread. */
export function commentQuery(id: number) {
  return queryOptions({
    queryKey: commentKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getComment, { params: { id }, signal }),
  });
}

export function useComment(id: number) {
  return useQuery(commentQuery(id));
}

/** The record a comment form is about, as it names it and leads back to it (a gym route may have no name). */
export interface CommentableRecord {
  type: CommentableType;
  id: number;
  name: string | null;
  sector?: string;
  path: string;
}

async function fetchCommentable(type: CommentableType, id: number, signal: AbortSignal): Promise<CommentableRecord> {
  if (type === 'photos') {
    const photo = await callEndpoint(endpoint.getPhoto, { params: { id }, signal });
    return { type, id, name: photo.target.name, path: photoPath(id) };
  }
  if (type === 'videos') {
    const video = await callEndpoint(endpoint.getVideo, { params: { id }, signal });
    return { type, id, name: video.target.name, path: videoPath(id) };
  }
  return queryClient.fetchQuery(mediaRecordQuery(type as MediaTargetType, id));
}

/** The record of `/comments/{kind}/{id}/new`; a record that does not exist answers 404. */
export function useCommentable(type: CommentableType, id: number) {
  return useQuery({
    queryKey: ['media', 'commentable', type, id] as const,
    queryFn: ({ signal }) => fetchCommentable(type, id, signal),
  });
}

/**
 * After a write the record's discussion and the comments' pages shown are read again: the climber stays on the page
 * and sees the change. A comment the page leaves (one deleted from its own page) is only marked stale: read again it
 * would be a 404 before the page has gone.
 */
async function written<T>(call: Promise<T>, leaving: number[] = []): Promise<T> {
  const result = await call;
  const left = (key: readonly unknown[]) => key[2] === 'one' && leaving.includes(key[3] as number);
  void queryClient.invalidateQueries({
    queryKey: commentKeys.all,
    refetchType: 'none',
    predicate: (q) => left(q.queryKey),
  });
  void queryClient.invalidateQueries({ queryKey: commentKeys.all, predicate: (q) => !left(q.queryKey) });
  return result;
}

export const createComment = (body: CommentInput): Promise<Comment> =>
  written(callEndpoint(endpoint.createComment, { body }));

export const updateComment = (id: number, body: CommentUpdateInput): Promise<Comment> =>
  written(callEndpoint(endpoint.updateComment, { params: { id }, body }));

export const moderateComment = (id: number, body: CommentModerationInput): Promise<Comment> =>
  written(callEndpoint(endpoint.moderateComment, { params: { id }, body }));

/** Removes a comment; `leaving`: the comments whose pages are left after it (not read again). */
export const deleteComment = (id: number, leaving: number[] = []) =>
  written(callEndpoint(endpoint.deleteComment, { params: { id } }), leaving);
