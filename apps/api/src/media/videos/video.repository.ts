import type { HiddenBy, MediaTargetType } from '@climb/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { users, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import type { TargetRef } from '../media-targets';
import type { Page } from '../shared/page';
import { livingUploader, withUploader } from '../shared/uploader';

export type VideoRow = typeof videos.$inferSelect;
export type VideoWithUploaderRow = VideoRow & ContributorRow;
type VideoValues = Pick<
  typeof videos.$inferInsert,
  'viewable_type' | 'viewable_id' | 'user_id' | 'provider' | 'provider_id' | 'description'
>;
type VideoChanges = Partial<Pick<typeof videos.$inferInsert, 'provider' | 'provider_id' | 'description'>>;

function ofTarget(target: TargetRef) {
  return and(eq(videos.viewable_type, target.type), eq(videos.viewable_id, target.id));
}

/** What a record's lists show: its videos but those a site administrator hid. */
function shownOf(target: TargetRef) {
  return and(ofTarget(target), eq(videos.hidden, false));
}

function selectWithUploader(executor: Executor) {
  return executor
    .select({ medium: videos, uploader: contributorColumns })
    .from(videos)
    .leftJoin(users, livingUploader(videos.user_id));
}

export async function insertVideo(executor: Executor, values: VideoValues): Promise<VideoRow> {
  const [row] = await executor.insert(videos).values(values).returning();
  if (!row) throw new Error('insertVideo: no row returned');
  return row;
}

/** The video with its uploader; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findVideo(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<VideoWithUploaderRow | undefined> {
  const query = selectWithUploader(executor).where(eq(videos.id, id));
  const [row] = lock ? await query.for('update', { of: videos }) : await query;
  return row ? withUploader(row) : undefined;
}

/** One page of a record's videos, the newest first, and their number. */
export async function findTargetVideosPage(
  executor: Executor,
  target: TargetRef,
  page: Page,
): Promise<{ rows: VideoWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(shownOf(target))
      .orderBy(desc(videos.created_at), desc(videos.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(videos).where(shownOf(target)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

/** One page of the videos a condition names, the newest first, and their number: what a moderation list reads. */
export async function findVideosPageWhere(
  executor: Executor,
  where: SQL | undefined,
  page: Page,
): Promise<{ rows: VideoWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(where)
      .orderBy(desc(videos.created_at), desc(videos.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(videos).where(where),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

/** One page of the videos a climber added, the newest first, and their number. */
export async function findUserVideosPage(
  executor: Executor,
  userId: number,
  page: Page,
): Promise<{ rows: VideoWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(eq(videos.user_id, userId))
      .orderBy(desc(videos.created_at), desc(videos.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(videos).where(eq(videos.user_id, userId)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

export async function updateVideo(executor: Executor, id: number, changes: VideoChanges): Promise<VideoRow> {
  const [row] = await executor
    .update(videos)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(videos.id, id))
    .returning();
  if (!row) throw new Error(`updateVideo: no video ${id}`);
  return row;
}

/** Hides the video after a report (its author and the moderators still see it): a site administrator's doing. */
export function hideVideo(executor: Executor, id: number): Promise<VideoRow> {
  return setVideoHidden(executor, id, 'site');
}

/** Hides the video (`hiddenBy`: who did) or shows it again (null). */
export async function setVideoHidden(executor: Executor, id: number, hiddenBy: HiddenBy | null): Promise<VideoRow> {
  const [row] = await executor
    .update(videos)
    .set({ hidden: hiddenBy !== null, hidden_by: hiddenBy, updated_at: sql`now()` })
    .where(eq(videos.id, id))
    .returning();
  if (!row) throw new Error(`setVideoHidden: no video ${id}`);
  return row;
}

export async function deleteVideo(executor: Executor, id: number): Promise<void> {
  await executor.delete(videos).where(eq(videos.id, id));
}

/** Removes the videos of these records of a kind; answers their ids. */
export async function deleteVideosOf(executor: Executor, type: MediaTargetType, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return executor
    .delete(videos)
    .where(and(eq(videos.viewable_type, type), inArray(videos.viewable_id, [...ids])))
    .returning({ id: videos.id });
}

/** The records of a kind that have videos. */
export async function findVideoTargetIds(executor: Executor, type: MediaTargetType): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ id: videos.viewable_id })
    .from(videos)
    .where(eq(videos.viewable_type, type));
  return rows.map((row) => row.id);
}

/** The videos a climber added, each with its record (whose pages show their name). */
export async function findVideoPlacesOf(
  executor: Executor,
  userId: number,
): Promise<{ id: number; type: MediaTargetType; targetId: number }[]> {
  return executor
    .select({ id: videos.id, type: videos.viewable_type, targetId: videos.viewable_id })
    .from(videos)
    .where(eq(videos.user_id, userId));
}
