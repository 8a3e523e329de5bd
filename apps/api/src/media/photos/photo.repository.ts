import type { MediaTargetType } from '@climb/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { photos, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import type { TargetRef } from '../media-targets';
import type { Page } from '../shared/page';
import { livingUploader, withUploader } from '../shared/uploader';

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoWithUploaderRow = PhotoRow & ContributorRow;
type PhotoValues = Pick<
  typeof photos.$inferInsert,
  | 'illustrable_type'
  | 'illustrable_id'
  | 'user_id'
  | 'description'
  | 'author'
  | 'licence'
  | 'cover'
  | 'image_key'
  | 'width'
  | 'height'
  | 'upload_bytes'
>;
type PhotoChanges = Partial<Pick<typeof photos.$inferInsert, 'description' | 'author' | 'licence' | 'cover'>>;

/** A photo's place in its record's gallery (cover first, then the newest). */
export interface GalleryPlaceRow {
  position: number;
  count: number;
  previous_id: number | null;
  next_id: number | null;
}

function ofTarget(target: TargetRef) {
  return and(eq(photos.illustrable_type, target.type), eq(photos.illustrable_id, target.id));
}

/** What a record's lists show: its photos but those a site administrator hid. */
function shownOf(target: TargetRef) {
  return and(ofTarget(target), eq(photos.hidden, false));
}

/** The gallery's order: the cover, then the newest (ties by id, so that every photo has one place). */
const GALLERY_ORDER = [desc(photos.cover), desc(photos.created_at), desc(photos.id)];

function selectWithUploader(executor: Executor) {
  return executor
    .select({ medium: photos, uploader: contributorColumns })
    .from(photos)
    .leftJoin(users, livingUploader(photos.user_id));
}

export async function insertPhoto(executor: Executor, values: PhotoValues): Promise<PhotoRow> {
  const [row] = await executor.insert(photos).values(values).returning();
  if (!row) throw new Error('insertPhoto: no row returned');
  return row;
}

