import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ascentPartners, ascents, climbingSessions, crags, gyms, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';

const ID_CHUNK = 5_000;

export type ClimbingSessionRow = typeof climbingSessions.$inferSelect;

/** My climbing days, the last first. */
export async function findClimbingSessionsPage(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ClimbingSessionRow[]; total: number }> {
  const rows = await executor
    .select()
    .from(climbingSessions)
    .where(eq(climbingSessions.user_id, userId))
    .orderBy(desc(climbingSessions.session_date))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(climbingSessions)
    .where(eq(climbingSessions.user_id, userId));
  return { rows, total: counted?.total ?? 0 };
}

export async function findClimbingSessionByDate(
  executor: Executor,
  userId: number,
  sessionDate: string,
): Promise<ClimbingSessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(climbingSessions)
    .where(and(eq(climbingSessions.user_id, userId), eq(climbingSessions.session_date, sessionDate)));
  return row;
}

export async function updateClimbingSessionDescription(
  executor: Executor,
  id: number,
  description: string | null,
): Promise<void> {
  await executor
    .update(climbingSessions)
    .set({ description, updated_at: sql`now()` })
    .where(eq(climbingSessions.id, id));
}

export interface ClimbingSessionFiguresRow {
  climbing_session_id: number;
  ascents: number;
  crags: number;
  metres: number;
  max_grade_value: number | null;
  climbing_types: string[];
}

/**
 * Figures of each session, one aggregate query: every ascent of the day counts in the ascents, crags
 * and metres (a project's tries are climbed metres too), indoors as outdoors (an indoor ascent without a route
 * counts its quantity; only crags count as crags); the max grade is of the sends only.
 */
export async function findClimbingSessionFigures(
  executor: Executor,
  sessionIds: readonly number[],
): Promise<ClimbingSessionFiguresRow[]> {
  if (sessionIds.length === 0) return [];
  return executor
    .select({
      climbing_session_id: ascents.climbing_session_id,
      ascents: sql<number>`sum(${ascents.quantity})::int`,
      crags: sql<number>`count(distinct ${ascents.crag_id})::int`,
      metres: sql<number>`coalesce(sum(${ascents.height}), 0)::int`,
      max_grade_value: sql<
        number | null
      >`max(${ascents.grade_value}) filter (where ${ascents.ascent_status} <> 'project')`,
      climbing_types: sql<string[]>`array_agg(distinct ${ascents.climbing_type})`,
    })
    .from(ascents)
    .where(inArray(ascents.climbing_session_id, [...sessionIds]))
    .groupBy(ascents.climbing_session_id);
}

/** The crags of each session, by name. */
export async function findClimbingSessionCrags(executor: Executor, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return [];
  return executor
    .selectDistinct({
      climbing_session_id: ascents.climbing_session_id,
      id: crags.id,
      name: crags.name,
      slug_name: crags.slug_name,
    })
    .from(ascents)
    .innerJoin(crags, eq(crags.id, ascents.crag_id))
    .where(inArray(ascents.climbing_session_id, [...sessionIds]))
    .orderBy(asc(ascents.climbing_session_id), asc(crags.name), asc(crags.id));
}

/** The gyms of each session's indoor ascents, by name. */
export async function findClimbingSessionGyms(executor: Executor, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return [];
  return executor
    .selectDistinct({
      climbing_session_id: ascents.climbing_session_id,
      id: gyms.id,
      name: gyms.name,
      slug_name: gyms.slug_name,
    })
    .from(ascents)
    .innerJoin(gyms, eq(gyms.id, ascents.gym_id))
    .where(inArray(ascents.climbing_session_id, [...sessionIds]))
    .orderBy(asc(ascents.climbing_session_id), asc(gyms.name), asc(gyms.id));
}

/** The climbers tagged on the session's ascents, each once. */
export async function findClimbingSessionPartners(executor: Executor, sessionId: number) {
  return executor
    .selectDistinct({
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      slug_name: users.slug_name,
      avatar_key: users.avatar_key,
    })
    .from(ascentPartners)
    .innerJoin(ascents, eq(ascents.id, ascentPartners.ascent_id))
    .innerJoin(users, eq(users.id, ascentPartners.user_id))
    .where(eq(ascents.climbing_session_id, sessionId))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.uuid));
}

/**
 * The climber's sessions of these dates, created when missing (one per user and date), by date.
 * `on conflict do update` returns the existing row too, and keeps two concurrent first ascents of
 * the same day on one session.
 */
export async function ensureClimbingSessions(
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
 * first: an ascent being added to one meanwhile (its `ensureClimbingSessions` holds the row) commits before
 * the emptiness is checked, by a statement that then sees it.
 */
export async function deleteEmptyClimbingSessions(
  tx: Executor,
  userId: number,
  sessionIds: readonly number[],
): Promise<void> {
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
