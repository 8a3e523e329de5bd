import { z } from 'zod';
import { coercedRecordId, recordId } from '../platform/validation';

/**
 * What a climber may follow (docs/domain/community.md): climbers, and as favourites crags, gyms and
 * guide books. The names are the API's record names elsewhere (`/crags/{id}.json`). A kind no domain
 * has registered yet answers 422 `followable_type: not_included`.
 */
export const FOLLOWABLE_TYPES = ['crags', 'gyms', 'users', 'guide_book_papers'] as const;
export type FollowableType = (typeof FOLLOWABLE_TYPES)[number];

/** `accepted`: the follow counts; `waiting`: a request to follow a climber, until they accept it. */
export const FOLLOW_STATES = ['accepted', 'waiting'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];

/** `POST follows.json` and `DELETE follows.json`: the record followed. */
export const followInput = z.strictObject({
  followable_type: z.enum(FOLLOWABLE_TYPES),
  followable_id: recordId(),
});
export type FollowInput = z.infer<typeof followInput>;

/** `GET follows.json?followable_type&followable_id`: the record asked about. */
export const followQuery = z.object({
  followable_type: z.enum(FOLLOWABLE_TYPES),
  followable_id: coercedRecordId(),
});

/** One follow of the signed-in climber. */
export const follow = z.object({
  followable_type: z.enum(FOLLOWABLE_TYPES),
  followable_id: z.number().int(),
  state: z.enum(FOLLOW_STATES),
  created_at: z.string(),
});
export type Follow = z.infer<typeof follow>;

/** Whether the signed-in climber follows a record (`state` null when not), and how many climbers do. */
export const followStatus = z.object({
  followable_type: z.enum(FOLLOWABLE_TYPES),
  followable_id: z.number().int(),
  state: z.enum(FOLLOW_STATES).nullable(),
  /** Accepted follows of the record, the climber's included. */
  followers_count: z.number().int().min(0),
});
export type FollowStatus = z.infer<typeof followStatus>;

/** `GET follows/followers.json`: the climbers following a record (those whose profile is public), a page of them. */
export const followersQuery = followQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type FollowersQuery = z.infer<typeof followersQuery>;

/** One climber following a record, as a followers list shows them. */
export const follower = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug_name: z.string(),
  avatar_url: z.string().nullable(),
  followed_at: z.string(),
});
export type Follower = z.infer<typeof follower>;
