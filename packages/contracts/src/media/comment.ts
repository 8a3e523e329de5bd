import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text } from '../platform/validation';
import { MEDIA_TARGET_TYPES } from './media-targets';

/**
 * The records climbers comment on (docs/domain/media.md): the records that take media, and the photos and videos
 * themselves. Plural snake_case, the same word in paths (`/comments/crags/12/new`) and bodies.
 */
export const COMMENTABLE_TYPES = [...MEDIA_TARGET_TYPES, 'photos', 'videos'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

export function isCommentableType(value: string | undefined): value is CommentableType {
  return (COMMENTABLE_TYPES as readonly string[]).includes(value ?? '');
}

/** Longest comment, in characters: a few paragraphs. */
export const MAX_COMMENT_LENGTH = 5000;

/** Replies a thread shows in a list; the comment's own page shows them all. */
export const THREAD_REPLIES_SHOWN = 20;

/** The record a comment is about, as its pages name it and lead back to it. */
export const commentTarget = z.object({
  type: z.enum(COMMENTABLE_TYPES),
  id: z.number().int(),
  name: z.string(),
  /** The address of the record's page in the web app. */
  path: z.string(),
  /** The gym it is in (a gym, a space, a gym route, or a photo or video of one); null outdoors. */
  gym_id: z.number().int().nullable(),
});
export type CommentTarget = z.infer<typeof commentTarget>;

/** The team of a gym, as a comment written on its behalf names it: the gym and its page. */
export const gymTeam = z.object({ id: z.number().int(), name: z.string(), path: z.string() });
export type GymTeam = z.infer<typeof gymTeam>;

/**
 * A comment. Plain text: line breaks are kept and addresses are linked by the page, never HTML. A reply names the
 * comment it answers and its thread (the first comment of the conversation): threads are one level deep, a reply
 * to a reply joins the same thread. A comment removed while others had answered it stays as `deleted`, with an
 * empty body and no author, so that the thread still reads.
 */
export const comment = z.object({
  id: z.number().int(),
  commentable_type: z.enum(COMMENTABLE_TYPES),
  commentable_id: z.number().int(),
  body: z.string(),
  /** The thread's first comment, or null for a first comment. */
  thread_id: z.number().int().nullable(),
  /** The comment it answers (in the same thread), or null. */
  reply_to_comment_id: z.number().int().nullable(),
  /** The author of the comment it answers, for "in reply to …" (null once that author's account is deleted). */
  reply_to_user: contributor.nullable(),
  /** Hidden by a moderator: only its author and the moderators still see it. */
  hidden: z.boolean(),
  deleted: z.boolean(),
  /** Written on behalf of the team of the record's gym: shown as the team (its writer is not named); else null. */
  gym_team: gymTeam.nullable(),
  likes_count: z.number().int(),
  /** Replies in its thread (a first comment), else 0. */
  replies_count: z.number().int(),
  /** Null once the author's account is deleted, or for a deleted comment. */
  user: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Comment = z.infer<typeof comment>;

/** A first comment with the first replies of its thread, oldest first (`THREAD_REPLIES_SHOWN` at most). */
export const commentThread = comment.extend({ replies: z.array(comment) });
export type CommentThread = z.infer<typeof commentThread>;

/** One comment on its own page: its record, and its thread whole (the first comment and every reply). */
export const commentWithThread = comment.extend({
  target: commentTarget,
  thread: commentThread,
});
export type CommentWithThread = z.infer<typeof commentWithThread>;

/** A comment's text, line breaks read as `\n` and trimmed: one that says nothing is `blank`. */
const commentBody = text()
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(MAX_COMMENT_LENGTH)
      .refine((value) => value.length > 0, { params: { rule: 'blank' } }),
  );

/** `POST comments.json`: a first comment on a record, or a reply (`reply_to_comment_id`, on the same record). */
export const commentInput = z.strictObject({
  commentable_type: z.enum(COMMENTABLE_TYPES),
  commentable_id: recordId(),
  body: commentBody,
  reply_to_comment_id: recordId().nullable().optional(),
  /** On behalf of the team of the record's gym (its moderators only). */
  as_gym_team: z.boolean().optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

/** `PUT comments/{id}.json` (its author): the new text. */
export const commentUpdateInput = z.strictObject({ body: commentBody });
export type CommentUpdateInput = z.infer<typeof commentUpdateInput>;

/** Who hid a comment or a video: a site administrator after a report, or the team of the record's gym. */
export const HIDDEN_BY = ['site', 'gym'] as const;
export type HiddenBy = (typeof HIDDEN_BY)[number];

/** `PUT comments/{id}/moderation.json` (a moderator): hide it from everyone but its author, or show it again. */
export const commentModerationInput = z.strictObject({ hidden: z.boolean() });
export type CommentModerationInput = z.infer<typeof commentModerationInput>;

/** `GET comments.json?commentable_type&commentable_id`: a record's threads, the newest first. */
export const commentListQuery = pageQuery.extend({
  commentable_type: z.enum(COMMENTABLE_TYPES),
  commentable_id: coercedRecordId(),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;
