import { GYM_ROUTE_TABLE_MAX_ROWS, type GymRouteTableState } from '@climb/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { gymOpeners, gymRoutes, gymSectors, gymSpaces } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';
import type { GymRouteRow, GymRouteValues } from '../../routes/gym-route.repository';

/** What a row of the route table shows: the route, its sector's and space's names. */
const tableColumns = {
  id: gymRoutes.id,
  gym_space_id: gymRoutes.gym_space_id,
  space_name: gymSpaces.name,
  gym_sector_id: gymRoutes.gym_sector_id,
  sector_name: gymSectors.name,
  name: gymRoutes.name,
  climbing_type: gymRoutes.climbing_type,
  level_index: gymRoutes.level_index,
  level_color: gymRoutes.level_color,
  sub_level: gymRoutes.sub_level,
  grade_value: gymRoutes.grade_value,
  grade_text: gymRoutes.grade_text,
  hold_colors: gymRoutes.hold_colors,
  opener_ids: gymRoutes.opener_ids,
  openers: gymRoutes.openers,
  opened_at: gymRoutes.opened_at,
  dismounted_at: gymRoutes.dismounted_at,
  fixed_points: gymRoutes.fixed_points,
  anchor_number: gymRoutes.anchor_number,
  ascents_count: gymRoutes.ascents_count,
  likes_count: gymRoutes.likes_count,
};

function selectTableRows(executor: Executor) {
  return executor
    .select(tableColumns)
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymRoutes.gym_space_id));
}
export type RouteTableRow = Awaited<ReturnType<typeof selectTableRows>>[number];

export interface RouteTableFilter {
  state: GymRouteTableState;
  /** The dismounted routes shown: those dismounted on or after this day. */
  dismountedSince: string;
}

function tableFilter(gymId: number, filter: RouteTableFilter): SQL | undefined {
  const mounted = isNull(gymRoutes.dismounted_at);
  const dismounted = and(isNotNull(gymRoutes.dismounted_at), gte(gymRoutes.dismounted_at, filter.dismountedSince));
  const state =
    filter.state === 'mounted' ? mounted : filter.state === 'dismounted' ? dismounted : or(mounted, dismounted);
  return and(eq(gymRoutes.gym_id, gymId), state);
}

/** The rows of a gym's table, newest opening first, at most GYM_ROUTE_TABLE_MAX_ROWS. */
export function findRouteTableRows(executor: Executor, gymId: number, filter: RouteTableFilter) {
  return selectTableRows(executor)
    .where(tableFilter(gymId, filter))
    .orderBy(desc(gymRoutes.opened_at), desc(gymRoutes.id))
    .limit(GYM_ROUTE_TABLE_MAX_ROWS);
}

export async function countRouteTableRows(executor: Executor, gymId: number, filter: RouteTableFilter) {
  const [row] = await executor.select({ total: count() }).from(gymRoutes).where(tableFilter(gymId, filter));
  return row?.total ?? 0;
}

/** The rows of these routes, in the order of their ids. */
export function findRouteTableRowsByIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectTableRows(executor)
    .where(inArray(gymRoutes.id, [...ids]))
    .orderBy(asc(gymRoutes.id));
}

/** The routes of a gym among `ids` (whole rows, for their versions). */
export function findRoutesOfGym(executor: Executor, gymId: number, ids: readonly number[]): Promise<GymRouteRow[]> {
  return executor
    .select()
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_id, gymId), inArray(gymRoutes.id, [...ids])))
    .orderBy(asc(gymRoutes.id));
}

/** The same change written on each of these routes. */
export function updateRoutes(
  executor: Executor,
  ids: readonly number[],
  changes: Partial<GymRouteValues>,
): Promise<GymRouteRow[]> {
  return executor
    .update(gymRoutes)
    .set({ ...changes, updated_at: sql`now()` })
    .where(inArray(gymRoutes.id, [...ids]))
    .returning();
}

/** Routes set at once. */
export function insertRoutes(executor: Executor, values: GymRouteValues[]): Promise<GymRouteRow[]> {
  return executor.insert(gymRoutes).values(values).returning();
}

/** A gym's sectors with their space's name and type, for the CSV import's matching. */
export function findSectorsOfGym(executor: Executor, gymId: number) {
  return executor
    .select({
      id: gymSectors.id,
      name: gymSectors.name,
      gym_space_id: gymSectors.gym_space_id,
      space_name: gymSpaces.name,
      climbing_type: sql<string | null>`coalesce(${gymSectors.climbing_type}, ${gymSpaces.climbing_type})`,
    })
    .from(gymSectors)
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymSectors.gym_space_id))
    .where(eq(gymSectors.gym_id, gymId));
}

/** A gym's openers still setting there, for the CSV import's matching by name. */
export function findActiveOpenersOfGym(executor: Executor, gymId: number) {
  return executor
    .select({ id: gymOpeners.id, name: gymOpeners.name })
    .from(gymOpeners)
    .where(and(eq(gymOpeners.gym_id, gymId), isNull(gymOpeners.archived_at)));
}
