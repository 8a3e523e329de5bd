import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ascentPartners, ascents, climbingSessions, crags, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type SessionRow = typeof climbingSessions.$inferSelect;

/** My climbing days, the last first. */
export async function findSessionsPage(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: SessionRow[]; total: number }> {
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

export async function findSessionByDate(
  executor: Executor,
  userId: number,
  sessionDate: string,
): Promise<SessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(climbingSessions)
    .where(and(eq(climbingSessions.user_id, userId), eq(climbingSessions.session_date, sessionDate)));
  return row;
}

export async function updateSessionDescription(
  executor: Executor,
  id: number,
  description: string | null,
): Promise<void> {
  await executor
    .update(climbingSessions)
    .set({ description, updated_at: sql`now()` })
    .where(eq(climbingSessions.id, id));
}

export interface SessionFiguresRow {
  climbing_session_id: number;
  ascents: number;
  crags: number;
  metres: number;
  max_grade_value: number | null;
  climbing_types: string[];
}

/**
 * Figures of each session, one aggregate query: every ascent of the day counts in the ascents, crags
 * and metres (a project's tries are climbed metres too); the max grade is of the sends only.
 */
export async function findSessionFigures(
  executor: Executor,
  sessionIds: readonly number[],
): Promise<SessionFiguresRow[]> {
  if (sessionIds.length === 0) return [];
  return executor
    .select({
      climbing_session_id: ascents.climbing_session_id,
      ascents: sql<number>`count(*)::int`,
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
export async function findSessionCrags(executor: Executor, sessionIds: readonly number[]) {
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

/** The climbers tagged on the session's ascents, each once. */
export async function findSessionPartners(executor: Executor, sessionId: number) {
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
