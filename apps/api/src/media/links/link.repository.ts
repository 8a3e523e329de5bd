import type { MediaTargetType } from '@climb/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { links, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import type { TargetRef } from '../media-targets';
import type { Page } from '../shared/page';
import { livingUploader, withUploader } from '../shared/uploader';

export type LinkRow = typeof links.$inferSelect;
export type LinkWithUploaderRow = LinkRow & ContributorRow;
type LinkValues = Pick<
  typeof links.$inferInsert,
  'linkable_type' | 'linkable_id' | 'user_id' | 'name' | 'url' | 'description'
>;
type LinkChanges = Partial<Pick<typeof links.$inferInsert, 'name' | 'url' | 'description'>>;

function ofTarget(target: TargetRef) {
  return and(eq(links.linkable_type, target.type), eq(links.linkable_id, target.id));
}

/** What a record's lists show: its links but those a site administrator hid. */
function shownOf(target: TargetRef) {
  return and(ofTarget(target), eq(links.hidden, false));
}

function selectWithUploader(executor: Executor) {
  return executor
    .select({ medium: links, uploader: contributorColumns })
    .from(links)
    .leftJoin(users, livingUploader(links.user_id));
}

export async function insertLink(executor: Executor, values: LinkValues): Promise<LinkRow> {
  const [row] = await executor.insert(links).values(values).returning();
  if (!row) throw new Error('insertLink: no row returned');
  return row;
}

/** The link with its uploader; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findLink(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<LinkWithUploaderRow | undefined> {
  const query = selectWithUploader(executor).where(eq(links.id, id));
  const [row] = lock ? await query.for('update', { of: links }) : await query;
  return row ? withUploader(row) : undefined;
}

/** One page of a record's links, the newest first, and their number. */
export async function findTargetLinksPage(
  executor: Executor,
  target: TargetRef,
  page: Page,
): Promise<{ rows: LinkWithUploaderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectWithUploader(executor)
      .where(shownOf(target))
      .orderBy(desc(links.created_at), desc(links.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: sql<number>`count(*)::int` }).from(links).where(shownOf(target)),
  ]);
  return { rows: rows.map(withUploader), total: counted?.total ?? 0 };
}

export async function updateLink(executor: Executor, id: number, changes: LinkChanges): Promise<LinkRow> {
  const [row] = await executor
    .update(links)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(links.id, id))
    .returning();
  if (!row) throw new Error(`updateLink: no link ${id}`);
  return row;
}

/** Hides the link after a report (its author and the site administrators still see it). */
export async function hideLink(executor: Executor, id: number): Promise<LinkRow> {
  const [row] = await executor
    .update(links)
    .set({ hidden: true, updated_at: sql`now()` })
    .where(eq(links.id, id))
    .returning();
  if (!row) throw new Error(`hideLink: no link ${id}`);
  return row;
}

export async function deleteLink(executor: Executor, id: number): Promise<void> {
  await executor.delete(links).where(eq(links.id, id));
}

/** Removes the links of these records of a kind; answers their ids. */
export async function deleteLinksOf(executor: Executor, type: MediaTargetType, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return executor
    .delete(links)
    .where(and(eq(links.linkable_type, type), inArray(links.linkable_id, [...ids])))
    .returning({ id: links.id });
}

/** The records of a kind that have links. */
export async function findLinkTargetIds(executor: Executor, type: MediaTargetType): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ id: links.linkable_id })
    .from(links)
    .where(eq(links.linkable_type, type));
  return rows.map((row) => row.id);
}

/** The links a climber added, each with its record (whose pages show their name). */
export async function findLinkPlacesOf(
  executor: Executor,
  userId: number,
): Promise<{ id: number; type: MediaTargetType; targetId: number }[]> {
  return executor
    .select({ id: links.id, type: links.linkable_type, targetId: links.linkable_id })
    .from(links)
    .where(eq(links.user_id, userId));
}
