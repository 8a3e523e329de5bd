import type { Comment, CommentTarget, CommentThread, GymTeam } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { CommentableRef, CommentWithAuthorsRow } from './comment.repository';

/** A comment target as the services describe it: named, with its page and its gym. */
export interface DescribedCommentTarget {
  name: string;
  path: string;
  gym_id: number | null;
}

/**
 * A deleted comment keeps its place in its thread, but neither its text nor its author. One written on behalf of the
 * team of its record's gym (`team`: that gym's) is signed by the team, never by its writer.
 */
export function toComment(
  row: CommentWithAuthorsRow,
  repliesCount = row.replies_count,
  team: GymTeam | null = null,
): Comment {
  const deleted = row.deleted_at !== null;
  const asTeam = row.as_gym_team && !deleted;
  return {
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    body: deleted ? '' : row.body,
    thread_id: row.thread_id,
    reply_to_comment_id: row.reply_to_comment_id,
    reply_to_user: row.reply_to_user ? toContributor(row.reply_to_user) : null,
    hidden: row.hidden,
    deleted,
    gym_team: asTeam ? team : null,
    likes_count: row.likes_count,
    replies_count: row.thread_id === null ? repliesCount : 0,
    user: deleted || asTeam ? null : toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A first comment with the replies shown under it; `repliesCount`: its replies the reader sees. */
export function toCommentThread(
  row: CommentWithAuthorsRow,
  replies: readonly CommentWithAuthorsRow[],
  repliesCount: number,
  team: GymTeam | null = null,
): CommentThread {
  return {
    ...toComment(row, repliesCount, team),
    replies: replies.map((reply) => toComment(reply, reply.replies_count, team)),
  };
}

export function toCommentTarget(ref: CommentableRef, target: DescribedCommentTarget): CommentTarget {
  return { type: ref.type, id: ref.id, name: target.name, path: target.path, gym_id: target.gym_id };
}
