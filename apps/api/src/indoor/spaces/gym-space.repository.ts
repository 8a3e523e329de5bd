import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { gymSectors, gymSpaceGroups, gymSpaces, gyms, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';

export type GymSpaceRow = typeof gymSpaces.$inferSelect;
export type GymSpaceValues = Omit<typeof gymSpaces.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type GymSectorRow = typeof gymSectors.$inferSelect;
export type GymSectorValues = Omit<typeof gymSectors.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const gymSpaceSummaryColumns = {
  id: gymSpaces.id,
  gym_id: gymSpaces.gym_id,
  name: gymSpaces.name,
  slug_name: gymSpaces.slug_name,
  climbing_type: gymSpaces.climbing_type,
  position: gymSpaces.position,
  plan_key: gymSpaces.plan_key,
  plan_width: gymSpaces.plan_width,
  plan_height: gymSpaces.plan_height,
  sectors_count: gymSpaces.sectors_count,
  mounted_routes_count: gymSpaces.mounted_routes_count,
};
export type GymSpaceSummaryRow = Pick<GymSpaceRow, keyof typeof gymSpaceSummaryColumns>;

/** Where a space is: its gym, read before the gym is locked. */
export async function gymOfSpace(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ gym_id: gymSpaces.gym_id }).from(gymSpaces).where(eq(gymSpaces.id, id));
  return row?.gym_id;
}

export async function findSpace(executor: Executor, id: number): Promise<GymSpaceRow | undefined> {
  const [row] = await executor.select().from(gymSpaces).where(eq(gymSpaces.id, id));
  return row;
}

export async function insertSpace(executor: Executor, values: GymSpaceValues): Promise<GymSpaceRow> {
  const [row] = await executor.insert(gymSpaces).values(values).returning();
  if (!row) throw new Error('insertSpace: no row returned');
  return row;
}

export async function updateSpace(
  executor: Executor,
  id: number,
  changes: Partial<GymSpaceValues>,
): Promise<GymSpaceRow> {
  const [row] = await executor
    .update(gymSpaces)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymSpaces.id, id))
    .returning();
  if (!row) throw new Error(`updateSpace: no space ${id}`);
  return row;
}

export async function deleteSpace(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymSpaces).where(eq(gymSpaces.id, id));
}

/** A gym's spaces in the gym's order. */
export function findSpacesOfGym(executor: Executor, gymId: number) {
  return (
    executor
      .select(gymSpaceSummaryColumns)
      .from(gymSpaces)
      .leftJoin(gymSpaceGroups, eq(gymSpaceGroups.id, gymSpaces.gym_space_group_id))
      .where(eq(gymSpaces.gym_id, gymId))
      // The order of the gym's tree: the groups' spaces group after group, then those in no group.
      .orderBy(
        sql`${gymSpaceGroups.position} asc nulls last`,
        asc(gymSpaceGroups.id),
        asc(gymSpaces.position),
        asc(gymSpaces.id),
      )
  );
}

/** Everything `GET gym_spaces/{id}.json` shows but its sectors. */
export async function findSpaceDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      ...getTableColumns(gymSpaces),
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
      ...contributorColumns,
    })
    .from(gymSpaces)
    .innerJoin(gyms, eq(gyms.id, gymSpaces.gym_id))
    .leftJoin(users, eq(users.id, gymSpaces.user_id))
    .where(eq(gymSpaces.id, id));
  return row;
}
export type GymSpaceDetailRow = NonNullable<Awaited<ReturnType<typeof findSpaceDetail>>>;

/** A space's sectors, in the space's order. */
export function findSectorsOfSpace(executor: Executor, spaceId: number) {
  return executor
    .select()
    .from(gymSectors)
    .where(eq(gymSectors.gym_space_id, spaceId))
    .orderBy(asc(gymSectors.position), asc(gymSectors.id));
}

/** Where a sector is: its gym, read before the gym is locked. */
export async function gymOfSector(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ gym_id: gymSectors.gym_id }).from(gymSectors).where(eq(gymSectors.id, id));
  return row?.gym_id;
}

export async function findSector(executor: Executor, id: number): Promise<GymSectorRow | undefined> {
  const [row] = await executor.select().from(gymSectors).where(eq(gymSectors.id, id));
  return row;
}

export async function insertSector(executor: Executor, values: GymSectorValues): Promise<GymSectorRow> {
  const [row] = await executor.insert(gymSectors).values(values).returning();
  if (!row) throw new Error('insertSector: no row returned');
  return row;
}

export async function updateSector(
  executor: Executor,
  id: number,
  changes: Partial<GymSectorValues>,
): Promise<GymSectorRow> {
  const [row] = await executor
    .update(gymSectors)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymSectors.id, id))
    .returning();
  if (!row) throw new Error(`updateSector: no sector ${id}`);
  return row;
}

export async function deleteSector(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymSectors).where(eq(gymSectors.id, id));
}

/** Keeps a space's counts of sectors and mounted routes, and its sectors' counts of routes, in step. */
export async function refreshSpaceCounts(executor: Executor, spaceId: number): Promise<void> {
  await executor.execute(sql`
    update gym_sectors s set mounted_routes_count =
      (select count(*) from gym_routes r where r.gym_sector_id = s.id and r.dismounted_at is null)
    where s.gym_space_id = ${spaceId}`);
  await executor.execute(sql`
    update gym_spaces set
      sectors_count = (select count(*) from gym_sectors where gym_space_id = ${spaceId}),
      mounted_routes_count = (select count(*) from gym_routes where gym_space_id = ${spaceId} and dismounted_at is null)
    where id = ${spaceId}`);
}
