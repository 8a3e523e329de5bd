import type { CommentInput, ModerationState, Video } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';
import { commentKeys, createComment, moderateComment } from '../comments/api/comments.api';
import { videoKeys } from '../videos/api/videos.api';

/*
 * The moderation lists of a gym's team. Their keys sit under the comments' and videos' own (`['media', 'comments']`,
 * `['media', 'videos']`): a comment or video written anywhere refreshes them, and a moderation refreshes the
 * discussions and galleries that show it.
 */

/** The items a page of a moderation list shows. */
export const MODERATION_PER_PAGE = 20;

export const gymModerationKeys = {
  comments: (gymId: number, state: ModerationState, page: number) =>
    [...commentKeys.all, 'gym', gymId, { state, page }] as const,
  videos: (gymId: number, state: ModerationState, page: number) =>
    [...videoKeys.all, 'gym', gymId, { state, page }] as const,
};

export function gymModerationCommentsQuery(gymId: number, state: ModerationState, page: number) {
  return queryOptions({
    queryKey: gymModerationKeys.comments(gymId, state, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymModerationComments, {
        params: { id: gymId },
        query: { state, page, per_page: MODERATION_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
export const useGymModerationComments = (gymId: number, state: ModerationState, page: number) =>
  useQuery(gymModerationCommentsQuery(gymId, state, page));

export function gymModerationVideosQuery(gymId: number, state: ModerationState, page: number) {
  return queryOptions({
    queryKey: gymModerationKeys.videos(gymId, state, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymModerationVideos, {
        params: { id: gymId },
        query: { state, page, per_page: MODERATION_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
export const useGymModerationVideos = (gymId: number, state: ModerationState, page: number) =>
  useQuery(gymModerationVideosQuery(gymId, state, page));

/** Hides a comment from everyone but its author and the moderators, or shows it again. */
export const setCommentHidden = (id: number, hidden: boolean) => moderateComment(id, { hidden });

/** An answer on behalf of the gym's team, in the thread of the comment it answers. */
export const answerAsGym = (
  comment: Pick<CommentInput, 'commentable_type' | 'commentable_id'> & { id: number },
  body: string,
) =>
  createComment({
    commentable_type: comment.commentable_type,
    commentable_id: comment.commentable_id,
    reply_to_comment_id: comment.id,
    body,
    as_gym_team: true,
  });

/** Hides a video from everyone but its author and the moderators, or shows it again; its lists and pages refresh. */
export async function setVideoHidden(id: number, hidden: boolean): Promise<Video> {
  const video = await callEndpoint(endpoint.moderateVideo, { params: { id }, body: { hidden } });
  void queryClient.invalidateQueries({ queryKey: videoKeys.all });
  return video;
}
