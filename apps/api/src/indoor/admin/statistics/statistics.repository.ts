import {
  type GymRouteClimbingType,
  HARDNESS_HARD_ABOVE,
  HARDNESS_SOFT_BELOW,
  type HoldColor,
  ROUTE_AGE_BUCKET_FROM_DAYS,
  ROUTE_AGE_BUCKETS,
  ROUTE_STATISTICS_TOP_LIKED,
  type RouteAgeBucket,
} from '@climb/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { gymRoutes, gymSectors, gymSpaces } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

/*
 * The routes' statistics' reads (docs/domain/indoor.md, "Administration"): every figure is counted by the database,
 * grouped so that a handful of small rows come back whatever the gym's size. The routes of the period through
 * `gym_routes_gym_opened_idx (gym_id, opened_at)`, the mounted ones through `gym_routes_gym_mounted_idx`. Dates are
 * the gym's days (`YYYY-MM-DD`), computed by the service.
 */

/** What the routes are narrowed to: a gym, and optionally a type and a space. */
export interface RouteScope {
  gymId: number;
  climbingType: GymRouteClimbingType | null;
  spaceId: number | null;
}

/** The period of opening dates, both included, and the gym's today. */
export interface StatisticsDays {
  from: string;
  to: string;
  today: string;
}

function scoped(scope: RouteScope, ...more: (SQL | undefined)[]) {
  return and(
    eq(gymRoutes.gym_id, scope.gymId),
    scope.climbingType === null ? undefined : eq(gymRoutes.climbing_type, scope.climbingType),
    scope.spaceId === null ? undefined : eq(gymRoutes.gym_space_id, scope.spaceId),
    ...more,
  );
}

const int = (expression: SQL) => sql<number>`(${expression})::int`;

/** A group of routes sharing a type, a level and a grade. */
export interface LevelGradeKey {
  climbing_type: GymRouteClimbingType;
  level_index: number | null;
  /** The routes' colour (the most frequent name's last in order: one colour per level in practice). */
  level_color: HoldColor | null;
  grade_value: number | null;
}

export interface PeriodGroupRow extends LevelGradeKey {
  opened: number;
  likes: number;
  /** Sum of the notes given (each route's mean × its count), the notes given, the routes with notes. */
  note_sum: number;
  note_votes: number;
  noted_routes: number;
  soft: number;
  right: number;
  hard: number;
  unrated: number;
}

/** The routes opened in the period, per sector and month. */
export interface SectorMonthRow {
  sector_id: number;
  /** `YYYY-MM`. */
  month: string;
  opened: number;
}

/** A route's opinion as the database reads it, by its hardness mean and votes: 0 soft, 1 right, 2 hard, 3 unrated. */
const OPINION_NAMES = ['soft', 'right', 'hard', 'unrated'] as const;

/**
 * The routes opened in the period, grouped by type, level and grade: how many, their likes, notes and opinions. A
 * route's opinion needs `minVotes` votes (at least 2), then reads its hardness mean against the thresholds; it is a
 * key of the grouping (a few more rows) rather than four filtered counts (less work per route).
 */
