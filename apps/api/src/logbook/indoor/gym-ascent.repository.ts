import type { AscentStatus, IndoorAscentFilters, IndoorAscentListQuery } from '@climb/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { ascents, gymRoutes, gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';
import { routeFiguresUpdate } from '../ascents/ascent-route.repository';

/*
 * A climber's indoor ascents (`kind = 'gym_route'`, docs/decisions/040): read with their route and gym as they are
 * now, listed, and the figures their ascents give the gym routes (the indoor catalogue's own writes are its domain's).
 */

const ID_CHUNK = 5_000;

/** An indoor ascent with what its answer shows of its route (null once deleted) and of its gym (null once deleted). */
const gymAscentDetailColumns = {
  id: ascents.id,
  user_id: ascents.user_id,
  kind: ascents.kind,
  gym_route_id: ascents.gym_route_id,
  gym_id: ascents.gym_id,
  climbing_session_id: ascents.climbing_session_id,
  released_at: ascents.released_at,
  ascent_status: ascents.ascent_status,
  roping_status: ascents.roping_status,
  attempt: ascents.attempt,
  note: ascents.note,
  hardness_status: ascents.hardness_status,
  comment: ascents.comment,
  private_comment: ascents.private_comment,
  route_name: ascents.route_name,
  climbing_type: ascents.climbing_type,
  grade_value: ascents.grade_value,
  grade_text: ascents.grade_text,
  level_index: ascents.level_index,
  level_color: ascents.level_color,
  quantity: ascents.quantity,
  idempotency_key: ascents.idempotency_key,
  created_at: ascents.created_at,
  updated_at: ascents.updated_at,
  route_id: gymRoutes.id,
  route_name_now: gymRoutes.name,
  route_gym_space_id: gymRoutes.gym_space_id,
  route_hold_colors: gymRoutes.hold_colors,
  route_dismounted_at: gymRoutes.dismounted_at,
  gym_name: gyms.name,
  gym_slug_name: gyms.slug_name,
};

function selectGymAscentDetails(executor: Executor) {
  return executor
    .select(gymAscentDetailColumns)
    .from(ascents)
    .leftJoin(gymRoutes, eq(gymRoutes.id, ascents.gym_route_id))
    .leftJoin(gyms, eq(gyms.id, ascents.gym_id));
}

export type GymAscentDetailRow = Awaited<ReturnType<ReturnType<typeof selectGymAscentDetails>['execute']>>[number];

export async function findGymAscentDetail(executor: Executor, id: number): Promise<GymAscentDetailRow | undefined> {
  const [row] = await selectGymAscentDetails(executor).where(and(eq(ascents.id, id), eq(ascents.kind, 'gym_route')));
  return row;
}

/** The climber's indoor ascents of one climbing session, oldest logged first. */
export async function findClimbingSessionGymAscents(
  executor: Executor,
  sessionId: number,
): Promise<GymAscentDetailRow[]> {
  return selectGymAscentDetails(executor)
    .where(and(eq(ascents.climbing_session_id, sessionId), eq(ascents.kind, 'gym_route')))
    .orderBy(asc(ascents.created_at), asc(ascents.id));
}

/** `f_unaccent(lower(…))`, as the catalogue's name search folds names. */
const folded = (value: SQL) => sql`f_unaccent(lower(${value}))`;

/**
 * Conditions of the indoor filters (list, analytics) on one climber's indoor ascents: every column they read is in
 * `ascents_user_indoor_idx`, whose predicate (`kind = 'gym_route'`) is the second condition. A list left empty is no
 * filter; without a status filter `defaultStatuses` apply (null: every status).
 */
export function indoorFilterConditions(
  userId: number,
  filters: IndoorAscentFilters,
  defaultStatuses: readonly AscentStatus[] | null,
): SQL[] {
  const statuses = filters.ascent_status?.length ? filters.ascent_status : defaultStatuses;
  const conditions: SQL[] = [eq(ascents.user_id, userId), sql`${ascents.kind} = 'gym_route'`];
  if (statuses) conditions.push(inArray(ascents.ascent_status, [...statuses]));
  if (filters.roping_status?.length) conditions.push(inArray(ascents.roping_status, filters.roping_status));
  if (filters.climbing_type?.length) conditions.push(inArray(ascents.climbing_type, filters.climbing_type));
  if (filters.gym_id !== undefined) conditions.push(eq(ascents.gym_id, filters.gym_id));
  if (filters.date_from) conditions.push(gte(ascents.released_at, filters.date_from));
  if (filters.date_to) conditions.push(lte(ascents.released_at, filters.date_to));
  return conditions;
}

