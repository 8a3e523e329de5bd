import type { GymRouteListQuery } from '@climb/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { gymRoutes, gymSectors, gymSpaces, gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type GymRouteRow = typeof gymRoutes.$inferSelect;
export type GymRouteValues = Omit<typeof gymRoutes.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** What a sector's list and the route table show of a route. */
export const gymRouteSummaryColumns = {
  id: gymRoutes.id,
  gym_id: gymRoutes.gym_id,
  gym_space_id: gymRoutes.gym_space_id,
  gym_sector_id: gymRoutes.gym_sector_id,
  name: gymRoutes.name,
  climbing_type: gymRoutes.climbing_type,
  hold_colors: gymRoutes.hold_colors,
  tag_colors: gymRoutes.tag_colors,
  grade_value: gymRoutes.grade_value,
  grade_text: gymRoutes.grade_text,
  level_index: gymRoutes.level_index,
  level_color: gymRoutes.level_color,
  sub_level: gymRoutes.sub_level,
  anchor_number: gymRoutes.anchor_number,
  fixed_points: gymRoutes.fixed_points,
  openers: gymRoutes.openers,
  opened_at: gymRoutes.opened_at,
  dismounted_at: gymRoutes.dismounted_at,
  thumbnail_key: gymRoutes.thumbnail_key,
  sector_name: gymSectors.name,
};
export type GymRouteSummaryRow = Pick<GymRouteRow, Exclude<keyof typeof gymRouteSummaryColumns, 'sector_name'>> & {
  sector_name: string;
};

/** Where a route is: its gym, read before the gym is locked. */
export async function gymOfRoute(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ gym_id: gymRoutes.gym_id }).from(gymRoutes).where(eq(gymRoutes.id, id));
  return row?.gym_id;
}

export async function findRoute(executor: Executor, id: number): Promise<GymRouteRow | undefined> {
  const [row] = await executor.select().from(gymRoutes).where(eq(gymRoutes.id, id));
  return row;
}

export async function insertRoute(executor: Executor, values: GymRouteValues): Promise<GymRouteRow> {
  const [row] = await executor.insert(gymRoutes).values(values).returning();
  if (!row) throw new Error('insertRoute: no row returned');
  return row;
}

export async function updateRoute(
  executor: Executor,
  id: number,
  changes: Partial<GymRouteValues>,
): Promise<GymRouteRow> {
  const [row] = await executor
    .update(gymRoutes)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymRoutes.id, id))
    .returning();
  if (!row) throw new Error(`updateRoute: no route ${id}`);
  return row;
}

export async function deleteRoute(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymRoutes).where(eq(gymRoutes.id, id));
}

/** Everything `GET gym_routes/{id}.json` shows: the route, its sector, space and gym. */
export async function findRouteDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      ...getTableColumns(gymRoutes),
      sector_name: gymSectors.name,
      space_name: gymSpaces.name,
      space_slug_name: gymSpaces.slug_name,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
    })
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymRoutes.gym_space_id))
    .innerJoin(gyms, eq(gyms.id, gymRoutes.gym_id))
    .where(eq(gymRoutes.id, id));
  return row;
}
export type GymRouteDetailRow = NonNullable<Awaited<ReturnType<typeof findRouteDetail>>>;

/** The most mounted routes a sector lists at once: a wall's worth, many times over. */
export const MAX_SECTOR_ROUTES = 500;

/** A sector's mounted routes, newest first. */
export function findMountedRoutesOfSector(executor: Executor, sectorId: number) {
  return executor
    .select(gymRouteSummaryColumns)
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(and(eq(gymRoutes.gym_sector_id, sectorId), isNull(gymRoutes.dismounted_at)))
    .orderBy(desc(gymRoutes.opened_at), desc(gymRoutes.id))
    .limit(MAX_SECTOR_ROUTES);
}

type RouteFilter = Omit<GymRouteListQuery, 'page' | 'per_page' | 'order'>;

function mountedRoutesOf(gymId: number, filter: RouteFilter): SQL | undefined {
  return and(
    eq(gymRoutes.gym_id, gymId),
    isNull(gymRoutes.dismounted_at),
    filter.gym_space_id === undefined ? undefined : eq(gymRoutes.gym_space_id, filter.gym_space_id),
    filter.gym_sector_id === undefined ? undefined : eq(gymRoutes.gym_sector_id, filter.gym_sector_id),
    filter.climbing_types?.length ? sql`${gymRoutes.climbing_type} in ${filter.climbing_types}` : undefined,
    filter.colors?.length
      ? sql`(${gymRoutes.level_color} in ${filter.colors} or ${gymRoutes.hold_colors} && array[${sql.join(
          filter.colors.map((color) => sql`${color}`),
          sql`, `,
        )}]::text[])`
      : undefined,
    filter.grade_min === undefined ? undefined : gte(gymRoutes.grade_value, filter.grade_min),
    filter.grade_max === undefined ? undefined : lte(gymRoutes.grade_value, filter.grade_max),
  );
}

const ROUTE_ORDERS = {
  newest: [desc(gymRoutes.opened_at), desc(gymRoutes.id)],
  oldest: [asc(gymRoutes.opened_at), asc(gymRoutes.id)],
  hardest: [
    sql`${gymRoutes.grade_value} desc nulls last`,
    sql`${gymRoutes.level_index} desc nulls last`,
    desc(gymRoutes.id),
  ],
  easiest: [
    sql`${gymRoutes.grade_value} asc nulls last`,
    sql`${gymRoutes.level_index} asc nulls last`,
    asc(gymRoutes.id),
  ],
} as const;

/** A gym's mounted routes, filtered and sorted, one page of them. */
export function findMountedRoutesOfGym(executor: Executor, gymId: number, query: GymRouteListQuery) {
  return executor
    .select(gymRouteSummaryColumns)
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(mountedRoutesOf(gymId, query))
    .orderBy(...ROUTE_ORDERS[query.order])
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

export async function countMountedRoutesOfGym(executor: Executor, gymId: number, query: RouteFilter): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(gymRoutes).where(mountedRoutesOf(gymId, query));
  return row?.total ?? 0;
}

/** A sector moved to another space of its gym takes its routes with it. */
export async function moveRoutesOfSector(executor: Executor, sectorId: number, spaceId: number): Promise<void> {
  await executor
    .update(gymRoutes)
    .set({ gym_space_id: spaceId, updated_at: sql`now()` })
    .where(eq(gymRoutes.gym_sector_id, sectorId));
}

/**
 * Moves a route's count of likes by `delta` (0 reads it) inside the like's transaction: the media domain keeps the
 * likes, the route its count. Undefined when there is no such route.
 */
export async function moveRouteLikes(
  executor: Executor,
  id: number,
  delta: number,
): Promise<{ likes_count: number; gym_id: number } | undefined> {
  const columns = { likes_count: gymRoutes.likes_count, gym_id: gymRoutes.gym_id };
  const [row] =
    delta === 0
      ? await executor.select(columns).from(gymRoutes).where(eq(gymRoutes.id, id))
      : await executor
          .update(gymRoutes)
          .set({ likes_count: sql`greatest(${gymRoutes.likes_count} + ${delta}, 0)` })
          .where(eq(gymRoutes.id, id))
          .returning(columns);
  return row;
}
