import { and, arrayContains, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { gymOpeners, gymRoutes, users } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';
import { contributorColumns } from '../../../lib/contributor';

export type GymOpenerRow = typeof gymOpeners.$inferSelect;
export type GymOpenerValues = Omit<typeof gymOpeners.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** The routes that name an opener, read through `gym_routes.opener_ids` (its GIN index answers `@>`). */
const routesCount = sql<number>`(select count(*)::int from gym_routes r
  where r.gym_id = ${gymOpeners.gym_id} and r.opener_ids @> array[${gymOpeners.id}])`;
const mountedRoutesCount = sql<number>`(select count(*)::int from gym_routes r
  where r.gym_id = ${gymOpeners.gym_id} and r.opener_ids @> array[${gymOpeners.id}] and r.dismounted_at is null)`;

const detailColumns = {
  id: gymOpeners.id,
  gym_id: gymOpeners.gym_id,
  name: gymOpeners.name,
  first_name: gymOpeners.first_name,
  last_name: gymOpeners.last_name,
  user_id: gymOpeners.user_id,
  archived_at: gymOpeners.archived_at,
  created_at: gymOpeners.created_at,
  updated_at: gymOpeners.updated_at,
  routes_count: routesCount,
  mounted_routes_count: mountedRoutesCount,
  ...contributorColumns,
};

/** Where an opener is: their gym, read before the gym is locked. */
export async function gymOfOpener(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ gym_id: gymOpeners.gym_id }).from(gymOpeners).where(eq(gymOpeners.id, id));
  return row?.gym_id;
}

export async function findOpener(executor: Executor, id: number): Promise<GymOpenerRow | undefined> {
  const [row] = await executor.select().from(gymOpeners).where(eq(gymOpeners.id, id));
  return row;
}

/** An opener with their account and their counts of routes. */
export async function findOpenerDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select(detailColumns)
    .from(gymOpeners)
    .leftJoin(users, eq(users.id, gymOpeners.user_id))
    .where(eq(gymOpeners.id, id));
  return row;
}
export type GymOpenerDetailRow = NonNullable<Awaited<ReturnType<typeof findOpenerDetail>>>;

const archivedIs = (archived: boolean) =>
  archived ? isNotNull(gymOpeners.archived_at) : isNull(gymOpeners.archived_at);

/** A gym's openers (or its archived ones) by name, one page. */
export function findOpenersOfGym(
  executor: Executor,
  gymId: number,
  filter: { archived: boolean; limit: number; offset: number },
) {
  return executor
    .select(detailColumns)
    .from(gymOpeners)
    .leftJoin(users, eq(users.id, gymOpeners.user_id))
    .where(and(eq(gymOpeners.gym_id, gymId), archivedIs(filter.archived)))
    .orderBy(asc(sql`lower(${gymOpeners.name})`), asc(gymOpeners.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countOpenersOfGym(executor: Executor, gymId: number, archived: boolean): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(gymOpeners)
    .where(and(eq(gymOpeners.gym_id, gymId), archivedIs(archived)));
  return row?.total ?? 0;
}

/** The openers of `ids`, whatever their gym (the caller checks). */
export function findOpenersByIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as GymOpenerRow[]);
  return executor
    .select()
    .from(gymOpeners)
    .where(inArray(gymOpeners.id, [...ids]));
}

/** Whether another opener of the gym has this climber's account. */
export async function openerOfUserExists(
  executor: Executor,
  gymId: number,
  userId: number,
  except: number | null,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: gymOpeners.id })
    .from(gymOpeners)
    .where(
      and(
        eq(gymOpeners.gym_id, gymId),
        eq(gymOpeners.user_id, userId),
        except === null ? undefined : ne(gymOpeners.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a climber account exists (and is not deleted). */
export async function userExists(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row !== undefined;
}

export async function insertOpener(executor: Executor, values: GymOpenerValues): Promise<GymOpenerRow> {
  const [row] = await executor.insert(gymOpeners).values(values).returning();
  if (!row) throw new Error('insertOpener: no row returned');
  return row;
}

export async function updateOpener(executor: Executor, id: number, changes: Partial<GymOpenerValues>): Promise<void> {
  await executor
    .update(gymOpeners)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymOpeners.id, id));
}

export async function deleteOpener(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymOpeners).where(eq(gymOpeners.id, id));
}

/** Whether any route names the opener. */
export async function openerHasRoutes(executor: Executor, gymId: number, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: gymRoutes.id })
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_id, gymId), arrayContains(gymRoutes.opener_ids, [id])))
    .limit(1);
  return row !== undefined;
}

/** Writes again the names kept on the routes that name the opener (`gym_routes.openers`), in their order. */
export async function refreshOpenerNamesOfRoutes(executor: Executor, gymId: number, id: number): Promise<void> {
  await executor.execute(sql`
    update gym_routes r set openers = coalesce((
      select array_agg(o.name order by array_position(r.opener_ids, o.id))
      from gym_openers o where o.id = any(r.opener_ids)
    ), '{}'::text[]), updated_at = now()
    where r.gym_id = ${gymId} and r.opener_ids @> array[${id}::int]`);
}

/** Names an opener on the gym's routes that show their name alone (the demo routes, set before openers existed). */
export async function linkOpenerToRoutesNamed(executor: Executor, gymId: number, id: number, name: string) {
  await executor
    .update(gymRoutes)
    .set({ opener_ids: [id] })
    .where(and(eq(gymRoutes.gym_id, gymId), sql`${gymRoutes.openers} = array[${name}]::text[]`));
}
