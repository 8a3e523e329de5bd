import type { GymRouteClimbingType, HoldColor } from '@climb/contracts';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { ascents, follows, gymRoutes, gymSectors, gymSpaces } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

/*
 * The dashboard's reads (docs/domain/indoor.md, "Administration"), each on an index: the mounted routes through
 * `gym_routes_gym_mounted_idx` (a gym's mounted routes are a few hundred whatever its history), the dismounted ones
 * through `gym_routes_space_idx` on the gym's spaces, the ascents through `ascents_gym_ranking_idx`, the followers
 * through `follows_followable_idx`. Dates are the gym's days (`YYYY-MM-DD`), computed by the service.
 */

/** Two windows of days: the current one [from, to] and the one before [previousFrom, from). */
export interface DayWindows {
  previousFrom: string;
  from: string;
  to: string;
}

export interface OldRouteRow {
  id: number;
  name: string | null;
  climbing_type: GymRouteClimbingType;
  grade_text: string | null;
  level_color: HoldColor | null;
  hold_colors: HoldColor[];
  opened_at: string;
  gym_space_id: number;
  sector_id: number;
  sector_name: string;
}

/** The routes mounted longest, oldest first. */
export async function findOldestMountedRoutes(
  executor: Executor,
  gymId: number,
  limit: number,
): Promise<OldRouteRow[]> {
  return executor
    .select({
      id: gymRoutes.id,
      name: gymRoutes.name,
      climbing_type: gymRoutes.climbing_type,
      grade_text: gymRoutes.grade_text,
      level_color: gymRoutes.level_color,
      hold_colors: gymRoutes.hold_colors,
      opened_at: gymRoutes.opened_at,
      gym_space_id: gymRoutes.gym_space_id,
      sector_id: gymSectors.id,
      sector_name: gymSectors.name,
    })
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(and(eq(gymRoutes.gym_id, gymId), isNull(gymRoutes.dismounted_at)))
    .orderBy(asc(gymRoutes.opened_at), asc(gymRoutes.id))
    .limit(limit);
}

export interface SectorAgeRow {
  id: number;
  name: string;
  gym_space_id: number;
  space_name: string;
  routes_count: number;
  average_age_days: number;
}

/** The sectors whose mounted routes are the oldest on average (age counted to `today`), oldest first. */
export async function findSectorsToRenew(
  executor: Executor,
  gymId: number,
  today: string,
  limit: number,
): Promise<SectorAgeRow[]> {
  const ages = executor
    .select({
      sector_id: gymRoutes.gym_sector_id,
      routes_count: count().as('routes_count'),
      average_age_days: sql<number>`round(avg(${today}::date - ${gymRoutes.opened_at}))::int`.as('average_age_days'),
    })
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_id, gymId), isNull(gymRoutes.dismounted_at)))
    .groupBy(gymRoutes.gym_sector_id)
    .as('ages');
  return executor
    .select({
      id: gymSectors.id,
      name: gymSectors.name,
      gym_space_id: gymSectors.gym_space_id,
      space_name: gymSpaces.name,
      routes_count: ages.routes_count,
      average_age_days: ages.average_age_days,
    })
    .from(ages)
    .innerJoin(gymSectors, eq(gymSectors.id, ages.sector_id))
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymSectors.gym_space_id))
    .orderBy(desc(ages.average_age_days), asc(gymSectors.id))
    .limit(limit);
}

/** A route whose comments and videos the dashboard reads. */
export interface RecentRouteRow {
  id: number;
  name: string | null;
}

/** Routes still mounted or dismounted since `since`: the ones whose comments and videos the dashboard reads. */
export async function findRecentRoutes(executor: Executor, gymId: number, since: string): Promise<RecentRouteRow[]> {
  const [mounted, dismounted] = await Promise.all([
    executor
      .select({ id: gymRoutes.id, name: gymRoutes.name })
      .from(gymRoutes)
      .where(and(eq(gymRoutes.gym_id, gymId), isNull(gymRoutes.dismounted_at))),
    executor
      .select({ id: gymRoutes.id, name: gymRoutes.name })
      .from(gymRoutes)
      .where(and(inArray(gymRoutes.gym_space_id, spacesOf(executor, gymId)), gte(gymRoutes.dismounted_at, since))),
  ]);
  return [...mounted, ...dismounted];
}

function spacesOf(executor: Executor, gymId: number) {
  return executor.select({ id: gymSpaces.id }).from(gymSpaces).where(eq(gymSpaces.gym_id, gymId));
}

