import {
  type Comment,
  type CommentInput,
  type CommentListQuery,
  type CommentModerationInput,
  type CommentThread,
  type CommentUpdateInput,
  type CommentWithThread,
  type GymTeam,
  THREAD_REPLIES_SHOWN,
} from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { createNotification } from '../../community/notification.service';
import { type Executor, inTransaction } from '../../db/transaction';
import { toContributor } from '../../lib/contributor';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors';
import { type Actor, authorizeAuthor, type MediaContext } from '../shared/media-context';
import { findGymTeam, nextHiddenBy } from '../shared/moderators';
import { pageOf } from '../shared/page';
import { type DescribedCommentTarget, toComment, toCommentTarget, toCommentThread } from './comment.mapper';
import {
  type CommentableRef,
  type CommentVisibility,
  type CommentWithAuthorsRow,
  countUnseenReplies,
  deleteComments,
  findComment,
  findThreadMembers,
  findThreadReplies,
  findThreadsPage,
  insertComment,
  refreshRepliesCount,
  setCommentHidden,
  type ThreadMember,
  tombstoneComment,
  updateCommentBody,
} from './comment.repository';
import {
  authorizeModeration,
  findCommentTarget,
  type Reader,
  requireCommentTarget,
  sees,
  visibilityFor,
} from './comment-targets';

/*
 * Comments on any record, and on photos and videos (docs/domain/media.md, "Comments"). Threads are one level deep:
 * a first comment opens one, every reply (to it or to another reply) joins it. Plain text. A comment removed while
 * others answered it stays as a deleted one (no text, no author) so that the thread still reads; a thread left with
 * deleted comments only goes whole. A comment a moderator hid is seen only by its author and the moderators. Each
 * write happens in one transaction under the lock of its thread's first comment, and is told (`comment.changed`)
 * before it answers.
 */

/** What the comment services are given: the media's, the climbers' limits, and what notifying needs. */
export type CommentContext = MediaContext & Pick<AppContext, 'rateLimiter'> & Parameters<typeof createNotification>[0];

/** What reading comments needs: the database and the records' kinds. */
type ReadContext = Pick<MediaContext, 'db' | 'targets'>;

/** The replies a comment's own page shows at most (its thread whole, in practice). */
export const THREAD_REPLIES_READ = 500;

/** The characters of a reply its notification quotes. */
const EXCERPT_LENGTH = 140;

const commentNotFound = () => new NotFound('Comment not found');

function refOf(row: Pick<CommentWithAuthorsRow, 'commentable_type' | 'commentable_id'>): CommentableRef {
  return { type: row.commentable_type, id: row.commentable_id };
}

function groupBy<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const threadOf = (row: Pick<CommentWithAuthorsRow, 'id' | 'thread_id'>): number => row.thread_id ?? row.id;

/**
 * Tells a change of a thread: the page of each of its comments shows the whole thread, so each moves. A page's
 * cached address is keyed by the versions its pattern names (`comment:{commentId}`), read before it renders: a
 * reply's page cannot take its thread's version, so the write moves every comment's version instead (those it
 * removed too, whose pages now answer 404). A thread is short (a page shows it whole), and this keeps the page's
 * declaration the one every other page uses.
 */
async function tellThread(context: CommentContext, threadId: number, removed: readonly number[] = []): Promise<void> {
  const members = await findThreadMembers(context.db, threadId);
  const ids = [...new Set([threadId, ...members.map((member) => member.id), ...removed])];
  await context.events.emitAndSettle('comment.changed', { threadId, ids });
}

/**
 * The team of the record's gym, for the comments written on its behalf among `rows` (none: no query), else null.
 */
export async function teamFor(
  context: Pick<MediaContext, 'targets'>,
  target: Pick<DescribedCommentTarget, 'gym_id'> | null,
  rows: readonly Pick<CommentWithAuthorsRow, 'as_gym_team'>[],
): Promise<GymTeam | null> {
  if (!target || !rows.some((row) => row.as_gym_team)) return null;
  return findGymTeam(context.targets, target.gym_id);
}

