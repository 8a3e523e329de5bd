import {
  ASCENT_STATUSES,
  type AscentStatus,
  ascentMultiplier,
  ascentScore,
  DEFAULT_GYM_LEVELS,
  type GymRanking,
  type GymRouteClimbingType,
  RANKING_SYSTEMS,
  type RankingSystem,
  type RopingStatus,
  rankByScore,
  routePoints,
} from '@climb/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents, gymRankingSystems } from '../../src/db/schema';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createIndoorAscent } from '../factories/indoor-ascent.factory';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectCall } from '../outdoor/crags/wiki-api';

/*
 * Properties of a gym's ranking over the real aggregate (PGlite, the API's own statements), on small generated gyms:
 * the answer matches a model written with the contracts' pure functions; ties share a rank; a weightier ascent never
 * lowers a score; an ascent added never lowers its climber's score; the same route logged again no better leaves it;
 * a private climber never appears. Few runs: each builds a gym and its climbers in the database.
 */

const RUNS = 12;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface RouteShape {
  climbing_type: GymRouteClimbingType;
  fixed_points: number | null;
  grade_value: number | null;
  level_index: number | null;
}

interface AscentShape {
  climber: number;
  route: number;
  status: AscentStatus;
  topRope: boolean;
  day: number;
}

interface WorldShape {
  routes: RouteShape[];
  systems: { bouldering: RankingSystem | null; sport_climbing: RankingSystem | null };
  publicClimbers: boolean[];
  ascents: AscentShape[];
}

const routeShape = fc.record({
  climbing_type: fc.constantFrom<GymRouteClimbingType>('bouldering', 'sport_climbing'),
  fixed_points: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
  grade_value: fc.option(fc.integer({ min: 19, max: 45 }), { nil: null }),
  level_index: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
});
const systemShape = fc.constantFrom<RankingSystem | null>(null, ...RANKING_SYSTEMS);
const ascentShape = fc.record({
  climber: fc.nat(),
  route: fc.nat(),
  status: fc.constantFrom(...ASCENT_STATUSES),
  topRope: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
});
const worldShape: fc.Arbitrary<WorldShape> = fc.record({
  routes: fc.array(routeShape, { minLength: 1, maxLength: 4 }),
  systems: fc.record({ bouldering: systemShape, sport_climbing: systemShape }),
  // Mostly public: a private climber now and then.
  publicClimbers: fc.array(fc.constantFrom(true, true, true, false), { minLength: 1, maxLength: 5 }),
  ascents: fc.array(ascentShape, { maxLength: 12 }),
});

const ropingOf = (route: RouteShape, topRope: boolean): RopingStatus | null =>
  route.climbing_type === 'bouldering' ? null : topRope ? 'top_rope' : 'lead_climb';

/** A generated gym stored: its routes, climbers (in account order) and ascents. */
async function buildWorld(shape: WorldShape) {
  const gym = await createGym(t.db);
  const space = await createGymSpace(t.db, gym.id);
  const sector = await createGymSector(t.db, space);
  const routes = [];
  for (const route of shape.routes) {
    const level = route.level_index === null ? null : DEFAULT_GYM_LEVELS[route.climbing_type][route.level_index];
    routes.push(
      await createGymRoute(t.db, sector, {
        climbing_type: route.climbing_type,
        fixed_points: route.fixed_points,
        grade_value: route.grade_value,
        grade_text: null,
        level_index: route.level_index,
        level_color: level?.color ?? null,
      }),
    );
  }
  for (const [type, system] of Object.entries(shape.systems)) {
    if (system) {
      await t.db
        .insert(gymRankingSystems)
        .values({ gym_id: gym.id, climbing_type: type as GymRouteClimbingType, system });
    }
  }
  const climbers = [];
  for (const isPublic of shape.publicClimbers) {
    climbers.push((await createUser(t.db, { public_indoor_ascents: isPublic })).user);
  }
  const world = { gym, routes, climbers, shape: { ...shape, ascents: [] as AscentShape[] } };
  for (const ascent of shape.ascents) await logAscent(world, ascent, false);
  return world;
}

type World = Awaited<ReturnType<typeof buildWorld>>;

/** Logs one generated ascent (its climber and route taken modulo the world's), announcing it when asked. */
async function logAscent(world: World, ascent: AscentShape, announce = true) {
  const climber = ascent.climber % world.climbers.length;
  const route = ascent.route % world.routes.length;
  const shape = world.shape.routes[route] as RouteShape;
  const row = await createIndoorAscent(
    t.db,
    {
      userId: (world.climbers[climber] as { id: number }).id,
      route: world.routes[route] as (typeof world.routes)[number],
      ascent_status: ascent.status,
      roping_status: ropingOf(shape, ascent.topRope),
      released_at: `2026-09-${String(ascent.day).padStart(2, '0')}`,
    },
    announce ? t.app.appContext.events : undefined,
  );
  world.shape.ascents.push({ ...ascent, climber, route });
  return row;
}

