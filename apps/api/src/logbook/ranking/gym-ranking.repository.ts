import type { AscentStatus, Gender, RopingStatus } from '@climb/contracts';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { ascents, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/*
 * The logbook's aggregates behind a gym's ranking (docs/domain/indoor.md, "Ranking"). What a route is worth and what
 * an ascent weighs are the indoor domain's rules: they come in as data (points per route, a multiplier per status and
 * roping), and these statements only add up the climbers' ascents with them. Both read `ascents_gym_ranking_idx`
 * (gym, climber, route, status, roping, date: every column they need, so an index-only scan, in its order).
 */

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A PostgreSQL array literal of whole numbers (the same text on both drivers). */
function arrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/** What an ascent of a status and roping weighs (0: it never scores). A boulder's roping is null. */
export interface AscentWeight {
  status: AscentStatus;
  roping: RopingStatus | null;
  multiplier: number;
}

export interface GymScoring {
  gymId: number;
  /** Only these climbers (a ranking updated for the climbers whose ascents changed); every climber when left out. */
  userIds?: readonly number[];
  /** The routes that count and what each is worth; an ascent of any other route (or of none) never counts. */
  routes: readonly { id: number; points: number }[];
  weights: readonly AscentWeight[];
  /** Ascents of these days only (`YYYY-MM-DD`, both included). */
  dateFrom?: string;
  dateTo?: string;
}

/** One climber's total (each route once, with their weightiest ascent of it), with what rankings filter climbers by. */
export interface ClimberScore {
  user_id: number;
  score: number;
  routes_count: number;
  gender: Gender | null;
  /** The year of their birth date, if they gave one. */
  birth_year: number | null;
}

/** Roping as the weights' table keys it: no roping is the empty word. */
const NO_ROPING = '';

/** The weights as one JSON object, `{ status: { roping: multiplier } }`: projects and weights of 0 left out. */
function weightsJson(weights: readonly AscentWeight[]): string {
  const table: Record<string, Record<string, number>> = {};
  for (const { status, roping, multiplier } of weights) {
    if (status === 'project' || !(multiplier > 0)) continue;
    table[status] = { ...table[status], [roping ?? NO_ROPING]: multiplier };
  }
  return JSON.stringify(table);
}

/**
 * Every climber's score at a gym, best first (equal scores by climber id, the oldest account first), in one
 * statement and one pass over `ascents_gym_ranking_idx`, in its order (climber, route): per climber and route the
 * best of their ascents in the window, points × weight (both looked up in JSON objects, so that nothing has to be
 * sorted or joined), worth round(points × weight) (`floor(x + 0.5)`: JavaScript's `Math.round` for these positive
 * numbers, with the same double multiplication), summed per climber. An ascent of a route without points, of a status
 * or roping without weight, or a project never counts. Only climbers whose indoor ascents are public and whose
 * account is there, with their sex and birth year (what the ranking filters them by: their scores do not depend on
 * it); a climber none of whose ascents counts is not ranked.
 */
export async function scoreGymClimbers(executor: Executor, scoring: GymScoring): Promise<ClimberScore[]> {
  if (scoring.routes.length === 0 || scoring.userIds?.length === 0) return [];
  const points = JSON.stringify(Object.fromEntries(scoring.routes.map((route) => [route.id, route.points])));
  const ascentConditions: SQL[] = [];
  if (scoring.userIds) ascentConditions.push(sql`and a.user_id = any(${arrayLiteral(scoring.userIds)}::int[])`);
  if (scoring.dateFrom) ascentConditions.push(sql`and a.released_at >= ${scoring.dateFrom}::date`);
  if (scoring.dateTo) ascentConditions.push(sql`and a.released_at <= ${scoring.dateTo}::date`);
  const result = await executor.execute(sql`
    with best as (
      select a.user_id, a.gym_route_id,
        max((${points}::jsonb ->> a.gym_route_id::text)::int
          * (${weightsJson(scoring.weights)}::jsonb -> a.ascent_status::text
            ->> coalesce(a.roping_status::text, ${NO_ROPING}))::float8) as best
      from ${ascents} a
      where a.gym_id = ${scoring.gymId} and a.gym_route_id is not null and a.ascent_status <> 'project'
        ${sql.join(ascentConditions, sql` `)}
      group by a.user_id, a.gym_route_id
    ),
    scores as (
      select user_id, sum(floor(best + 0.5))::int as score, count(*)::int as routes_count
      from best
      where best is not null
      group by user_id
    )
    select s.user_id, s.score, s.routes_count, u.gender, extract(year from u.date_of_birth)::int as birth_year
    from scores s
    join ${users} u on u.id = s.user_id
    where u.public_indoor_ascents and u.deleted_at is null
    order by s.score desc, s.user_id
  `);
  return rowsOf<{
    user_id: number | string;
    score: number | string;
    routes_count: number | string;
    gender: Gender | null;
    birth_year: number | string | null;
  }>(result).map((row) => ({
    user_id: Number(row.user_id),
    score: Number(row.score),
    routes_count: Number(row.routes_count),
    gender: row.gender,
    birth_year: row.birth_year === null ? null : Number(row.birth_year),
  }));
}

/**
 * How many climbers did each of these routes of the gym (any status but project, any day, whoever they are: a
 * private logbook still climbed it), by route id; a route nobody did is left out.
 */
export async function countGymRouteClimbers(
  executor: Executor,
  gymId: number,
  routeIds: readonly number[],
): Promise<Map<number, number>> {
  if (routeIds.length === 0) return new Map();
  const result = await executor.execute(sql`
    select a.gym_route_id, count(distinct a.user_id)::int as climbers
    from ${ascents} a
    where a.gym_id = ${gymId} and a.gym_route_id is not null and a.ascent_status <> 'project'
      and a.gym_route_id = any(${arrayLiteral(routeIds)}::int[])
    group by a.gym_route_id
  `);
  return new Map(
    rowsOf<{ gym_route_id: number | string; climbers: number | string }>(result).map((row) => [
      Number(row.gym_route_id),
      Number(row.climbers),
    ]),
  );
}

/** The gyms a climber has indoor ascents at (`ascents_user_indoor_idx`): the rankings they may be in. */
export async function findIndoorGymsOf(executor: Executor, userId: number): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ gym_id: ascents.gym_id })
    .from(ascents)
    .where(and(eq(ascents.user_id, userId), eq(ascents.kind, 'gym_route'), isNotNull(ascents.gym_id)));
  return rows.flatMap((row) => (row.gym_id === null ? [] : [row.gym_id]));
}

/** The ranked climbers as a ranking's lines show them (accounts still there), in no order. */
export function findRankedClimbers(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: users.id,
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      slug_name: users.slug_name,
      avatar_key: users.avatar_key,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deleted_at)));
}
