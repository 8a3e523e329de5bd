import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { areaCrags, areas, crags, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';
import { selectCragSummaries } from '../crags/crag-summary';

export type AreaRow = typeof areas.$inferSelect;
export type AreaWithCreatorRow = AreaRow & ContributorRow;
type AreaChanges = Partial<Pick<typeof areas.$inferInsert, 'name' | 'slug_name' | 'description'>>;

interface Window {
  limit: number;
  offset: number;
}

/** Name order as people read it: accents and case do not move a name (`Éléphant` sorts with `E`). */
const byName = sql`f_unaccent(lower(${areas.name}))`;

/** One page of areas by name, and how many there are in all. */
export async function findAreasPage(executor: Executor, window: Window): Promise<{ rows: AreaRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    executor.select().from(areas).orderBy(byName, asc(areas.id)).limit(window.limit).offset(window.offset),
    executor.select({ total: count() }).from(areas),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const noCreator: ContributorRow = {
  user_uuid: null,
  user_first_name: null,
  user_last_name: null,
  user_slug_name: null,
};

/** The area with its creator's columns; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findArea(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<AreaWithCreatorRow | undefined> {
  const query = executor
    .select({ area: areas, creator: contributorColumns })
    .from(areas)
    .leftJoin(users, eq(users.id, areas.user_id))
    .where(eq(areas.id, id));
  // Only the area's row is locked: the creator's account is merely read.
  const [row] = lock ? await query.for('update', { of: areas }) : await query;
  if (!row) return undefined;
  return { ...row.area, ...(row.creator ?? noCreator) };
}

/** The figures' inputs of the crags of each area asked for, with the area they belong to. */
export function findCragPointsOfAreas(executor: Executor, areaIds: readonly number[]) {
  if (areaIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      area_id: areaCrags.area_id,
      latitude: crags.latitude,
      longitude: crags.longitude,
      routes_count: crags.routes_count,
      grade_min_value: crags.grade_min_value,
      grade_max_value: crags.grade_max_value,
    })
    .from(areaCrags)
    .innerJoin(crags, eq(crags.id, areaCrags.crag_id))
    .where(inArray(areaCrags.area_id, [...areaIds]));
}

export async function insertArea(
  executor: Executor,
  values: Pick<typeof areas.$inferInsert, 'name' | 'slug_name' | 'description' | 'user_id'>,
): Promise<AreaRow> {
  const [row] = await executor.insert(areas).values(values).returning();
  if (!row) throw new Error('insertArea: no row returned');
  return row;
}

export async function updateArea(executor: Executor, id: number, changes: AreaChanges): Promise<AreaRow> {
  const [row] = await executor
    .update(areas)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(areas.id, id))
    .returning();
  if (!row) throw new Error(`updateArea: no area ${id}`);
  return row;
}

/** Deletes the area; its links to crags go with it (cascade), the crags stay. */
export async function deleteArea(executor: Executor, id: number): Promise<void> {
  await executor.delete(areas).where(eq(areas.id, id));
}

/** The ids of the area's crags, ascending. */
export async function findCragIdsOfArea(executor: Executor, areaId: number): Promise<number[]> {
  const rows = await executor
    .select({ crag_id: areaCrags.crag_id })
    .from(areaCrags)
    .where(eq(areaCrags.area_id, areaId))
    .orderBy(asc(areaCrags.crag_id));
  return rows.map((row) => row.crag_id);
}

/** One page of the area's crags by name (as crag lists show them), and how many it has. */
export async function findCragsOfAreaPage(executor: Executor, areaId: number, window: Window) {
  const [rows, totals] = await Promise.all([
    selectCragSummaries(executor)
      .innerJoin(areaCrags, eq(areaCrags.crag_id, crags.id))
      .where(eq(areaCrags.area_id, areaId))
      .orderBy(sql`f_unaccent(lower(${crags.name}))`, asc(crags.id))
      .limit(window.limit)
      .offset(window.offset),
    executor.select({ total: count() }).from(areaCrags).where(eq(areaCrags.area_id, areaId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Links the crag to the area; false when it already was. */
export async function insertAreaCrag(
  executor: Executor,
  values: { area_id: number; crag_id: number; user_id: number },
): Promise<boolean> {
  const inserted = await executor
    .insert(areaCrags)
    .values(values)
    .onConflictDoNothing()
    .returning({ crag_id: areaCrags.crag_id });
  return inserted.length > 0;
}

/** Unlinks the crag from the area; false when it was not in it. */
export async function deleteAreaCrag(executor: Executor, areaId: number, cragId: number): Promise<boolean> {
  const deleted = await executor
    .delete(areaCrags)
    .where(and(eq(areaCrags.area_id, areaId), eq(areaCrags.crag_id, cragId)))
    .returning({ crag_id: areaCrags.crag_id });
  return deleted.length > 0;
}

/** Marks the area changed (its crags were), without touching its own fields. */
export async function touchArea(executor: Executor, id: number): Promise<AreaRow> {
  return updateArea(executor, id, {});
}
