import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { comment, commentTarget, HIDDEN_BY } from './comment';
import { mediaTarget } from './media-targets';
import { MODERATION_STATES } from './moderation-states';
import { VIDEO_PROVIDERS } from './video-url';

/*
 * The moderation of a gym's records by its team (docs/domain/media.md, "Moderation by a gym's team"): every comment
 * and video on the gym, its spaces, its routes, and the photos and videos of those, hidden ones included, for the
 * gym's administrators holding `manage_gym` (and site administrators).
 */

export { MODERATION_STATES, type ModerationState } from './moderation-states';

/** `GET gyms/{id}/moderation/comments.json` and `…/videos.json`: one page, the newest first, in a state. */
export const gymModerationQuery = pageQuery.extend({
  state: z.enum(MODERATION_STATES).default('all'),
});
export type GymModerationQuery = z.infer<typeof gymModerationQuery>;

/** A comment as the gym's team moderates it: with its record, and who hid it. */
export const moderatedComment = comment.extend({
  target: commentTarget,
  /** Who hid it (`site`: a site administrator, `gym`: the gym's team); null while it is shown. */
  hidden_by: z.enum(HIDDEN_BY).nullable(),
});
export type ModeratedComment = z.infer<typeof moderatedComment>;

/**
 * A video as the gym's team moderates it: its record, its provider's page (nothing of the provider's is loaded before
 * a click, its still images included), who hid it.
 */
export const moderatedVideo = z.object({
  id: z.number().int(),
  target: mediaTarget,
  provider: z.enum(VIDEO_PROVIDERS),
  /** The video's page at its provider. */
  url: z.string(),
  description: z.string().nullable(),
  user: contributor.nullable(),
  hidden: z.boolean(),
  hidden_by: z.enum(HIDDEN_BY).nullable(),
  created_at: z.string(),
});
export type ModeratedVideo = z.infer<typeof moderatedVideo>;

/** `PUT videos/{id}/moderation.json` (a moderator): hide it from everyone but its author and moderators, or show it. */
export const videoModerationInput = z.strictObject({ hidden: z.boolean() });
export type VideoModerationInput = z.infer<typeof videoModerationInput>;