/** The comment as its author reads it once written; 404 when it is gone. */
async function readComment(context: ReadContext, id: number): Promise<Comment> {
  const row = await findComment(context.db, id);
  if (!row) throw commentNotFound();
  const target = row.as_gym_team ? await findCommentTarget(context, refOf(row), 'anyone') : null;
  return toComment(row, row.replies_count, await teamFor(context, target, [row]));
}

/** The replies of a thread the reader sees: its stored count less the hidden ones they do not. */
async function seenRepliesCounts(
  context: Pick<MediaContext, 'db'>,
  threads: readonly CommentWithAuthorsRow[],
  visibility: CommentVisibility,
): Promise<Map<number, number>> {
  const unseen = visibility.moderator
    ? new Map<number, number>()
    : await countUnseenReplies(
        context.db,
        threads.map((thread) => thread.id),
        visibility.readerId,
      );
  return new Map(threads.map((thread) => [thread.id, thread.replies_count - (unseen.get(thread.id) ?? 0)]));
}

/** `GET comments.json`: a record's threads the reader sees, the newest first, each with its first replies. */
export async function listComments(
  context: ReadContext,
  reader: Reader,
  query: CommentListQuery,
): Promise<{ items: CommentThread[]; total: number }> {
  const ref = { type: query.commentable_type, id: query.commentable_id };
  const target = await requireCommentTarget(context, ref, reader);
  const visibility = await visibilityFor(context, reader, target);
  const { rows, total } = await findThreadsPage(context.db, ref, visibility, pageOf(query));
  const threadIds = rows.map((row) => row.id);
  const [replies, counts] = await Promise.all([
    findThreadReplies(context.db, threadIds, visibility, THREAD_REPLIES_SHOWN),
    seenRepliesCounts(context, rows, visibility),
  ]);
  const repliesOf = groupBy(replies, (reply) => reply.thread_id);
  const team = await teamFor(context, target, [...rows, ...replies]);
  const items = rows.map((row) => toCommentThread(row, repliesOf.get(row.id) ?? [], counts.get(row.id) ?? 0, team));
  return { items, total };
}

/**
 * A comment and its thread as the reader sees them, with its record; null when there is none for them: unknown,
 * deleted, hidden from them (or its thread's first comment is), or on a photo or video they may not see.
 */
async function findReadableComment(
  context: ReadContext,
  reader: Reader,
  id: number,
): Promise<{
  row: CommentWithAuthorsRow;
  thread: CommentWithAuthorsRow;
  target: DescribedCommentTarget;
  visibility: CommentVisibility;
} | null> {
  const row = await findComment(context.db, id);
  if (!row || row.deleted_at) return null;
  const thread = row.thread_id === null ? row : await findComment(context.db, row.thread_id);
  const target = thread ? await findCommentTarget(context, refOf(row), reader) : null;
  if (!thread || !target) return null;
  const visibility = await visibilityFor(context, reader, target);
  return sees(visibility, row) && sees(visibility, thread) ? { row, thread, target, visibility } : null;
}

/** `GET comments/{id}.json`: the comment, its record and its whole thread (404 for what the reader may not see). */
export async function getComment(context: ReadContext, reader: Reader, id: number): Promise<CommentWithThread> {
  const found = await findReadableComment(context, reader, id);
  if (!found) throw commentNotFound();
  const { row, thread, target, visibility } = found;
  const [replies, counts] = await Promise.all([
    findThreadReplies(context.db, [thread.id], visibility, THREAD_REPLIES_READ),
    seenRepliesCounts(context, [thread], visibility),
  ]);
  const repliesCount = counts.get(thread.id) ?? 0;
  const team = await teamFor(context, target, [row, thread, ...replies]);
  return {
    ...toComment(row, repliesCount, team),
    target: toCommentTarget(refOf(row), target),
    thread: toCommentThread(thread, replies, repliesCount, team),
  };
}

/** What a comment's page head names: its record; null for a comment a visitor cannot read (the page is a 404). */
export async function findCommentHead(
  context: ReadContext,
  id: number,
): Promise<{ target: DescribedCommentTarget } | null> {
  const found = await findReadableComment(context, null, id);
  return found ? { target: found.target } : null;
}

