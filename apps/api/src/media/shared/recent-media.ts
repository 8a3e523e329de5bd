import type { MediaTargetType } from '@climb/contracts';
import { and, type Column, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { comments, users, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import { livingUploader } from './uploader';

/*
 * The comments and videos lately left on a set of records (through `media.public.ts`): a gym's dashboard reads those
 * of the gym and of its routes. Only what the records' pages show: neither hidden ones nor deleted comments.
 */

/** The records to read, by kind: ids of each. */
export type RecentMediaTargets = Partial<Record<MediaTargetType, readonly number[]>>;

/** One comment or video, with its author while their account lives. */
export interface RecentMediumRow extends ContributorRow {
  id: number;
  target_type: string;
  target_id: number;
  created_at: Date;
  text: string | null;
}

/** What was left between `from` (included) and `to` (excluded), and the latest `limit` since `latestFrom`. */
export interface RecentMedia {
  count: number;
  previous_count: number;
  latest: RecentMediumRow[];
}

/** The windows read: the current one [from, to) and the one before [previousFrom, from). */
export interface RecentMediaWindows {
  previousFrom: Date;
  from: Date;
  to: Date;
  limit: number;
}

/** The rows on any of the records, or undefined when no record is named. */
function onTargets(typeColumn: Column, idColumn: Column, targets: RecentMediaTargets): SQL | undefined {
  // The ids go as one array parameter: a gym's routes are a thousand or more.
  const parts = Object.entries(targets).flatMap(([type, ids]) =>
    ids && ids.length > 0
      ? [and(eq(typeColumn, type), sql`${idColumn} = any(${`{${ids.join(',')}}`}::int[])`) as SQL]
      : [],
  );
  return parts.length > 0 ? or(...parts) : undefined;
}

/** The comments left on the records: counts of both windows and the latest of the current one. */
export async function recentComments(
  executor: Executor,
  targets: RecentMediaTargets,
  windows: RecentMediaWindows,
): Promise<RecentMedia> {
  const where = onTargets(comments.commentable_type, comments.commentable_id, targets);
  if (!where) return { count: 0, previous_count: 0, latest: [] };
  const shown = and(where, eq(comments.hidden, false), isNull(comments.deleted_at));
  const [current, previous, latest] = await Promise.all([
    countOf(
      executor,
      comments,
      and(shown, gte(comments.created_at, windows.from), lt(comments.created_at, windows.to)),
    ),
    countOf(
      executor,
      comments,
      and(shown, gte(comments.created_at, windows.previousFrom), lt(comments.created_at, windows.from)),
    ),
    executor
      .select({
        id: comments.id,
        target_type: comments.commentable_type,
        target_id: comments.commentable_id,
        created_at: comments.created_at,
        text: comments.body,
        ...contributorColumns,
      })
      .from(comments)
      .leftJoin(users, livingUploader(comments.user_id))
      .where(and(shown, gte(comments.created_at, windows.from), lt(comments.created_at, windows.to)))
      .orderBy(desc(comments.created_at), desc(comments.id))
      .limit(windows.limit),
  ]);
  return { count: current, previous_count: previous, latest };
}

/** The videos left on the records: counts of both windows and the latest of the current one. */
export async function recentVideos(
  executor: Executor,
  targets: RecentMediaTargets,
  windows: RecentMediaWindows,
): Promise<RecentMedia> {
  const where = onTargets(videos.viewable_type, videos.viewable_id, targets);
  if (!where) return { count: 0, previous_count: 0, latest: [] };
  const shown = and(where, eq(videos.hidden, false));
  const [current, previous, latest] = await Promise.all([
    countOf(executor, videos, and(shown, gte(videos.created_at, windows.from), lt(videos.created_at, windows.to))),
    countOf(
      executor,
      videos,
      and(shown, gte(videos.created_at, windows.previousFrom), lt(videos.created_at, windows.from)),
    ),
    executor
      .select({
        id: videos.id,
        target_type: videos.viewable_type,
        target_id: videos.viewable_id,
        created_at: videos.created_at,
        text: videos.description,
        ...contributorColumns,
      })
      .from(videos)
      .leftJoin(users, livingUploader(videos.user_id))
      .where(and(shown, gte(videos.created_at, windows.from), lt(videos.created_at, windows.to)))
      .orderBy(desc(videos.created_at), desc(videos.id))
      .limit(windows.limit),
  ]);
  return { count: current, previous_count: previous, latest };
}

async function countOf(executor: Executor, table: typeof comments | typeof videos, where: SQL | undefined) {
  const [row] = await executor.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
