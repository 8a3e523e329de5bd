import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { gymSectors, gymSpaceGroups, gymSpaces } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

export type GymSpaceGroupRow = typeof gymSpaceGroups.$inferSelect;

/** A group and its count of spaces. */
export type GymSpaceGroupDetailRow = GymSpaceGroupRow & { spaces_count: number };

const spacesCount = sql<number>`(select count(*)::int from gym_spaces s where s.gym_space_group_id = ${gymSpaceGroups.id})`;

/** Where a group is: its gym, read before the gym is locked. */
export async function gymOfSpaceGroup(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ gym_id: gymSpaceGroups.gym_id })
    .from(gymSpaceGroups)
    .where(eq(gymSpaceGroups.id, id));
  return row?.gym_id;
}

export async function findSpaceGroup(executor: Executor, id: number): Promise<GymSpaceGroupDetailRow | undefined> {
  const [row] = await executor
    .select({
      id: gymSpaceGroups.id,
      gym_id: gymSpaceGroups.gym_id,
      name: gymSpaceGroups.name,
      position: gymSpaceGroups.position,
      created_at: gymSpaceGroups.created_at,
      updated_at: gymSpaceGroups.updated_at,
      spaces_count: spacesCount,
    })
    .from(gymSpaceGroups)
    .where(eq(gymSpaceGroups.id, id));
  return row;
}

export async function insertSpaceGroup(
  executor: Executor,
  values: { gym_id: number; name: string; position: number },
): Promise<GymSpaceGroupRow> {
  const [row] = await executor.insert(gymSpaceGroups).values(values).returning();
  if (!row) throw new Error('insertSpaceGroup: no row returned');
  return row;
}

export async function updateSpaceGroup(executor: Executor, id: number, changes: { name?: string }): Promise<void> {
  await executor
    .update(gymSpaceGroups)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymSpaceGroups.id, id));
}

export async function deleteSpaceGroup(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymSpaceGroups).where(eq(gymSpaceGroups.id, id));
}

/** A gym's groups, in the gym's order. */
export function findSpaceGroupsOfGym(executor: Executor, gymId: number) {
  return executor
    .select({ id: gymSpaceGroups.id, name: gymSpaceGroups.name, position: gymSpaceGroups.position })
    .from(gymSpaceGroups)
    .where(eq(gymSpaceGroups.gym_id, gymId))
    .orderBy(asc(gymSpaceGroups.position), asc(gymSpaceGroups.id));
}

/** A gym's spaces, each group's (and the top level's) in order. */
export function findTreeSpacesOfGym(executor: Executor, gymId: number) {
  return executor
    .select({
      id: gymSpaces.id,
      name: gymSpaces.name,
      slug_name: gymSpaces.slug_name,
      climbing_type: gymSpaces.climbing_type,
      position: gymSpaces.position,
      gym_space_group_id: gymSpaces.gym_space_group_id,
      sectors_count: gymSpaces.sectors_count,
      mounted_routes_count: gymSpaces.mounted_routes_count,
    })
    .from(gymSpaces)
    .where(eq(gymSpaces.gym_id, gymId))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id));
}
export type GymTreeSpaceRow = Awaited<ReturnType<typeof findTreeSpacesOfGym>>[number];

/** A gym's sectors, each space's in order. */
export function findTreeSectorsOfGym(executor: Executor, gymId: number) {
  return executor
    .select({
      id: gymSectors.id,
      gym_space_id: gymSectors.gym_space_id,
      name: gymSectors.name,
      position: gymSectors.position,
      mounted_routes_count: gymSectors.mounted_routes_count,
    })
    .from(gymSectors)
    .where(eq(gymSectors.gym_id, gymId))
    .orderBy(asc(gymSectors.position), asc(gymSectors.id));
}
export type GymTreeSectorRow = Awaited<ReturnType<typeof findTreeSectorsOfGym>>[number];

/** The ids of a gym's groups, in order. */
export async function findSpaceGroupIds(executor: Executor, gymId: number): Promise<number[]> {
  const rows = await findSpaceGroupsOfGym(executor, gymId);
  return rows.map((row) => row.id);
}

/** The ids of the spaces of a group (null: the gym's top level), in order. */
export async function findSpaceIdsIn(executor: Executor, gymId: number, groupId: number | null): Promise<number[]> {
  const inGroup: SQL =
    groupId === null ? isNull(gymSpaces.gym_space_group_id) : eq(gymSpaces.gym_space_group_id, groupId);
  const rows = await executor
    .select({ id: gymSpaces.id })
    .from(gymSpaces)
    .where(and(eq(gymSpaces.gym_id, gymId), inGroup))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id));
  return rows.map((row) => row.id);
}

/** The ids of a space's sectors, in order. */
export async function findSectorIdsIn(executor: Executor, spaceId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: gymSectors.id })
    .from(gymSectors)
    .where(eq(gymSectors.gym_space_id, spaceId))
    .orderBy(asc(gymSectors.position), asc(gymSectors.id));
  return rows.map((row) => row.id);
}

/** What a list of siblings is stored in: the table whose `position` orders them. */
export type SiblingTable = 'gym_space_groups' | 'gym_spaces' | 'gym_sectors';

/** Numbers siblings 0, 1, 2… in the order given (one statement, whatever their count). */
export async function renumber(executor: Executor, table: SiblingTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const pairs = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await executor.execute(sql`
    update ${sql.identifier(table)} t set position = v.position
    from (values ${pairs}) as v(id, position)
    where t.id = v.id and t.position <> v.position`);
}

/** Puts a space in a group (null: the top level). */
export async function setGroupOfSpace(executor: Executor, spaceId: number, groupId: number | null): Promise<void> {
  await executor
    .update(gymSpaces)
    .set({ gym_space_group_id: groupId, updated_at: sql`now()` })
    .where(eq(gymSpaces.id, spaceId));
}

/** Moves spaces to the gym's top level (their group going). */
export async function ungroupSpaces(executor: Executor, spaceIds: readonly number[]): Promise<void> {
  if (spaceIds.length === 0) return;
  await executor
    .update(gymSpaces)
    .set({ gym_space_group_id: null, updated_at: sql`now()` })
    .where(inArray(gymSpaces.id, [...spaceIds]));
}