export async function countPeriodRoutes(
  executor: Executor,
  scope: RouteScope,
  days: StatisticsDays,
  minVotes: number,
): Promise<PeriodGroupRow[]> {
  const hardness = sql`${gymRoutes.hardness_value}::float8`;
  const opinion = sql<number>`(case when ${gymRoutes.hardness_value} is null or ${gymRoutes.hardness_count} < ${Math.max(2, minVotes)} then 3 when ${hardness} < ${HARDNESS_SOFT_BELOW}::float8 then 0 when ${hardness} > ${HARDNESS_HARD_ABOVE}::float8 then 2 else 1 end)`;
  const rows = await executor
    .select({
      climbing_type: gymRoutes.climbing_type,
      level_index: gymRoutes.level_index,
      grade_value: gymRoutes.grade_value,
      opinion: sql<number>`${opinion}`.as('opinion'),
      level_color: sql<HoldColor | null>`max(${gymRoutes.level_color})`,
      opened: int(sql`count(*)`),
      likes: int(sql`coalesce(sum(${gymRoutes.likes_count}), 0)`),
      note_sum: sql<number>`coalesce(sum(${gymRoutes.note}::float8 * ${gymRoutes.note_count}) filter (where ${gymRoutes.note_count} > 0), 0)::float8`,
      note_votes: int(sql`coalesce(sum(${gymRoutes.note_count}) filter (where ${gymRoutes.note} is not null), 0)`),
      noted_routes: int(sql`count(*) filter (where ${gymRoutes.note} is not null and ${gymRoutes.note_count} > 0)`),
    })
    .from(gymRoutes)
    .where(scoped(scope, gte(gymRoutes.opened_at, days.from), lte(gymRoutes.opened_at, days.to)))
    .groupBy(sql`1, 2, 3, 4`);
  const groups = new Map<string, PeriodGroupRow>();
  for (const { opinion: kind, ...row } of rows) {
    const key = `${row.climbing_type}:${row.level_index}:${row.grade_value}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        ...row,
        opened: 0,
        likes: 0,
        note_sum: 0,
        note_votes: 0,
        noted_routes: 0,
        soft: 0,
        right: 0,
        hard: 0,
        unrated: 0,
      };
      groups.set(key, group);
    }
    group.level_color = group.level_color ?? row.level_color;
    group.opened += row.opened;
    group.likes += row.likes;
    group.note_sum += row.note_sum;
    group.note_votes += row.note_votes;
    group.noted_routes += row.noted_routes;
    group[OPINION_NAMES[kind] ?? 'unrated'] += row.opened;
  }
  return [...groups.values()];
}

/** The routes opened in the period, per sector and month. */
export interface SectorMonthRow {
  sector_id: number;
  /** `YYYY-MM`. */
  month: string;
  opened: number;
}

/** The routes opened in the period, counted per sector and month. */
export function countSectorMonths(
  executor: Executor,
  scope: RouteScope,
  days: StatisticsDays,
): Promise<SectorMonthRow[]> {
  return executor
    .select({
      sector_id: gymRoutes.gym_sector_id,
      month: sql<string>`to_char(date_trunc('month', ${gymRoutes.opened_at}::timestamp), 'YYYY-MM')`,
      opened: int(sql`count(*)`),
    })
    .from(gymRoutes)
    .where(scoped(scope, gte(gymRoutes.opened_at, days.from), lte(gymRoutes.opened_at, days.to)))
    .groupBy(gymRoutes.gym_sector_id, sql`date_trunc('month', ${gymRoutes.opened_at}::timestamp)`);
}

export interface MountedGroupRow extends LevelGradeKey {
  mounted: number;
  likes: number;
}

/** The routes mounted now, grouped by type, level and grade. */
export function countMountedRoutes(executor: Executor, scope: RouteScope): Promise<MountedGroupRow[]> {
  return executor
    .select({
      climbing_type: gymRoutes.climbing_type,
      level_index: gymRoutes.level_index,
      level_color: sql<HoldColor | null>`max(${gymRoutes.level_color})`,
      grade_value: gymRoutes.grade_value,
      mounted: int(sql`count(*)`),
      likes: int(sql`coalesce(sum(${gymRoutes.likes_count}), 0)`),
    })
    .from(gymRoutes)
    .where(scoped(scope, isNull(gymRoutes.dismounted_at)))
    .groupBy(gymRoutes.climbing_type, gymRoutes.level_index, gymRoutes.grade_value);
}

export type AgeRow = Record<RouteAgeBucket, number> & { mean_days: number | null };

/** The mounted routes' ages on `today`, counted per bucket (a route opened later counts as new), and their mean. */
export async function countMountedAges(executor: Executor, scope: RouteScope, today: string): Promise<AgeRow> {
  const age = sql`greatest(${today}::date - ${gymRoutes.opened_at}, 0)`;
  const buckets = Object.fromEntries(
    ROUTE_AGE_BUCKETS.map((bucket, index) => {
      const next = ROUTE_AGE_BUCKETS[index + 1];
      const upper = next === undefined ? sql`` : sql` and ${age} < ${ROUTE_AGE_BUCKET_FROM_DAYS[next]}`;
      return [bucket, int(sql`count(*) filter (where ${age} >= ${ROUTE_AGE_BUCKET_FROM_DAYS[bucket]}${upper})`)];
    }),
  ) as Record<RouteAgeBucket, SQL<number>>;
  const [row] = await executor
    .select({ ...buckets, mean_days: sql<number | null>`round(avg(${age}))::int` })
    .from(gymRoutes)
    .where(scoped(scope, isNull(gymRoutes.dismounted_at)));
  return row ?? { ...(Object.fromEntries(ROUTE_AGE_BUCKETS.map((bucket) => [bucket, 0])) as AgeRow), mean_days: null };
}

export interface SectorLastOpeningRow {
  sector_id: number;
  last_opened_at: string;
}

/** How far back the sectors' last openings are looked for in the range first (a sector set more rarely: by sector). */
const RECENT_OPENINGS_DAYS = 120;

/**
 * Each sector's last opening up to today, whatever the period (the routes of the type, if one is chosen): first in
 * the last 120 days (a short range of `gym_routes_gym_opened_idx`), then, for the sectors of `sectorIds` not opened
 * since, their own routes (`gym_routes_sector_idx`). Never every route of the gym.
 */
export async function findSectorLastOpenings(
  executor: Executor,
  scope: RouteScope,
  today: string,
  sectorIds: readonly number[],
): Promise<SectorLastOpeningRow[]> {
  const lastOpening = sql<string>`max(${gymRoutes.opened_at})::text`;
  const recent = await executor
    .select({ sector_id: gymRoutes.gym_sector_id, last_opened_at: lastOpening })
    .from(gymRoutes)
    .where(
      scoped(
        scope,
        gte(gymRoutes.opened_at, sql`${today}::date - ${RECENT_OPENINGS_DAYS}::int`),
        lte(gymRoutes.opened_at, today),
      ),
    )
    .groupBy(gymRoutes.gym_sector_id);
  const found = new Set(recent.map((row) => row.sector_id));
  const older = sectorIds.filter((id) => !found.has(id));
  if (older.length === 0) return recent;
  const rest = await executor
    .select({ sector_id: gymRoutes.gym_sector_id, last_opened_at: lastOpening })
    .from(gymRoutes)
    .where(scoped(scope, inArray(gymRoutes.gym_sector_id, older), lte(gymRoutes.opened_at, today)))
    .groupBy(gymRoutes.gym_sector_id);
  return [...recent, ...rest];
}

export interface SectorRow {
  id: number;
  name: string;
  climbing_type: GymRouteClimbingType | null;
  gym_space_id: number;
  space_name: string;
}

/** The gym's sectors (of one space, if chosen), in the gym's order: spaces, then sectors. */
export function findSectors(executor: Executor, gymId: number, spaceId: number | null): Promise<SectorRow[]> {
  return executor
    .select({
      id: gymSectors.id,
      name: gymSectors.name,
      climbing_type: gymSectors.climbing_type,
      gym_space_id: gymSectors.gym_space_id,
      space_name: gymSpaces.name,
    })
    .from(gymSectors)
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymSectors.gym_space_id))
    .where(and(eq(gymSpaces.gym_id, gymId), spaceId === null ? undefined : eq(gymSpaces.id, spaceId)))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id), asc(gymSectors.position), asc(gymSectors.id));
}

/** The gym's spaces, in order. */
export function findSpaces(executor: Executor, gymId: number) {
  return executor
    .select({ id: gymSpaces.id, name: gymSpaces.name })
    .from(gymSpaces)
    .where(eq(gymSpaces.gym_id, gymId))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id));
}

/** A space's gym, or undefined when there is no such space. */
export async function findSpaceGym(executor: Executor, spaceId: number): Promise<number | undefined> {
  const [row] = await executor.select({ gym_id: gymSpaces.gym_id }).from(gymSpaces).where(eq(gymSpaces.id, spaceId));
  return row?.gym_id;
}

export interface LikedRouteRow {
  id: number;
  name: string | null;
  climbing_type: GymRouteClimbingType;
  grade_text: string | null;
  level_color: HoldColor | null;
  opened_at: string;
  likes_count: number;
  sector_id: number;
  sector_name: string;
}

/** The most liked mounted routes (at least one like), most liked first. */
export function findMostLikedRoutes(executor: Executor, scope: RouteScope): Promise<LikedRouteRow[]> {
  return executor
    .select({
      id: gymRoutes.id,
      name: gymRoutes.name,
      climbing_type: gymRoutes.climbing_type,
      grade_text: gymRoutes.grade_text,
      level_color: gymRoutes.level_color,
      opened_at: gymRoutes.opened_at,
      likes_count: gymRoutes.likes_count,
      sector_id: gymSectors.id,
      sector_name: gymSectors.name,
    })
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(scoped(scope, isNull(gymRoutes.dismounted_at), sql`${gymRoutes.likes_count} > 0`))
    .orderBy(desc(gymRoutes.likes_count), desc(gymRoutes.opened_at), asc(gymRoutes.id))
    .limit(ROUTE_STATISTICS_TOP_LIKED);
}
