import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { gymAdministrators, gymChains, gymLevels, gyms, systemSettings, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';

export type GymRow = typeof gyms.$inferSelect;
export type GymValues = Omit<typeof gyms.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** What lists, searches and favourites show of a gym. */
export const gymSummaryColumns = {
  id: gyms.id,
  name: gyms.name,
  slug_name: gyms.slug_name,
  city: gyms.city,
  country_code: gyms.country_code,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  climbing_types: gyms.climbing_types,
  gym_type: gyms.gym_type,
  logo_key: gyms.logo_key,
  followers_count: gyms.followers_count,
  mounted_routes_count: gyms.mounted_routes_count,
};

export async function findGym(executor: Executor, id: number): Promise<GymRow | undefined> {
  const [row] = await executor.select().from(gyms).where(eq(gyms.id, id));
  return row;
}

/** The gym, locked until the transaction ends: the lock every change of its spaces, sectors and routes takes first. */
export async function lockGym(executor: Executor, id: number): Promise<GymRow | undefined> {
  const [row] = await executor.select().from(gyms).where(eq(gyms.id, id)).for('update');
  return row;
}

/** The climber's roles at a gym (their administrator record), or null when they are not on its staff. */
export async function findAdministratorRoles(executor: Executor, gymId: number, userId: number) {
  const [row] = await executor
    .select({ roles: gymAdministrators.roles })
    .from(gymAdministrators)
    .where(and(eq(gymAdministrators.gym_id, gymId), eq(gymAdministrators.user_id, userId)));
  return row?.roles ?? null;
}

export async function insertGym(executor: Executor, values: GymValues): Promise<GymRow> {
  const [row] = await executor.insert(gyms).values(values).returning();
  if (!row) throw new Error('insertGym: no row returned');
  return row;
}

export async function updateGym(executor: Executor, id: number, changes: Partial<GymValues>): Promise<GymRow> {
  const [row] = await executor
    .update(gyms)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gyms.id, id))
    .returning();
  if (!row) throw new Error(`updateGym: no gym ${id}`);
  return row;
}

export async function deleteGym(executor: Executor, id: number): Promise<void> {
  await executor.delete(gyms).where(eq(gyms.id, id));
}

/** Everything `GET gyms/{id}.json` shows, with its chain and its creator. */
export async function findGymDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      ...getTableColumns(gyms),
      chain_name: gymChains.name,
      chain_slug_name: gymChains.slug_name,
      ...contributorColumns,
    })
    .from(gyms)
    .leftJoin(gymChains, eq(gymChains.id, gyms.gym_chain_id))
    .leftJoin(users, eq(users.id, gyms.user_id))
    .where(eq(gyms.id, id));
  return row;
}
export type GymDetailRow = NonNullable<Awaited<ReturnType<typeof findGymDetail>>>;
export type GymSummaryRow = Pick<GymRow, keyof typeof gymSummaryColumns>;

/** Gyms by id, in the order of `ids` (the exhibition gyms, as configured). */
export async function findGymSummaries(executor: Executor, ids: readonly number[]): Promise<GymSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(gymSummaryColumns)
    .from(gyms)
    .where(inArray(gyms.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The gyms with the most followers, then the newest: the lists before anything is typed. */
export function findGymsByFollowers(
  executor: Executor,
  filter: { climbingTypes?: readonly string[]; chainId?: number },
  page: { limit: number; offset: number },
  order: 'followers' | 'name' | 'newest' = 'followers',
) {
  const orderBy =
    order === 'name'
      ? [asc(gyms.name), asc(gyms.id)]
      : order === 'newest'
        ? [desc(gyms.created_at), desc(gyms.id)]
        : [desc(gyms.followers_count), asc(gyms.id)];
  return executor
    .select(gymSummaryColumns)
    .from(gyms)
    .where(gymFilter(filter))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGyms(
  executor: Executor,
  filter: { climbingTypes?: readonly string[]; chainId?: number },
): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(gyms).where(gymFilter(filter));
  return row?.total ?? 0;
}

/** Gyms offering at least one of the types (`&&`: arrays overlap), of a chain. */
export function gymFilter(filter: { climbingTypes?: readonly string[]; chainId?: number }) {
  return and(
    filter.climbingTypes?.length
      ? sql`${gyms.climbing_types} && ${sql`array[${sql.join(
          filter.climbingTypes.map((type) => sql`${type}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    filter.chainId === undefined ? undefined : eq(gyms.gym_chain_id, filter.chainId),
  );
}

/** The levels of a gym, one row per type of route. */
export function findGymLevels(executor: Executor, gymId: number) {
  return executor
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId))
    .orderBy(asc(gymLevels.climbing_type));
}

export async function findGymLevel(executor: Executor, gymId: number, climbingType: string) {
  const [row] = await executor
    .select({ levels: gymLevels.levels })
    .from(gymLevels)
    .where(and(eq(gymLevels.gym_id, gymId), eq(gymLevels.climbing_type, climbingType as never)));
  return row?.levels;
}

export async function insertGymLevels(executor: Executor, rows: (typeof gymLevels.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await executor.insert(gymLevels).values(rows);
}

/** Keeps a gym's count of mounted routes and spaces in step (inside the change's transaction). */
export async function refreshGymCounts(executor: Executor, gymId: number): Promise<void> {
  await executor.execute(sql`
    update gyms set
      spaces_count = (select count(*) from gym_spaces where gym_id = ${gymId}),
      mounted_routes_count = (select count(*) from gym_routes where gym_id = ${gymId} and dismounted_at is null)
    where id = ${gymId}`);
}

/** The gyms of a chain, for the pages a chain's change moves. */
export async function findGymIdsOfChain(executor: Executor, chainId: number): Promise<number[]> {
  const rows = await executor.select({ id: gyms.id }).from(gyms).where(eq(gyms.gym_chain_id, chainId));
  return rows.map((row) => row.id);
}

/** A list the installation keeps in its settings (the demo gyms the seed created), or an empty one. */
export async function readSettingList(executor: Executor, key: string): Promise<unknown[]> {
  const [row] = await executor
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  const value: unknown = row ? JSON.parse(row.value) : [];
  return Array.isArray(value) ? value : [];
}

export async function writeSetting(executor: Executor, key: string, value: unknown): Promise<void> {
  await executor
    .insert(systemSettings)
    .values({ key, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: JSON.stringify(value), updated_at: sql`now()` } });
}

export async function setGymFollowersCount(executor: Executor, gymId: number, count: number): Promise<void> {
  await executor.update(gyms).set({ followers_count: count }).where(eq(gyms.id, gymId));
}
