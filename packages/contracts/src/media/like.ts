import { z } from 'zod';
import { coercedRecordId, recordId } from '../platform/validation';

/** What climbers like (docs/domain/media.md): photos, videos, comments and gym routes. */
export const LIKEABLE_TYPES = ['photos', 'videos', 'comments', 'gym_routes'] as const;
export type LikeableType = (typeof LIKEABLE_TYPES)[number];

export function isLikeableType(value: string | undefined): value is LikeableType {
  return (LIKEABLE_TYPES as readonly string[]).includes(value ?? '');
}

/** `POST likes.json`. */
export const likeInput = z.strictObject({
  likeable_type: z.enum(LIKEABLE_TYPES),
  likeable_id: recordId(),
});
export type LikeInput = z.infer<typeof likeInput>;

/** `DELETE likes.json?likeable_type&likeable_id`. */
export const likeQuery = z.object({
  likeable_type: z.enum(LIKEABLE_TYPES),
  likeable_id: coercedRecordId(),
});

/** A like's state after a like or an unlike: whether the climber likes it now, and its count. */
export const likeState = z.object({
  likeable_type: z.enum(LIKEABLE_TYPES),
  likeable_id: z.number().int(),
  liked: z.boolean(),
  likes_count: z.number().int(),
});
export type LikeState = z.infer<typeof likeState>;

/**
 * `GET current_users/likes.json`: everything the climber likes, as the ids of each kind. Whole and unpaged (the
 * spec's call, the one exception to the paging of lists): the web app loads it once per session into its likes
 * store, so that every like button knows its state without a call. Ids ascend.
 */
export const myLikes = z.object({
  photos: z.array(z.number().int()),
  videos: z.array(z.number().int()),
  comments: z.array(z.number().int()),
  gym_routes: z.array(z.number().int()),
});
export type MyLikes = z.infer<typeof myLikes>;