/** The ranking the rules give, computed from the shape with the contracts' functions: [uuid, rank, score, routes]. */
function modelRanking(world: World): [string, number, number, number][] {
  const { shape } = world;
  const sends = shape.ascents.filter((ascent) => ascent.status !== 'project');
  const scored = world.climbers.flatMap((climber, index) => {
    if (!shape.publicClimbers[index]) return [];
    let score = 0;
    let routesCount = 0;
    shape.routes.forEach((route, routeIndex) => {
      const mine = sends.filter((ascent) => ascent.climber === index && ascent.route === routeIndex);
      if (mine.length === 0) return;
      const level = route.level_index === null ? null : DEFAULT_GYM_LEVELS[route.climbing_type][route.level_index];
      const points = routePoints(
        {
          fixed_points: route.fixed_points,
          grade_value: route.grade_value,
          level_points: level?.points ?? null,
          climbers_count: new Set(sends.filter((ascent) => ascent.route === routeIndex).map((ascent) => ascent.climber))
            .size,
        },
        shape.systems[route.climbing_type as 'bouldering' | 'sport_climbing'],
      );
      score += Math.max(...mine.map((ascent) => ascentScore(points, ascent.status, ropingOf(route, ascent.topRope))));
      routesCount += 1;
    });
    return routesCount > 0 ? [{ id: climber.id, uuid: climber.uuid, score, routesCount }] : [];
  });
  scored.sort((first, second) => second.score - first.score || first.id - second.id);
  return rankByScore(scored).map((entry) => [entry.uuid, entry.rank, entry.score, entry.routesCount]);
}

async function apiRanking(world: World): Promise<[string, number, number, number][]> {
  const ranking = await expectCall<GymRanking>(
    t,
    200,
    'GET',
    `gyms/${world.gym.id}/ranking.json?per_page=100`,
    t.keyHeaders,
  );
  expect(ranking.total).toBe(ranking.entries.length);
  return ranking.entries.map((entry) => [entry.user.uuid, entry.rank, entry.score, entry.routes_count]);
}

const scoreOf = (ranking: [string, number, number, number][], uuid: string) =>
  ranking.find(([id]) => id === uuid)?.[2] ?? 0;

const property = (run: (shape: WorldShape, extra: AscentShape) => Promise<void>) =>
  fc.assert(fc.asyncProperty(worldShape, ascentShape, run), { numRuns: RUNS });

describe('the gym ranking over generated gyms (properties)', () => {
  it('matches the rules computed apart, gives ties one rank and never shows a private climber', async () => {
    await property(async (shape) => {
      const world = await buildWorld(shape);
      const ranking = await apiRanking(world);
      expect(ranking).toEqual(modelRanking(world));
      ranking.forEach(([, rank, score]) => {
        expect(rank).toBe(ranking.filter(([, , other]) => other > score).length + 1);
      });
      const hidden = world.climbers.filter((_climber, index) => !shape.publicClimbers[index]).map((user) => user.uuid);
      for (const [uuid] of ranking) expect(hidden).not.toContain(uuid);
    });
  });

  it("never lowers a climber's score when one of their ascents gets weightier, nor moves anyone else's", async () => {
    await property(async (shape) => {
      const world = await buildWorld(shape);
      const before = await apiRanking(world);
      // One ascent that counts (not a project: its route's climbers stay) made the weightiest: onsight, on lead.
      const index = world.shape.ascents.findIndex((ascent) => ascent.status !== 'project');
      const ascent = world.shape.ascents[index];
      if (!ascent) return;
      const route = world.shape.routes[ascent.route] as RouteShape;
      const roping = ropingOf(route, false);
      expect(ascentMultiplier('onsight', roping)).toBeGreaterThanOrEqual(
        ascentMultiplier(ascent.status, ropingOf(route, ascent.topRope)),
      );
      const rows = await t.db.select().from(ascents).where(eq(ascents.gym_id, world.gym.id)).orderBy(ascents.id);
      const row = rows[index] as (typeof rows)[number];
      await t.db.update(ascents).set({ ascent_status: 'onsight', roping_status: roping }).where(eq(ascents.id, row.id));
      world.shape.ascents[index] = { ...ascent, status: 'onsight', topRope: false };
      await t.app.appContext.events.emitAndSettle('ascent.updated', {
        ascentId: row.id,
        userId: row.user_id,
        kind: 'gym_route',
        cragRouteId: null,
        cragId: null,
        gymRouteId: row.gym_route_id,
        gymId: row.gym_id,
      });
      const after = await apiRanking(world);
      expect(after).toEqual(modelRanking(world));
      const climber = world.climbers[ascent.climber] as { uuid: string };
      expect(scoreOf(after, climber.uuid)).toBeGreaterThanOrEqual(scoreOf(before, climber.uuid));
      for (const other of world.climbers) {
        if (other.uuid !== climber.uuid) expect(scoreOf(after, other.uuid)).toBe(scoreOf(before, other.uuid));
      }
    });
  });

  it("never lowers a climber's score with an ascent added, and leaves it with the same route logged again no better", async () => {
    await property(async (shape, extra) => {
      const world = await buildWorld(shape);
      const before = await apiRanking(world);
      await logAscent(world, extra);
      const added = world.shape.ascents[world.shape.ascents.length - 1] as AscentShape;
      const climber = world.climbers[added.climber] as { uuid: string };
      const after = await apiRanking(world);
      expect(after).toEqual(modelRanking(world));
      expect(scoreOf(after, climber.uuid)).toBeGreaterThanOrEqual(scoreOf(before, climber.uuid));
      // The same route again, as a repetition on the same roping: no weightier than the best already counted.
      await logAscent(world, { ...added, status: added.status === 'project' ? 'project' : 'repetition', day: 28 });
      const again = await apiRanking(world);
      expect(again).toEqual(modelRanking(world));
      if (added.status !== 'project') expect(scoreOf(again, climber.uuid)).toBe(scoreOf(after, climber.uuid));
      expect(again).toEqual(after);
    });
  });
});