/**
 * Locks a comment's thread (its first comment, the lock every write of the thread takes first) and answers the
 * comment as it now stands; 404 when it is gone or deleted.
 */
async function lockComment(tx: Executor, id: number): Promise<CommentWithAuthorsRow> {
  const seen = await findComment(tx, id);
  if (!seen) throw commentNotFound();
  await findComment(tx, threadOf(seen), { lock: true });
  const current = await findComment(tx, id, { lock: true });
  if (!current || current.deleted_at) throw commentNotFound();
  return current;
}

/** `POST comments.json`: a first comment on a record, or a reply (joining the thread of the comment it answers). */
export async function createComment(context: CommentContext, user: Actor, input: CommentInput): Promise<Comment> {
  const subject = String(user.id);
  await context.rateLimiter.consume([
    { rule: 'comment_per_minute', subject },
    { rule: 'comment_per_day', subject },
  ]);
  const ref: CommentableRef = { type: input.commentable_type, id: input.commentable_id };
  const target = await requireCommentTarget(context, ref, user);
  const asGymTeam = input.as_gym_team === true;
  // On behalf of the record's gym: its moderators only (403 naming the gym and `manage_gym`).
  if (asGymTeam) await authorizeModeration(context, user, target);
  const replyTo = input.reply_to_comment_id ?? null;
  const visibility = replyTo === null ? null : await visibilityFor(context, user, target);
  const values = {
    commentable_type: ref.type,
    commentable_id: ref.id,
    user_id: user.id,
    body: input.body,
    as_gym_team: asGymTeam,
  };
  const { row, answered } = await inTransaction(context.db, async (tx) => {
    if (replyTo === null || visibility === null) {
      return {
        row: await insertComment(tx, { ...values, thread_id: null, reply_to_comment_id: null }),
        answered: null,
      };
    }
    // Another record's comment, a deleted one, or one hidden from the climber: nothing they may answer.
    const notFound = () => ValidationFailed.on('reply_to_comment_id', 'not_found');
    const seen = await findComment(tx, replyTo);
    if (!seen || seen.commentable_type !== ref.type || seen.commentable_id !== ref.id) throw notFound();
    const threadId = threadOf(seen);
    const thread = await findComment(tx, threadId, { lock: true });
    const current = seen.id === threadId ? thread : await findComment(tx, seen.id, { lock: true });
    if (!thread || !current || current.deleted_at || !sees(visibility, current) || !sees(visibility, thread)) {
      throw notFound();
    }
    const row = await insertComment(tx, { ...values, thread_id: threadId, reply_to_comment_id: current.id });
    await refreshRepliesCount(tx, threadId);
    return { row, answered: current };
  });
  await tellThread(context, threadOf(row));
  const created = await findComment(context.db, row.id);
  if (!created) throw commentNotFound();
  const team = await teamFor(context, target, [created]);
  if (answered) await notifyReply(context, answered, created, toCommentTarget(ref, target), team);
  return toComment(created, created.replies_count, team);
}

/** `new_reply` to the author of the comment answered: not to oneself, nor to an account that is gone. */
async function notifyReply(
  context: CommentContext,
  answered: CommentWithAuthorsRow,
  reply: CommentWithAuthorsRow,
  target: ReturnType<typeof toCommentTarget>,
  team: GymTeam | null,
): Promise<void> {
  if (answered.user_id === null || answered.user_uuid === null || answered.user_id === reply.user_id) return;
  // A team's answer names the gym, never its writer.
  const replier = reply.as_gym_team ? { name: team?.name ?? '', slug_name: '' } : toContributor(reply);
  await createNotification(context, answered.user_id, 'new_reply', {
    comment_id: reply.id,
    thread_id: threadOf(reply),
    commentable_type: target.type,
    commentable_id: target.id,
    target_name: target.name,
    target_path: target.path,
    user_name: replier?.name ?? '',
    user_slug_name: replier?.slug_name ?? '',
    excerpt: [...reply.body].slice(0, EXCERPT_LENGTH).join(''),
  });
}

