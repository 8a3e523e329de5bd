import type { CommentableType, HiddenBy } from '@climb/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { comments, photos, users, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import type { TargetRef } from '../media-targets';
import type { Page } from '../shared/page';
import { livingUploader, withUploader } from '../shared/uploader';

export type CommentRow = typeof comments.$inferSelect;

/** The author of the comment a reply answers, as "in reply to …" names them: null once gone, or once it is deleted. */
export interface AnsweredAuthorRow {
  reply_to_user: ContributorRow | null;
}

/** A comment as the answers read it: its author (while their account lives) and the author it answers. */
export type CommentWithAuthorsRow = CommentRow & ContributorRow & AnsweredAuthorRow;

/** A record a comment is written on, by kind and id. */
export interface CommentableRef {
  type: CommentableType;
  id: number;
}

type CommentValues = Pick<
  typeof comments.$inferInsert,
  'commentable_type' | 'commentable_id' | 'user_id' | 'body' | 'thread_id' | 'reply_to_comment_id' | 'as_gym_team'
>;

/**
 * Which comments a reader sees: all of them for a moderator of the record, else those not hidden and their own
 * hidden ones (`readerId`, null for a visitor).
 */
export type CommentVisibility = { moderator: true } | { moderator: false; readerId: number | null };

function visibleTo(visibility: CommentVisibility): SQL | undefined {
  if (visibility.moderator) return undefined;
  const notHidden = eq(comments.hidden, false);
  return visibility.readerId === null ? notHidden : or(notHidden, eq(comments.user_id, visibility.readerId));
}

function ofRecord(ref: CommentableRef) {
  return and(eq(comments.commentable_type, ref.type), eq(comments.commentable_id, ref.id));
}

const answered = alias(comments, 'answered');
const answeredAuthor = alias(users, 'answered_author');

function selectWithAuthors(executor: Executor) {
  return executor
    .select({
      medium: comments,
      uploader: contributorColumns,
      answered: {
        user_uuid: answeredAuthor.uuid,
        user_first_name: answeredAuthor.first_name,
        user_last_name: answeredAuthor.last_name,
        user_slug_name: answeredAuthor.slug_name,
      },
    })
    .from(comments)
    .leftJoin(users, livingUploader(comments.user_id))
    .leftJoin(answered, and(eq(answered.id, comments.reply_to_comment_id), isNull(answered.deleted_at)))
    .leftJoin(answeredAuthor, and(eq(answeredAuthor.id, answered.user_id), isNull(answeredAuthor.deleted_at)));
}

function withAuthors(row: {
  medium: CommentRow;
  uploader: ContributorRow | null;
  answered: ContributorRow | null;
}): CommentWithAuthorsRow {
  const answeredAuthor = row.answered?.user_uuid ? row.answered : null;
  return { ...withUploader(row), reply_to_user: answeredAuthor };
}

export async function insertComment(executor: Executor, values: CommentValues): Promise<CommentRow> {
  const [row] = await executor.insert(comments).values(values).returning();
  if (!row) throw new Error('insertComment: no row returned');
  return row;
}