function listConditions(userId: number, query: IndoorAscentListQuery): SQL[] {
  const conditions = indoorFilterConditions(userId, query, null);
  if (query.gym_route_id !== undefined) conditions.push(eq(ascents.gym_route_id, query.gym_route_id));
  if (query.query) {
    const haystack = folded(sql`coalesce(${ascents.route_name}, '') || ' ' || coalesce(${gyms.name}, '')`);
    for (const word of query.query.split(/\s+/).filter(Boolean)) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(sql`${haystack} like ${folded(sql`${pattern}`)}`);
    }
  }
  return conditions;
}

function listOrder(query: IndoorAscentListQuery): SQL[] {
  const direction = query.direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${direction(column)} nulls last`;
  switch (query.sort) {
    case 'grade':
      return [
        nullsLast(sql`${ascents.grade_value}`),
        nullsLast(sql`${ascents.level_index}`),
        direction(ascents.released_at),
        direction(ascents.id),
      ];
    case 'gym':
      return [nullsLast(folded(sql`${gyms.name}`)), direction(ascents.released_at), direction(ascents.id)];
    default:
      return [direction(ascents.released_at), direction(ascents.id)];
  }
}

/** `GET current_users/ascent_gym_routes.json`: one page of the climber's indoor ascents, and how many match. */
export async function findMyGymAscentsPage(
  executor: Executor,
  userId: number,
  query: IndoorAscentListQuery,
): Promise<{ rows: GymAscentDetailRow[]; total: number }> {
  const where = and(...listConditions(userId, query));
  const [rows, [counted]] = await Promise.all([
    selectGymAscentDetails(executor)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(ascents)
      .leftJoin(gyms, eq(gyms.id, ascents.gym_id))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Recomputes the figures the gym routes' ascents give them, ONE aggregate statement per batch, as a crag route's.
 * The caller has locked the routes (`lockGymRoutesForAscent`, before the ascent it writes): two refreshes of a route
 * run one after the other.
 *
 * - `note` / `hardness_value`: raw means of the votes, one per climber (their latest ascent carrying one),
 *   `note_count` / `hardness_count` how many climbers voted; the route's answer shows a mean only from the minimum
 *   number of votes (`consensusValue`);
 * - `ascents_count`: ascents that are not projects; `climbers_count`: distinct climbers of those.
 * Ids of deleted routes are skipped.
 */
export async function refreshGymRouteFigures(tx: Executor, gymRouteIds: readonly number[]): Promise<void> {
  const ids = [...new Set(gymRouteIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  for (const chunk of chunked(ids, ID_CHUNK)) {
    const list = sql.join(
      chunk.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(routeFiguresUpdate(gymRoutes, 'gym_route_id', list));
  }
}

export interface GymRouteAscentStatusRow {
  gym_route_id: number;
  done: boolean;
  ascents_count: number;
  last_released_at: string;
}

/**
 * My ascents of a gym's routes, one row per route I logged (routes deleted since are left out): read from
 * `ascents_gym_ranking_idx` alone.
 */
export async function findGymRouteAscentStatuses(
  executor: Executor,
  userId: number,
  gymId: number,
): Promise<GymRouteAscentStatusRow[]> {
  const rows = await executor
    .select({
      gym_route_id: ascents.gym_route_id,
      done: sql<boolean>`bool_or(${ascents.ascent_status} <> 'project')`,
      ascents_count: sql<number>`count(*)::int`,
      last_released_at: sql<string>`max(${ascents.released_at})::text`,
    })
    .from(ascents)
    .where(and(eq(ascents.gym_id, gymId), eq(ascents.user_id, userId), isNotNull(ascents.gym_route_id)))
    .groupBy(ascents.gym_route_id)
    .orderBy(ascents.gym_route_id);
  return rows as GymRouteAscentStatusRow[];
}

export interface LevelProgressRow {
  climbing_type: string;
  level_index: number;
  mounted: number;
  done: number;
}

/**
 * The gym's mounted routes per type and level, and how many of them I did (an ascent that is not a project, any
 * day): the routes through the gym's mounted index, my ascents of each through `ascents_gym_route_idx`.
 */
export async function findLevelProgress(
  executor: Executor,
  userId: number,
  gymId: number,
): Promise<LevelProgressRow[]> {
  const done = sql`exists (
    select 1 from ${ascents}
    where ${ascents.gym_route_id} = ${gymRoutes.id} and ${ascents.user_id} = ${userId}
      and ${ascents.ascent_status} <> 'project'
  )`;
  const rows = await executor
    .select({
      climbing_type: gymRoutes.climbing_type,
      level_index: gymRoutes.level_index,
      mounted: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${done}))::int`,
    })
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_id, gymId), sql`${gymRoutes.dismounted_at} is null`, isNotNull(gymRoutes.level_index)))
    .groupBy(gymRoutes.climbing_type, gymRoutes.level_index);
  return rows as LevelProgressRow[];
}
