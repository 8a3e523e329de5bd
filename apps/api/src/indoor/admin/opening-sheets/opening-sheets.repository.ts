import type { OpeningSheetRow } from '@climb/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { gymLevels, gymOpeningSheets, gymRoutes, gymSectors, gymSpaces } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

export type GymOpeningSheetRecord = typeof gymOpeningSheets.$inferSelect;
export type GymOpeningSheetValues = Omit<typeof gymOpeningSheets.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Where a sheet is: its gym, read before the gym is locked. */
export async function gymOfOpeningSheet(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ gym_id: gymOpeningSheets.gym_id })
    .from(gymOpeningSheets)
    .where(eq(gymOpeningSheets.id, id));
  return row?.gym_id;
}

export async function findOpeningSheet(executor: Executor, id: number): Promise<GymOpeningSheetRecord | undefined> {
  const [row] = await executor.select().from(gymOpeningSheets).where(eq(gymOpeningSheets.id, id));
  return row;
}

/** The sheet, locked until the transaction ends (two edits of its cells never lose one another). */
export async function lockOpeningSheet(executor: Executor, id: number): Promise<GymOpeningSheetRecord | undefined> {
  const [row] = await executor.select().from(gymOpeningSheets).where(eq(gymOpeningSheets.id, id)).for('update');
  return row;
}

const archivedIs = (archived: boolean) =>
  archived ? isNotNull(gymOpeningSheets.archived_at) : isNull(gymOpeningSheets.archived_at);

/** A gym's sheets (or its archived ones), newest first, one page. */
export function findOpeningSheetsOfGym(
  executor: Executor,
  gymId: number,
  filter: { archived: boolean; limit: number; offset: number },
) {
  return executor
    .select()
    .from(gymOpeningSheets)
    .where(and(eq(gymOpeningSheets.gym_id, gymId), archivedIs(filter.archived)))
    .orderBy(desc(gymOpeningSheets.created_at), desc(gymOpeningSheets.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countOpeningSheetsOfGym(executor: Executor, gymId: number, archived: boolean): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(gymOpeningSheets)
    .where(and(eq(gymOpeningSheets.gym_id, gymId), archivedIs(archived)));
  return row?.total ?? 0;
}

export async function insertOpeningSheet(executor: Executor, values: GymOpeningSheetValues): Promise<number> {
  const [row] = await executor.insert(gymOpeningSheets).values(values).returning({ id: gymOpeningSheets.id });
  if (!row) throw new Error('insertOpeningSheet: no row returned');
  return row.id;
}

export async function updateOpeningSheet(
  executor: Executor,
  id: number,
  changes: Partial<GymOpeningSheetValues>,
): Promise<void> {
  await executor
    .update(gymOpeningSheets)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymOpeningSheets.id, id));
}

export async function deleteOpeningSheet(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymOpeningSheets).where(eq(gymOpeningSheets.id, id));
}

/** The sectors of `ids` with their gym, space and types (the sector's, else its space's). */
export function findSectorsOfSheet(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: gymSectors.id,
      gym_id: gymSectors.gym_id,
      name: gymSectors.name,
      gym_space_id: gymSectors.gym_space_id,
      space_name: gymSpaces.name,
      climbing_type: sql<
        OpeningSheetRow['cells'][number]['climbing_type']
      >`coalesce(${gymSectors.climbing_type}, ${gymSpaces.climbing_type})`,
    })
    .from(gymSectors)
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymSectors.gym_space_id))
    .where(inArray(gymSectors.id, [...ids]));
}
export type SheetSectorRow = Awaited<ReturnType<typeof findSectorsOfSheet>>[number];

/** The routes of `ids`, whatever their gym or sector (the caller checks). */
export function findRoutesOfSheet(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: gymRoutes.id,
      gym_id: gymRoutes.gym_id,
      gym_sector_id: gymRoutes.gym_sector_id,
      name: gymRoutes.name,
      climbing_type: gymRoutes.climbing_type,
      grade_value: gymRoutes.grade_value,
      level_color: gymRoutes.level_color,
      hold_colors: gymRoutes.hold_colors,
      opened_at: gymRoutes.opened_at,
      dismounted_at: gymRoutes.dismounted_at,
    })
    .from(gymRoutes)
    .where(inArray(gymRoutes.id, [...ids]));
}
export type SheetRouteRow = Awaited<ReturnType<typeof findRoutesOfSheet>>[number];

/** The gym's scale per type of route. */
export function findLevelsOfGym(executor: Executor, gymId: number) {
  return executor
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId));
}
