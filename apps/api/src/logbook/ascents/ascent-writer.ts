import {
  type AscentStatus,
  HARDNESS_STATUSES,
  HARDNESS_VOTE_VALUES,
  type HardnessStatus,
  type Pitch,
  type RopingStatus,
} from '@climb/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ascentPartners, ascents, climbingSessions, cragRoutes, crags, tickLists } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ascentSnapshot, chunked, normalizeSections } from './ascent-snapshot';

/** A crag route as an ascent needs it: its snapshot columns come from here. */
export interface RouteForAscent {
  id: number;
  crag_id: number;
  name: string;
  climbing_type: string;
  height: number | null;
  pitches: Pitch[];
}

/** One ascent to write, already validated (route found, sections within its pitches, partners known). */
export interface NewCragRouteAscent {
  route: RouteForAscent;
  released_at: string;
  ascent_status: AscentStatus;
  roping_status: RopingStatus | null;
  sections: number[];
  attempt: number | null;
  note: number | null;
  hardness_status: HardnessStatus | null;
  comment: string | null;
  private_comment: string | null;
  partner_user_ids: number[];
  idempotency_key: string | null;
}

/** Thrown when a route of the batch no longer exists (deleted meanwhile): the caller answers `not_found`. */
export class MissingCragRoutesError extends Error {
  constructor(readonly cragRouteIds: number[]) {
    super(`crag routes not found: ${cragRouteIds.join(', ')}`);
    this.name = 'MissingCragRoutesError';
  }
}

// Rows per multi-row statement: ~21 parameters an ascent stays far below the protocol's 65,535.
const ASCENT_CHUNK = 1_000;
const ID_CHUNK = 5_000;

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
      .select({
        id: cragRoutes.id,
        crag_id: cragRoutes.crag_id,
        name: cragRoutes.name,
        climbing_type: cragRoutes.climbing_type,
        height: cragRoutes.height,
        pitches: cragRoutes.pitches,
      })
      .from(cragRoutes)
      .where(inArray(cragRoutes.id, chunk))
      .orderBy(asc(cragRoutes.id))
      .for('update', { of: cragRoutes });
    routes.push(...locked);
  }
  return routes;
}

/**
 * The climber's sessions of these dates, created when missing (one per user and date), by date.
 * `on conflict do update` returns the existing row too, and keeps two concurrent first ascents of
 * the same day on one session.
 */
export async function ensureSessions(
  tx: Executor,
  userId: number,
  dates: readonly string[],
): Promise<Map<string, number>> {
  const byDate = new Map<string, number>();
  for (const chunk of chunked([...new Set(dates)].sort(), ID_CHUNK)) {
    const rows = await tx
      .insert(climbingSessions)
      .values(chunk.map((session_date) => ({ user_id: userId, session_date })))
      .onConflictDoUpdate({
        target: [climbingSessions.user_id, climbingSessions.session_date],
        set: { updated_at: sql`now()` },
      })
      .returning({ id: climbingSessions.id, session_date: climbingSessions.session_date });
    for (const row of rows) byDate.set(row.session_date, row.id);
  }
  return byDate;
}

/**
 * Removes the given sessions of the climber that no ascent uses anymore. The sessions are locked
 * first: an ascent being added to one meanwhile (its `ensureSessions` holds the row) commits before
 * the emptiness is checked, by a statement that then sees it.
 */
export async function deleteEmptySessions(tx: Executor, userId: number, sessionIds: readonly number[]): Promise<void> {
  const ids = [...new Set(sessionIds)].sort((left, right) => left - right);
  if (ids.length === 0) return;
  await tx
    .select({ id: climbingSessions.id })
    .from(climbingSessions)
    .where(and(eq(climbingSessions.user_id, userId), inArray(climbingSessions.id, ids)))
    .orderBy(asc(climbingSessions.id))
    .for('update');
  await tx
    .delete(climbingSessions)
    .where(
      and(
        eq(climbingSessions.user_id, userId),
        inArray(climbingSessions.id, ids),
        sql`not exists (select 1 from ${ascents} where ${ascents.climbing_session_id} = ${climbingSessions.id})`,
      ),
    );
}

/** Tags the partners of one ascent (each once, never the climber themself). */
export async function insertPartners(
  tx: Executor,
  userId: number,
  rows: readonly { ascent_id: number; partner_user_ids: readonly number[] }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    [...new Set(row.partner_user_ids)]
      .filter((partnerId) => partnerId !== userId)
      .map((partnerId) => ({ ascent_id: row.ascent_id, user_id: partnerId })),
  );
  for (const chunk of chunked(values, ID_CHUNK)) {
    await tx.insert(ascentPartners).values(chunk).onConflictDoNothing();
  }
}