/** `PUT comments/{id}.json` (its author only): the new text. */
export async function updateComment(
  context: CommentContext,
  user: Actor,
  id: number,
  input: CommentUpdateInput,
): Promise<Comment> {
  const threadId = await inTransaction(context.db, async (tx) => {
    const current = await lockComment(tx, id);
    if (current.user_id !== user.id) throw new Forbidden({ message: 'This comment is not yours' });
    await updateCommentBody(tx, id, input.body);
    return threadOf(current);
  });
  await tellThread(context, threadId);
  return readComment(context, id);
}

/**
 * `PUT comments/{id}/moderation.json` (a moderator of its record: a site administrator, or on a gym's record the
 * gym's administrators holding `manage_gym`): hides it from everyone but its author and the moderators, or shows it.
 * Who hid it is kept (`site` or `gym`); what a site administrator hid only a site administrator shows again.
 */
export async function moderateComment(
  context: CommentContext,
  user: Actor,
  id: number,
  input: CommentModerationInput,
): Promise<Comment> {
  const seen = await findComment(context.db, id);
  const target = seen && !seen.deleted_at ? await findCommentTarget(context, refOf(seen), 'anyone') : null;
  if (!target) throw commentNotFound();
  await authorizeModeration(context, user, target);
  const threadId = await inTransaction(context.db, async (tx) => {
    const current = await lockComment(tx, id);
    const hiddenBy = nextHiddenBy(current, input.hidden, user);
    if (current.hidden !== input.hidden || current.hidden_by !== hiddenBy) await setCommentHidden(tx, id, hiddenBy);
    return threadOf(current);
  });
  await tellThread(context, threadId);
  return readComment(context, id);
}

/**
 * Which comments of a thread go when one is deleted, and whether that one stays as a deleted comment. A reply
 * stands while it is not deleted or while one of its answers stands; the first comment while it is not deleted or
 * while one reply of its thread is not. What does not stand goes: the first comment takes its thread with it.
 */
export function planRemoval(
  members: readonly ThreadMember[],
  threadId: number,
  deletedId: number,
): { remove: number[]; tombstone: boolean } {
  const deleted = (member: ThreadMember) => member.deleted || member.id === deletedId;
  const replies = members.filter((member) => member.id !== threadId);
  const answersOf = groupBy(replies, (reply) => reply.reply_to_comment_id);
  const standing = new Map<number, boolean>();
  const stands = (member: ThreadMember): boolean => {
    const known = standing.get(member.id);
    if (known !== undefined) return known;
    const result = !deleted(member) || (answersOf.get(member.id) ?? []).some(stands);
    standing.set(member.id, result);
    return result;
  };
  const first = members.find((member) => member.id === threadId);
  const threadStands = first !== undefined && (!deleted(first) || replies.some((reply) => !deleted(reply)));
  if (!threadStands) return { remove: [threadId], tombstone: false };
  const remove = replies.filter((reply) => !stands(reply)).map((reply) => reply.id);
  return { remove, tombstone: !remove.includes(deletedId) };
}

/** Removes a comment, or leaves it as a deleted one, under its thread's lock; `authorize` decides who may. */
async function removeComment(
  context: CommentContext,
  id: number,
  authorize: (current: CommentWithAuthorsRow) => void,
): Promise<void> {
  const { threadId, members } = await inTransaction(context.db, async (tx) => {
    const current = await lockComment(tx, id);
    authorize(current);
    const threadId = threadOf(current);
    const members = await findThreadMembers(tx, threadId);
    const { remove, tombstone } = planRemoval(members, threadId, id);
    await deleteComments(tx, remove);
    if (tombstone) await tombstoneComment(tx, id);
    if (!remove.includes(threadId)) await refreshRepliesCount(tx, threadId);
    return { threadId, members };
  });
  await tellThread(
    context,
    threadId,
    members.map((member) => member.id),
  );
}

/**
 * `DELETE comments/{id}.json` (its author or a site administrator): removed, or left as a deleted comment when
 * others answered it; the first comment's count of replies follows in the same transaction.
 */
export async function deleteComment(context: CommentContext, user: Actor, id: number): Promise<void> {
  await removeComment(context, id, (current) => authorizeAuthor(current, user));
}