/** The comment with its authors; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findComment(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<CommentWithAuthorsRow | undefined> {
  const query = selectWithAuthors(executor).where(eq(comments.id, id));
  const [row] = lock ? await query.for('update', { of: comments }) : await query;
  return row ? withAuthors(row) : undefined;
}

/** One page of a record's threads (their first comments) the reader sees, the newest first, and their number. */
export async function findThreadsPage(
  executor: Executor,
  ref: CommentableRef,
  visibility: CommentVisibility,
  page: Page,
): Promise<{ rows: CommentWithAuthorsRow[]; total: number }> {
  const where = and(ofRecord(ref), isNull(comments.thread_id), visibleTo(visibility));
  const [rows, [counted]] = await Promise.all([
    selectWithAuthors(executor)
      .where(where)
      .orderBy(desc(comments.created_at), desc(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(comments).where(where),
  ]);
  return { rows: rows.map(withAuthors), total: counted?.total ?? 0 };
}

/**
 * One page of the comments a condition names (first comments and replies alike, deleted ones left out), the newest
 * first, and their number: what a moderation list reads.
 */
export async function findCommentsPageWhere(
  executor: Executor,
  where: SQL | undefined,
  page: Page,
): Promise<{ rows: CommentWithAuthorsRow[]; total: number }> {
  const condition = and(isNull(comments.deleted_at), where);
  const [rows, [counted]] = await Promise.all([
    selectWithAuthors(executor)
      .where(condition)
      .orderBy(desc(comments.created_at), desc(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(comments).where(condition),
  ]);
  return { rows: rows.map(withAuthors), total: counted?.total ?? 0 };
}

/** The first `perThread` replies of each thread the reader sees, oldest first. */
export async function findThreadReplies(
  executor: Executor,
  threadIds: readonly number[],
  visibility: CommentVisibility,
  perThread: number,
): Promise<CommentWithAuthorsRow[]> {
  if (threadIds.length === 0) return [];
  const ranked = executor
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.thread_id} order by ${comments.created_at}, ${comments.id})`.as(
        'rank',
      ),
    })
    .from(comments)
    .where(and(inArray(comments.thread_id, [...threadIds]), visibleTo(visibility)))
    .as('ranked');
  const shown = executor.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perThread));
  const rows = await selectWithAuthors(executor)
    .where(inArray(comments.id, shown))
    .orderBy(asc(comments.created_at), asc(comments.id));
  return rows.map(withAuthors);
}

/**
 * The hidden replies of each thread the reader does not see (someone else's, for a reader who moderates nothing
 * there), by thread: what its `replies_count` leaves out for them.
 */
export async function countUnseenReplies(
  executor: Executor,
  threadIds: readonly number[],
  readerId: number | null,
): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await executor
    .select({ threadId: comments.thread_id, count: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        inArray(comments.thread_id, [...threadIds]),
        eq(comments.hidden, true),
        readerId === null ? undefined : or(isNull(comments.user_id), ne(comments.user_id, readerId)),
      ),
    )
    .groupBy(comments.thread_id);
  return new Map(rows.map((row) => [row.threadId as number, row.count]));
}

/** Every comment of a thread, as much as its structure needs: to tell which stand, and which pages show it. */
export interface ThreadMember {
  id: number;
  reply_to_comment_id: number | null;
  deleted: boolean;
}

export async function findThreadMembers(executor: Executor, threadId: number): Promise<ThreadMember[]> {
  const rows = await executor
    .select({
      id: comments.id,
      reply_to_comment_id: comments.reply_to_comment_id,
      deleted: sql<boolean>`${comments.deleted_at} is not null`,
    })
    .from(comments)
    .where(or(eq(comments.id, threadId), eq(comments.thread_id, threadId)));
  return rows;
}

/** The comment's text, changed. */
export async function updateCommentBody(executor: Executor, id: number, body: string): Promise<void> {
  await executor.update(comments).set({ body, updated_at: sql`now()` }).where(eq(comments.id, id));
}

/** Hides the comment (`hiddenBy`: who did) or shows it again (null). */
export async function setCommentHidden(executor: Executor, id: number, hiddenBy: HiddenBy | null): Promise<void> {
  await executor
    .update(comments)
    .set({ hidden: hiddenBy !== null, hidden_by: hiddenBy, updated_at: sql`now()` })
    .where(eq(comments.id, id));
}

/** Leaves the comment in its thread as a deleted one: no text, and the answers no longer name its author. */
export async function tombstoneComment(executor: Executor, id: number): Promise<void> {
  await executor
    .update(comments)
    .set({ body: '', deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(comments.id, id));
}

/** Removes comments (a first comment takes its thread's replies with it). */
export async function deleteComments(executor: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(comments).where(inArray(comments.id, [...ids]));
}

/** Sets a first comment's count of replies from its thread (deleted ones that stand included). */
export async function refreshRepliesCount(executor: Executor, threadId: number): Promise<void> {
  await executor
    .update(comments)
    .set({
      replies_count: sql`(select count(*)::int from ${comments} as replies where replies.thread_id = ${threadId})`,
    })
    .where(eq(comments.id, threadId));
}

/** A photo or a video as a comment target: its record, its uploader, and whether a moderator hid it. */
export interface CommentedMediumRow {
  target: TargetRef;
  user_id: number | null;
  hidden: boolean;
}

export async function findCommentedPhoto(executor: Executor, id: number): Promise<CommentedMediumRow | undefined> {
  const [row] = await executor
    .select({
      type: photos.illustrable_type,
      id: photos.illustrable_id,
      user_id: photos.user_id,
      hidden: photos.hidden,
    })
    .from(photos)
    .where(eq(photos.id, id));
  return row ? { target: { type: row.type, id: row.id }, user_id: row.user_id, hidden: row.hidden } : undefined;
}

export async function findCommentedVideo(executor: Executor, id: number): Promise<CommentedMediumRow | undefined> {
  const [row] = await executor
    .select({ type: videos.viewable_type, id: videos.viewable_id, user_id: videos.user_id, hidden: videos.hidden })
    .from(videos)
    .where(eq(videos.id, id));
  return row ? { target: { type: row.type, id: row.id }, user_id: row.user_id, hidden: row.hidden } : undefined;
}

/** Removes the comments of these records of a kind (deleted records); answers their threads' ids. */
export async function deleteCommentsOf(
  executor: Executor,
  type: CommentableType,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .delete(comments)
    .where(and(eq(comments.commentable_type, type), inArray(comments.commentable_id, [...ids])))
    .returning({ id: comments.id });
  return rows.map((row) => row.id);
}

/** The records of a kind that have comments. */
export async function findCommentTargetIds(executor: Executor, type: CommentableType): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ id: comments.commentable_id })
    .from(comments)
    .where(eq(comments.commentable_type, type));
  return rows.map((row) => row.id);
}

/** The ids of a climber's comments and of their threads: the pages that show the climber's name. */
export async function findCommentPagesOf(executor: Executor, userId: number): Promise<number[]> {
  const threads = executor
    .select({ id: sql<number>`coalesce(${comments.thread_id}, ${comments.id})` })
    .from(comments)
    .where(eq(comments.user_id, userId));
  const rows = await executor
    .select({ id: comments.id })
    .from(comments)
    .where(or(inArray(comments.id, threads), inArray(comments.thread_id, threads)));
  return rows.map((row) => row.id);
}