/** A figure over the two windows. */
export interface WindowCounts {
  current: number;
  previous: number;
}

/** The `when` expression's value in each window, counted by `value`. */
function windowed(when: unknown, windows: DayWindows) {
  return {
    current: sql<number>`count(*) filter (where ${when} >= ${windows.from} and ${when} <= ${windows.to})::int`,
    previous: sql<number>`count(*) filter (where ${when} >= ${windows.previousFrom} and ${when} < ${windows.from})::int`,
  };
}

/**
 * Routes opened in each window: the mounted ones opened since (the partial index's range), and the dismounted ones
 * opened and dismounted since (on the gym's spaces). Dismounted routes in each window likewise.
 */
export async function countRouteChanges(
  executor: Executor,
  gymId: number,
  windows: DayWindows,
): Promise<{ opened: WindowCounts; dismounted: WindowCounts }> {
  const [mounted, gone] = await Promise.all([
    executor
      .select(windowed(gymRoutes.opened_at, windows))
      .from(gymRoutes)
      .where(
        and(
          eq(gymRoutes.gym_id, gymId),
          isNull(gymRoutes.dismounted_at),
          gte(gymRoutes.opened_at, windows.previousFrom),
          lte(gymRoutes.opened_at, windows.to),
        ),
      ),
    executor
      .select({
        opened: windowed(gymRoutes.opened_at, windows),
        dismounted: windowed(gymRoutes.dismounted_at, windows),
      })
      .from(gymRoutes)
      .where(
        and(
          inArray(gymRoutes.gym_space_id, spacesOf(executor, gymId)),
          gte(gymRoutes.dismounted_at, windows.previousFrom),
          lte(gymRoutes.dismounted_at, windows.to),
        ),
      ),
  ]);
  const open = mounted[0] ?? { current: 0, previous: 0 };
  const closed = gone[0];
  return {
    opened: {
      current: open.current + (closed?.opened.current ?? 0),
      previous: open.previous + (closed?.opened.previous ?? 0),
    },
    dismounted: { current: closed?.dismounted.current ?? 0, previous: closed?.dismounted.previous ?? 0 },
  };
}

/** Ascents of the gym's routes (projects aside) and their distinct climbers, in each window. */
export async function countAscents(
  executor: Executor,
  gymId: number,
  windows: DayWindows,
): Promise<{ ascents: WindowCounts; climbers: WindowCounts }> {
  const inWindow = (from: string, to: string, toIncluded: boolean) =>
    and(
      eq(ascents.gym_id, gymId),
      isNotNull(ascents.gym_route_id),
      ne(ascents.ascent_status, 'project'),
      gte(ascents.released_at, from),
      toIncluded ? lte(ascents.released_at, to) : lt(ascents.released_at, to),
    );
  const figures = (from: string, to: string, toIncluded: boolean) =>
    executor
      .select({ ascents: count(), climbers: countDistinct(ascents.user_id) })
      .from(ascents)
      .where(inWindow(from, to, toIncluded));
  const [[current], [previous]] = await Promise.all([
    figures(windows.from, windows.to, true),
    figures(windows.previousFrom, windows.from, false),
  ]);
  return {
    ascents: { current: current?.ascents ?? 0, previous: previous?.ascents ?? 0 },
    climbers: { current: current?.climbers ?? 0, previous: previous?.climbers ?? 0 },
  };
}

/** The two windows as instants: [from, to) and [previousFrom, from), each bound the start of a gym's day. */
export interface InstantWindows {
  previousFrom: Date;
  from: Date;
  to: Date;
}

/** New followers of the gym in each window (follows still standing). */
export async function countNewFollowers(
  executor: Executor,
  gymId: number,
  windows: InstantWindows,
): Promise<WindowCounts> {
  const [row] = await executor
    .select({
      current: sql<number>`count(*) filter (where ${follows.created_at} >= ${windows.from.toISOString()})::int`,
      previous: sql<number>`count(*) filter (where ${follows.created_at} < ${windows.from.toISOString()})::int`,
    })
    .from(follows)
    .where(
      and(
        eq(follows.followable_type, 'gyms'),
        eq(follows.followable_id, gymId),
        eq(follows.state, 'accepted'),
        gte(follows.created_at, windows.previousFrom),
        lt(follows.created_at, windows.to),
      ),
    );
  return row ?? { current: 0, previous: 0 };
}