/** The photo with its uploader; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findPhoto(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<PhotoWithUploaderRow | undefined> {
  const query = selectWithUploader(executor).where(eq(photos.id, id));
  // Only the photo's row is locked: the uploader's account is merely read.
  const [row] = lock ? await query.for('update', { of: photos }) : await query;
  return row ? withUploader(row) : undefined;
}

/** One page of a record's gallery and the number of its photos. */
export async function findTargetPhotosPage(
  executor: Executor,
  target: TargetRef,
  page: Page,
): Promise<{ rows: PhotoWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(shownOf(target))
      .orderBy(...GALLERY_ORDER)
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(photos).where(shownOf(target)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

/** One page of the photos a climber uploaded, the newest first, and their number. */
export async function findUserPhotosPage(
  executor: Executor,
  userId: number,
  page: Page,
): Promise<{ rows: PhotoWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(eq(photos.user_id, userId))
      .orderBy(desc(photos.created_at), desc(photos.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(photos).where(eq(photos.user_id, userId)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

/**
 * Where the photo stands in its record's gallery: the photos before it are those higher in the gallery's order
 * (cover, created_at, id, all descending, compared as one row), its neighbours the nearest on each side.
 */
export async function findGalleryPlace(executor: Executor, photo: PhotoRow): Promise<GalleryPlaceRow> {
  const other = alias(photos, 'other');
  // The same table under another name, for the subqueries that compare the gallery's other photos to this one.
  const others = sql`${photos} as ${sql.identifier('other')}`;
  // Hidden photos hold no place in the gallery (the one shown to its author or an administrator counts itself in).
  const sameTarget = sql`${other.illustrable_type} = ${photos.illustrable_type} and ${other.illustrable_id} = ${photos.illustrable_id} and (not ${other.hidden} or ${other.id} = ${photos.id})`;
  const before = sql`(${other.cover}, ${other.created_at}, ${other.id}) > (${photos.cover}, ${photos.created_at}, ${photos.id})`;
  const after = sql`(${other.cover}, ${other.created_at}, ${other.id}) < (${photos.cover}, ${photos.created_at}, ${photos.id})`;
  const [place] = await executor
    .select({
      position: sql<number>`(select count(*) from ${others} where ${sameTarget} and ${before})::int + 1`,
      count: sql<number>`(select count(*) from ${others} where ${sameTarget})::int`,
      previous_id: sql<number | null>`(select ${other.id} from ${others} where ${sameTarget} and ${before}
        order by ${other.cover} asc, ${other.created_at} asc, ${other.id} asc limit 1)`,
      next_id: sql<number | null>`(select ${other.id} from ${others} where ${sameTarget} and ${after}
        order by ${other.cover} desc, ${other.created_at} desc, ${other.id} desc limit 1)`,
    })
    .from(photos)
    .where(eq(photos.id, photo.id));
  return place ?? { position: 1, count: 1, previous_id: null, next_id: null };
}

/**
 * Holds the record's gallery until the transaction ends, for a write that chooses its cover: two covers chosen at
 * once wait for each other instead of both passing the one-cover index's check.
 */
export async function lockGallery(executor: Executor, target: TargetRef): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`photos:${target.type}`}), ${target.id})`);
}

/** Unsets the record's cover (but `keepId`'s): done before a new one is set, as the index allows one at a time. */
export async function unsetCover(executor: Executor, target: TargetRef, keepId?: number): Promise<number[]> {
  const rows = await executor
    .update(photos)
    .set({ cover: false, updated_at: sql`now()` })
    .where(
      and(ofTarget(target), eq(photos.cover, true), keepId === undefined ? undefined : sql`${photos.id} <> ${keepId}`),
    )
    .returning({ id: photos.id });
  return rows.map((row) => row.id);
}

export async function updatePhoto(executor: Executor, id: number, changes: PhotoChanges): Promise<PhotoRow> {
  const [row] = await executor
    .update(photos)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(photos.id, id))
    .returning();
  if (!row) throw new Error(`updatePhoto: no photo ${id}`);
  return row;
}

/** Hides the photo after a report (its author and the site administrators still see it). */
export async function hidePhoto(executor: Executor, id: number): Promise<PhotoRow> {
  const [row] = await executor
    .update(photos)
    .set({ hidden: true, updated_at: sql`now()` })
    .where(eq(photos.id, id))
    .returning();
  if (!row) throw new Error(`hidePhoto: no photo ${id}`);
  return row;
}

export async function deletePhoto(executor: Executor, id: number): Promise<void> {
  await executor.delete(photos).where(eq(photos.id, id));
}

/** The ids of a record's photos (whose pages show its gallery's order). */
export async function findPhotoIdsOf(executor: Executor, target: TargetRef): Promise<number[]> {
  const rows = await executor.select({ id: photos.id }).from(photos).where(ofTarget(target));
  return rows.map((row) => row.id);
}

/** Removes the photos of these records of a kind; answers what they were (their files are removed after). */
export async function deletePhotosOf(
  executor: Executor,
  type: MediaTargetType,
  ids: readonly number[],
): Promise<{ id: number; image_key: string }[]> {
  if (ids.length === 0) return [];
  return executor
    .delete(photos)
    .where(and(eq(photos.illustrable_type, type), inArray(photos.illustrable_id, [...ids])))
    .returning({ id: photos.id, image_key: photos.image_key });
}

/** The records of a kind that have photos. */
export async function findPhotoTargetIds(executor: Executor, type: MediaTargetType): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ id: photos.illustrable_id })
    .from(photos)
    .where(eq(photos.illustrable_type, type));
  return rows.map((row) => row.id);
}

/** The photos a climber uploaded, each with its record (whose pages show their name). */
export async function findPhotoPlacesOf(
  executor: Executor,
  userId: number,
): Promise<{ id: number; type: MediaTargetType; targetId: number }[]> {
  return executor
    .select({ id: photos.id, type: photos.illustrable_type, targetId: photos.illustrable_id })
    .from(photos)
    .where(eq(photos.user_id, userId));
}
