import { type ClimbingType, HARDNESS_STATUSES, HARDNESS_VOTE_VALUES, type Pitch } from '@climb/contracts';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ascents, cragRoutes, crags, type gymRoutes } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';

/*
 * The crag routes as the logbook sees them: read and locked for an ascent, and the figures their
 * ascents give them (the catalogue's own writes are the outdoor domain's).
 */

/** A crag route as an ascent needs it: its snapshot columns come from here. */
export interface RouteForAscent {
  id: number;
  crag_id: number;
  name: string;
  climbing_type: ClimbingType;
  height: number | null;
  pitches: Pitch[];
}

const ID_CHUNK = 5_000;

/** The columns of a `RouteForAscent`, read locked or not. */
const routeForAscentColumns = {
  id: cragRoutes.id,
  crag_id: cragRoutes.crag_id,
  name: cragRoutes.name,
  climbing_type: cragRoutes.climbing_type,
  height: cragRoutes.height,
  pitches: cragRoutes.pitches,
};

/**
 * Locks the routes (`for update`, by id) until the transaction ends and returns them. Their crags are
 * locked first in `key share` mode: a catalogue change locks its crag (`for update`) before its
 * route, so an ascent waits for it at the crag instead of both waiting on each other (the ascent's
 * foreign key on `crag_id` needs that same `key share` lock). Two ascents never block at the crag.
 */
export async function lockCragRoutes(tx: Executor, cragRouteIds: readonly number[]): Promise<RouteForAscent[]> {
  const ids = [...new Set(cragRouteIds)].sort((left, right) => left - right);
  if (ids.length === 0) return [];
  // Every crag before any route (a catalogue change holds its crag while it waits for its route).
  const cragIds = new Set<number>();
  for (const chunk of chunked(ids, ID_CHUNK)) {
    const located = await tx
      .select({ crag_id: cragRoutes.crag_id })
      .from(cragRoutes)
      .where(inArray(cragRoutes.id, chunk));
    for (const row of located) cragIds.add(row.crag_id);
  }
  for (const chunk of chunked(
    [...cragIds].sort((left, right) => left - right),
    ID_CHUNK,
  )) {
    await tx
      .select({ id: crags.id })
      .from(crags)
      .where(inArray(crags.id, chunk))
      .orderBy(asc(crags.id))
      .for('key share');
  }
  const routes: RouteForAscent[] = [];
  for (const chunk of chunked(ids, ID_CHUNK)) {
    const locked = await tx
      .select(routeForAscentColumns)
      .from(cragRoutes)
      .where(inArray(cragRoutes.id, chunk))
      .orderBy(asc(cragRoutes.id))
      .for('update', { of: cragRoutes });
    routes.push(...locked);
  }
  return routes;
}

/** A route as an ascent needs it (not locked: `lockCragRoutes` locks it), or undefined. */
export async function findRouteForAscent(executor: Executor, id: number): Promise<RouteForAscent | undefined> {
  const [row] = await executor.select(routeForAscentColumns).from(cragRoutes).where(eq(cragRoutes.id, id));
  return row;
}

/** `case` mapping a hardness vote to its weight (−1 easy, 0 accurate, +1 sandbagged). */
export function hardnessWeight(column: SQL): SQL {
  const branches = HARDNESS_STATUSES.map(
    (status) => sql`when ${status} then ${sql.raw(String(HARDNESS_VOTE_VALUES[status]))}`,
  );
  return sql`(case ${column} ${sql.join(branches, sql` `)} end)`;
}

/**
 * Recomputes the derived columns of the routes from their ascents, ONE aggregate statement per
 * batch, after locking the rows (`lockCragRoutes`: two refreshes of a route run one after the other):
 * - `note` / `hardness_value`: raw means of the votes, one vote per climber (their latest ascent
 *   carrying one), `note_count` / `hardness_count` how many climbers voted. The route mapper shows a
 *   mean only from the minimum number of votes (`consensusValue`).
 * - `ascents_count`: ascents that are not projects; `climbers_count`: distinct climbers of those.
 * Ids of deleted routes are skipped.
 */
export async function refreshCragRouteFigures(tx: Executor, cragRouteIds: number[]): Promise<void> {
  const ids = [...new Set(cragRouteIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  await lockCragRoutes(tx, ids);
  for (const chunk of chunked(ids, ID_CHUNK)) {
    const list = sql.join(
      chunk.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(routeFiguresUpdate(cragRoutes, 'crag_route_id', list));
  }
}

/**
 * The statement that recomputes the figures routes get from their ascents (`note`, `note_count`, `hardness_value`,
 * `hardness_count`, `ascents_count`, `climbers_count`), for crag routes and gym routes alike: `list` is the routes'
 * ids, `column` the ascents' column that names them.
 */
export function routeFiguresUpdate(
  routes: typeof cragRoutes | typeof gymRoutes,
  column: 'crag_route_id' | 'gym_route_id',
  list: SQL,
): SQL {
  const route = sql.identifier(column);
  return sql`
      with target as (
        select id from ${routes} where id in (${list})
      ),
      notes as (
        select distinct on (a.${route}, a.user_id) a.${route} as route_id, a.note
        from ${ascents} a
        where a.${route} in (${list}) and a.note is not null
        order by a.${route}, a.user_id, a.released_at desc, a.id desc
      ),
      votes as (
        select distinct on (a.${route}, a.user_id) a.${route} as route_id, ${hardnessWeight(sql`a.hardness_status`)} as weight
        from ${ascents} a
        where a.${route} in (${list}) and a.hardness_status is not null
        order by a.${route}, a.user_id, a.released_at desc, a.id desc
      ),
      note_figures as (
        select route_id, avg(note)::real as note, count(*)::int as note_count from notes group by route_id
      ),
      hardness_figures as (
        select route_id, avg(weight)::real as hardness_value, count(*)::int as hardness_count
        from votes where weight is not null group by route_id
      ),
      done_figures as (
        select ${route} as route_id, count(*)::int as ascents_count, count(distinct user_id)::int as climbers_count
        from ${ascents}
        where ${route} in (${list}) and ascent_status <> 'project'
        group by ${route}
      )
      update ${routes} set
        note = note_figures.note,
        note_count = coalesce(note_figures.note_count, 0),
        hardness_value = hardness_figures.hardness_value,
        hardness_count = coalesce(hardness_figures.hardness_count, 0),
        ascents_count = coalesce(done_figures.ascents_count, 0),
        climbers_count = coalesce(done_figures.climbers_count, 0)
      from target
        left join note_figures on note_figures.route_id = target.id
        left join hardness_figures on hardness_figures.route_id = target.id
        left join done_figures on done_figures.route_id = target.id
      where ${routes}.id = target.id
    `;
}
