import { HARDNESS_VOTE_VALUES, type HardnessStatus } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { ascents, gymRoutes } from '../../src/db/schema';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';

/** A day `days` before today (UTC), as `YYYY-MM-DD`: indoor analytics chart the last 28 days. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A gym of the tests (default scales, no staff: any climber edits it) with a space and a sector of 4 metres, a
 * boulder at the blue level (index 2, 5c) and a route at the green level (index 2 of the routes' scale, 5c+) of 12
 * metres' sector, and a board problem.
 */
export async function aGym(db: Database, overrides: Parameters<typeof createGym>[1] = {}) {
  const gym = await createGym(db, { climbing_types: ['bouldering', 'sport_climbing'], ...overrides });
  const space = await createGymSpace(db, gym.id);
  const boulders = await createGymSector(db, space, { name: 'Le Dévers', height: 4 });
  const wall = await createGymSector(db, space, { name: 'Le Mur', height: 12 });
  const boulder = await createGymRoute(db, boulders, { name: 'La Vague' });
  const route = await createGymRoute(db, wall, {
    name: null,
    climbing_type: 'sport_climbing',
    hold_colors: ['green'],
    level_index: 2,
    level_color: 'green',
    grade_value: 30,
    grade_text: '5c+',
  });
  const board = await createGymRoute(db, boulders, {
    name: 'Planche',
    climbing_type: 'pan',
    hold_colors: ['red'],
    level_index: 2,
    level_color: 'red',
    grade_value: 32,
    grade_text: '6a+',
  });
  return { gym, space, sectors: { boulders, wall }, routes: { boulder, route, board } };
}

export type TestGym = Awaited<ReturnType<typeof aGym>>;

/** A valid `POST ascent_gym_routes.json` body of a route. */
export function gymAscentBody(gymRouteId: number, overrides: Record<string, unknown> = {}) {
  return { gym_route_id: gymRouteId, released_at: daysAgo(1), ascent_status: 'flash', ...overrides };
}

/** A valid body of an ascent without a route: `quantity` × the level `levelIndex` of the gym's boulders. */
export function levelAscentBody(gymId: number, levelIndex: number, overrides: Record<string, unknown> = {}) {
  return {
    gym_id: gymId,
    climbing_type: 'bouldering',
    level_index: levelIndex,
    released_at: daysAgo(1),
    ascent_status: 'sent',
    ...overrides,
  };
}

export async function gymRouteFigures(db: Database, gymRouteId: number) {
  const [row] = await db
    .select({
      note: gymRoutes.note,
      note_count: gymRoutes.note_count,
      hardness_value: gymRoutes.hardness_value,
      hardness_count: gymRoutes.hardness_count,
      ascents_count: gymRoutes.ascents_count,
      climbers_count: gymRoutes.climbers_count,
    })
    .from(gymRoutes)
    .where(eq(gymRoutes.id, gymRouteId));
  return row;
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The gym route's figures counted again in plain code from its ascents: one vote per climber (their latest ascent
 * carrying one), ascents and climbers of everything but projects.
 */
export async function recountGymRouteFigures(db: Database, gymRouteId: number) {
  const rows = await db.select().from(ascents).where(eq(ascents.gym_route_id, gymRouteId));
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
export function sameGymRouteFigures(
  stored: Awaited<ReturnType<typeof gymRouteFigures>>,
  recounted: Awaited<ReturnType<typeof recountGymRouteFigures>>,
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
