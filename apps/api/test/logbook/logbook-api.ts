import { HARDNESS_VOTE_VALUES, type HardnessStatus } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { ascents, climbingSessions, cragRoutes, tickLists } from '../../src/db/schema';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app';

export { call, expectCall } from '../outdoor/crags/wiki-api';

type UserRow = Awaited<ReturnType<typeof createUser>>['user'];

/** A climber of a logbook test and the headers of their calls. */
export interface Climber {
  user: UserRow;
  headers: Record<string, string>;
}

export interface LogbookTestApp {
  t: TestApp;
  /** API key only. */
  visitor: Record<string, string>;
  climber: Climber;
  other: Climber;
}

export async function signedInClimber(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<Climber> {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** Opens a test app with a visitor and two climbers before a file's tests, and closes it after them. */
export function openLogbookTestApp(options: TestAppOptions = {}): LogbookTestApp {
  const logbook = {} as LogbookTestApp;
  beforeAll(async () => {
    logbook.t = await createTestApp(options);
    logbook.visitor = logbook.t.keyHeaders;
    logbook.climber = await signedInClimber(logbook.t, { first_name: 'Lucie' });
    logbook.other = await signedInClimber(logbook.t, { first_name: 'Bruno' });
  });
  afterAll(async () => {
    await logbook.t?.close();
  });
  return logbook;
}

/** A valid `POST ascent_crag_routes.json` body. */
export function ascentBody(cragRouteId: number, overrides: Record<string, unknown> = {}) {
  return { crag_route_id: cragRouteId, released_at: '2024-05-01', ascent_status: 'red_point', ...overrides };
}

export async function ascentRowsOf(db: Database, userId: number) {
  return db.select().from(ascents).where(eq(ascents.user_id, userId));
}

export async function sessionDatesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select().from(climbingSessions).where(eq(climbingSessions.user_id, userId));
  return rows.map((row) => row.session_date).sort();
}

export async function isTickListed(db: Database, userId: number, cragRouteId: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(tickLists)
    .where(and(eq(tickLists.user_id, userId), eq(tickLists.crag_route_id, cragRouteId)));
  return rows.length > 0;
}

export async function storedFigures(db: Database, cragRouteId: number) {
  const [row] = await db
    .select({
      note: cragRoutes.note,
      note_count: cragRoutes.note_count,
      hardness_value: cragRoutes.hardness_value,
      hardness_count: cragRoutes.hardness_count,
      ascents_count: cragRoutes.ascents_count,
      climbers_count: cragRoutes.climbers_count,
    })
    .from(cragRoutes)
    .where(eq(cragRoutes.id, cragRouteId));
  return row;
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The route's figures counted again in plain code from its ascents: one vote per climber (their
 * latest ascent carrying one), ascents and climbers of everything but projects.
 */
export async function recountFigures(db: Database, cragRouteId: number) {
  const rows = await db.select().from(ascents).where(eq(ascents.crag_route_id, cragRouteId));
  const latestFirst = [...rows].sort((left, right) =>
    left.released_at === right.released_at ? right.id - left.id : right.released_at.localeCompare(left.released_at),
  );
  const latestVote = <Value>(pick: (row: (typeof rows)[number]) => Value | null) => {
    const votes = new Map<number, Value>();
    for (const row of latestFirst) {
      const value = pick(row);
      if (value !== null && !votes.has(row.user_id)) votes.set(row.user_id, value);
    }
    return [...votes.values()];
  };
  const notes = latestVote((row) => row.note);
  const hardness = latestVote((row) =>
    row.hardness_status === null ? null : HARDNESS_VOTE_VALUES[row.hardness_status as HardnessStatus],
  );
  const done = rows.filter((row) => row.ascent_status !== 'project');
  return {
    note: mean(notes),
    note_count: notes.length,
    hardness_value: mean(hardness),
    hardness_count: hardness.length,
    ascents_count: done.length,
    climbers_count: new Set(done.map((row) => row.user_id)).size,
  };
}

/** Stored figures equal the recount (means to within float precision). */
export function sameFigures(
  stored: Awaited<ReturnType<typeof storedFigures>>,
  recounted: Awaited<ReturnType<typeof recountFigures>>,
): boolean {
  if (!stored) return false;
  const close = (left: number | null, right: number | null) =>
    left === null || right === null ? left === right : Math.abs(left - right) < 1e-5;
  return (
    close(stored.note, recounted.note) &&
    close(stored.hardness_value, recounted.hardness_value) &&
    stored.note_count === recounted.note_count &&
    stored.hardness_count === recounted.hardness_count &&
    stored.ascents_count === recounted.ascents_count &&
    stored.climbers_count === recounted.climbers_count
  );
}