/** Logging a route removes it from the climber's tick list. */
export async function clearTickLists(tx: Executor, userId: number, cragRouteIds: readonly number[]): Promise<void> {
  for (const chunk of chunked([...new Set(cragRouteIds)], ID_CHUNK)) {
    await tx.delete(tickLists).where(and(eq(tickLists.user_id, userId), inArray(tickLists.crag_route_id, chunk)));
  }
}

/**
 * Inserts ascents of one user in the caller's transaction: sessions found or created, tick lists
 * cleared, partners stored, route figures refreshed once per route. Returns the new ids in input
 * order. Routes are locked first (see `lockCragRoutes`); a route deleted meanwhile throws
 * `MissingCragRoutesError`. A repeated `idempotency_key` throws the unique violation of
 * `ascents_user_idempotency_idx` (the caller looks the first ascent up).
 */
export async function insertCragRouteAscents(
  tx: Executor,
  userId: number,
  newAscents: NewCragRouteAscent[],
): Promise<number[]> {
  if (newAscents.length === 0) return [];
  const routeIds = [...new Set(newAscents.map((ascent) => ascent.route.id))];
  const locked = await lockCragRoutes(tx, routeIds);
  if (locked.length < routeIds.length) {
    const found = new Set(locked.map((route) => route.id));
    throw new MissingCragRoutesError(routeIds.filter((id) => !found.has(id)));
  }
  const sessions = await ensureSessions(
    tx,
    userId,
    newAscents.map((ascent) => ascent.released_at),
  );

  const ids: number[] = [];
  for (const chunk of chunked(newAscents, ASCENT_CHUNK)) {
    const rows = await tx
      .insert(ascents)
      .values(
        chunk.map((ascent) => {
          const sections = normalizeSections(ascent.sections);
          return {
            user_id: userId,
            kind: 'crag_route',
            crag_route_id: ascent.route.id,
            climbing_session_id: sessions.get(ascent.released_at) as number,
            released_at: ascent.released_at,
            ascent_status: ascent.ascent_status,
            roping_status: ascent.roping_status,
            sections,
            sections_count: sections.length,
            attempt: ascent.attempt,
            note: ascent.note,
            hardness_status: ascent.hardness_status,
            comment: ascent.comment,
            private_comment: ascent.private_comment,
            idempotency_key: ascent.idempotency_key,
            ...ascentSnapshot(ascent.route, sections),
          };
        }),
      )
      // A multi-row insert returns its rows in the order of its VALUES list.
      .returning({ id: ascents.id });
    ids.push(...rows.map((row) => row.id));
  }

  await insertPartners(
    tx,
    userId,
    newAscents.map((ascent, index) => ({ ascent_id: ids[index] as number, partner_user_ids: ascent.partner_user_ids })),
  );
  await clearTickLists(tx, userId, routeIds);
  await refreshCragRouteFigures(tx, routeIds);
  return ids;
}

/** `case` mapping a hardness vote to its weight (−1 easy, 0 accurate, +1 sandbagged). */
function hardnessWeight(column: SQL): SQL {
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
    await tx.execute(sql`
      with target as (
        select id from ${cragRoutes} where id in (${list})
      ),
      notes as (
        select distinct on (a.crag_route_id, a.user_id) a.crag_route_id, a.note
        from ${ascents} a
        where a.crag_route_id in (${list}) and a.note is not null
        order by a.crag_route_id, a.user_id, a.released_at desc, a.id desc
      ),
      votes as (
        select distinct on (a.crag_route_id, a.user_id) a.crag_route_id, ${hardnessWeight(sql`a.hardness_status`)} as weight
        from ${ascents} a
        where a.crag_route_id in (${list}) and a.hardness_status is not null
        order by a.crag_route_id, a.user_id, a.released_at desc, a.id desc
      ),
      note_figures as (
        select crag_route_id, avg(note)::real as note, count(*)::int as note_count from notes group by crag_route_id
      ),
      hardness_figures as (
        select crag_route_id, avg(weight)::real as hardness_value, count(*)::int as hardness_count
        from votes where weight is not null group by crag_route_id
      ),
      done_figures as (
        select crag_route_id, count(*)::int as ascents_count, count(distinct user_id)::int as climbers_count
        from ${ascents}
        where crag_route_id in (${list}) and ascent_status <> 'project'
        group by crag_route_id
      )
      update ${cragRoutes} set
        note = note_figures.note,
        note_count = coalesce(note_figures.note_count, 0),
        hardness_value = hardness_figures.hardness_value,
        hardness_count = coalesce(hardness_figures.hardness_count, 0),
        ascents_count = coalesce(done_figures.ascents_count, 0),
        climbers_count = coalesce(done_figures.climbers_count, 0)
      from target
        left join note_figures on note_figures.crag_route_id = target.id
        left join hardness_figures on hardness_figures.crag_route_id = target.id
        left join done_figures on done_figures.crag_route_id = target.id
      where ${cragRoutes}.id = target.id
    `);
  }
}
