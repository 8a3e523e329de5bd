import type { ReportableType, ReportReason, ReportState } from '@climb/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { comments, links, photos, reports, users, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import type { Page } from '../shared/page';
import { livingUploader, withUploader } from '../shared/uploader';

export type ReportRow = typeof reports.$inferSelect;
/** A report with its reporter (while their account lives). */
export type ReportWithReporterRow = ReportRow & ContributorRow;

/** A reported record, by kind and id. */
export interface ReportableRef {
  type: ReportableType;
  id: number;
}

function ofRecord(ref: ReportableRef) {
  return and(eq(reports.reportable_type, ref.type), eq(reports.reportable_id, ref.id));
}

function selectWithReporter(executor: Executor) {
  return executor
    .select({ medium: reports, uploader: contributorColumns })
    .from(reports)
    .leftJoin(users, livingUploader(reports.user_id));
}

/** The climber's first report of the record, or undefined when they had reported it already. */
export async function insertReport(
  executor: Executor,
  values: { user_id: number; ref: ReportableRef; reason: ReportReason; description: string | null },
): Promise<ReportRow | undefined> {
  const [row] = await executor
    .insert(reports)
    .values({
      user_id: values.user_id,
      reportable_type: values.ref.type,
      reportable_id: values.ref.id,
      reason: values.reason,
      description: values.description,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The climber's report of the record, its reason and text changed while it is open. */
export async function updateOpenReport(
  executor: Executor,
  userId: number,
  ref: ReportableRef,
  changes: { reason: ReportReason; description: string | null },
): Promise<ReportRow | undefined> {
  const mine = and(eq(reports.user_id, userId), ofRecord(ref));
  const [updated] = await executor
    .update(reports)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(mine, eq(reports.state, 'open')))
    .returning();
  if (updated) return updated;
  const [existing] = await executor.select().from(reports).where(mine);
  return existing;
}

export async function findReport(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<ReportWithReporterRow | undefined> {
  const query = selectWithReporter(executor).where(eq(reports.id, id));
  const [row] = lock ? await query.for('update', { of: reports }) : await query;
  return row ? withUploader(row) : undefined;
}

/** One page of the reports in a state, the oldest first, and their number. */
export async function findReportsPage(
  executor: Executor,
  state: ReportState,
  page: Page,
): Promise<{ rows: ReportWithReporterRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithReporter(executor)
      .where(eq(reports.state, state))
      .orderBy(asc(reports.created_at), asc(reports.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(reports).where(eq(reports.state, state)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

/** How many reports of each of these records are in each state (`type:id:state` → count). */
export async function countReportsOf(executor: Executor, refs: readonly ReportableRef[]): Promise<Map<string, number>> {
  const counted = new Map<string, number>();
  const byType = new Map<ReportableType, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  for (const [type, ids] of byType) {
    const rows = await executor
      .select({ id: reports.reportable_id, state: reports.state, count: count() })
      .from(reports)
      .where(and(eq(reports.reportable_type, type), inArray(reports.reportable_id, ids)))
      .groupBy(reports.reportable_id, reports.state);
    for (const row of rows) counted.set(`${type}:${row.id}:${row.state}`, row.count);
  }
  return counted;
}

/** Closes every open report of the record with the same outcome; answers their reporters (those still known). */
export async function closeOpenReports(
  executor: Executor,
  ref: ReportableRef,
  state: Exclude<ReportState, 'open'>,
  handledBy: number,
): Promise<number[]> {
  const rows = await executor
    .update(reports)
    .set({ state, handled_at: sql`now()`, handled_by_user_id: handledBy, updated_at: sql`now()` })
    .where(and(ofRecord(ref), eq(reports.state, 'open')))
    .returning({ user_id: reports.user_id });
  return [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
}

/** Removes a climber's reports (their account's deletion). */
export async function deleteReportsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(reports).where(eq(reports.user_id, userId));
}

/** What the administrators' list shows of a reported record: who wrote it, whether it is hidden, and its words. */
export interface ReportedRow {
  id: number;
  user_id: number | null;
  hidden: boolean;
  /** A comment's body, a photo's or video's description, a link's name. */
  words: string | null;
  /** A link's address. */
  url: string | null;
  /** A photo's stored image. */
  image_key: string | null;
  /** The record it is on (a comment's, a photo's…). */
  target_type: string;
  target_id: number;
  /** A comment deleted but standing in its thread. */
  deleted: boolean;
}

type ReportedColumns = Record<keyof ReportedRow, unknown>;

function reportedColumns(type: ReportableType): ReportedColumns {
  switch (type) {
    case 'comments':
      return {
        id: comments.id,
        user_id: comments.user_id,
        hidden: comments.hidden,
        words: comments.body,
        url: sql<null>`null`,
        image_key: sql<null>`null`,
        target_type: comments.commentable_type,
        target_id: comments.commentable_id,
        deleted: sql<boolean>`${comments.deleted_at} is not null`,
      };
    case 'photos':
      return {
        id: photos.id,
        user_id: photos.user_id,
        hidden: photos.hidden,
        words: photos.description,
        url: sql<null>`null`,
        image_key: photos.image_key,
        target_type: photos.illustrable_type,
        target_id: photos.illustrable_id,
        deleted: sql<boolean>`false`,
      };
    case 'videos':
      return {
        id: videos.id,
        user_id: videos.user_id,
        hidden: videos.hidden,
        words: videos.description,
        url: sql<null>`null`,
        image_key: sql<null>`null`,
        target_type: videos.viewable_type,
        target_id: videos.viewable_id,
        deleted: sql<boolean>`false`,
      };
    case 'links':
      return {
        id: links.id,
        user_id: links.user_id,
        hidden: links.hidden,
        words: links.name,
        url: links.url,
        image_key: sql<null>`null`,
        target_type: links.linkable_type,
        target_id: links.linkable_id,
        deleted: sql<boolean>`false`,
      };
  }
}

const TABLES = { comments, photos, videos, links } as const;

/** The reported records of a kind that exist, with their author (while their account lives). */
export async function findReportedRows(
  executor: Executor,
  type: ReportableType,
  ids: readonly number[],
): Promise<(ReportedRow & ContributorRow)[]> {
  if (ids.length === 0) return [];
  const table = TABLES[type];
  const rows = await executor
    .select({ medium: reportedColumns(type) as never, uploader: contributorColumns })
    .from(table)
    .leftJoin(users, livingUploader(table.user_id))
    .where(inArray(table.id, [...ids]));
  return rows.map((row) => withUploader(row as { medium: ReportedRow; uploader: ContributorRow | null }));
}

/** A comment's row as a moderator's action needs it. */
export async function findReportedComment(executor: Executor, id: number, { lock = false } = {}) {
  const query = executor.select().from(comments).where(eq(comments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Hides a comment from everyone but its author and its moderators. */
export async function hideReportedComment(executor: Executor, id: number): Promise<void> {
  await executor.update(comments).set({ hidden: true, updated_at: sql`now()` }).where(eq(comments.id, id));
}

/** A climber's comments still standing with their words, the replies first (so that a thread's first goes last). */
export function findCommentsOfClimber(
  executor: Executor,
  userId: number,
): Promise<{ id: number; thread_id: number | null }[]> {
  return executor
    .select({ id: comments.id, thread_id: comments.thread_id })
    .from(comments)
    .where(and(eq(comments.user_id, userId), isNull(comments.deleted_at)))
    .orderBy(sql`${comments.thread_id} is null`, desc(comments.id));
}
