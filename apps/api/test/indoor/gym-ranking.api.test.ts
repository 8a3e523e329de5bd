import type { AscentStatus, GymRanking, GymRankingSystems, RopingStatus } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents, gymLevels, gymRankingSystems } from '../../src/db/schema';
import { CLIMBERS_RANKING_VERSION, gymRankingVersion } from '../../src/indoor/ranking/ranking-rules';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createIndoorAscent } from '../factories/indoor-ascent.factory';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, expectCall } from '../outdoor/crags/wiki-api';

/*
 * A gym's ranking (docs/domain/indoor.md, "Ranking"), end to end through `GET gyms/{id}/ranking.json` and
 * `GET`/`PUT gyms/{id}/ranking_systems.json`. Every expected score is written out by hand:
 * - point by grade, round(2000 × 0.85^(49 − grade)): 5c (29) 78, 6a (31) 107, 6a+ (32) 126, 7a (37) 284;
 *   the default bouldering scale's green level (25) is worth 40, its red one (32) 126;
 * - division: 1,000 shared by the route's climbers (1: 1000, 2: 500, 3: 333);
 * - onsight × 1.1, flash × 1.05, top rope × 0.5, rounded half up.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type UserOverrides = Parameters<typeof createUser>[1];
type LogExtra = { ascent_status?: AscentStatus; roping_status?: RopingStatus | null; released_at?: string };

/** A climber and the headers of their calls. */
async function climber(overrides: UserOverrides = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A gym with the default scales, one space and one sector. */
async function gymWithSector() {
  const gym = await createGym(t.db);
  const space = await createGymSpace(t.db, gym.id);
  const sector = await createGymSector(t.db, space);
  return { gym, sector };
}

/**
 * The hand-computed gym: four routes and four climbers (D keeps their indoor ascents private).
 * - R1, a boulder with 500 fixed points (grade 5c, blue level);
 * - R2, a 6a boulder at the red level (index 3, its points 126);
 * - R3, a boulder of the green level (index 1, 40 points) without a grade: division by default;
 * - R4, a 7a lead route (black level).
 */
async function rankedGym() {
  const { gym, sector } = await gymWithSector();
  const r1 = await createGymRoute(t.db, sector, { name: 'R1', fixed_points: 500 });
  const r2 = await createGymRoute(t.db, sector, {
    name: 'R2',
    level_index: 3,
    level_color: 'red',
    grade_value: 31,
    grade_text: '6a',
  });
  const r3 = await createGymRoute(t.db, sector, {
    name: 'R3',
    level_index: 1,
    level_color: 'green',
    grade_value: null,
    grade_text: null,
  });
  const r4 = await createGymRoute(t.db, sector, {
    name: 'R4',
    climbing_type: 'sport_climbing',
    level_index: 5,
    level_color: 'black',
    grade_value: 37,
    grade_text: '7a',
  });
  const [a, b, c, d] = await Promise.all([climber(), climber(), climber(), climber({ public_indoor_ascents: false })]);
  const log = (who: { user: { id: number } }, route: typeof r1, extra: LogExtra = {}) =>
    createIndoorAscent(t.db, { userId: who.user.id, route, ...extra });
  // A: R1 onsight 550; R2 red point then flash, the flash counting once (112); R3 sent (333: A, B and D did it);
  // R4 red point on top rope (142). 1,137 over 4 routes.
  await log(a, r1, { ascent_status: 'onsight' });
  await log(a, r2, { ascent_status: 'red_point' });
  await log(a, r2, { ascent_status: 'flash', released_at: '2026-10-05' });
  await log(a, r3, { ascent_status: 'sent' });
  await log(a, r4, { ascent_status: 'red_point', roping_status: 'top_rope' });
  // B: R1 flash 525; R3 a project, then a red point (333); R4 onsight on lead (312). 1,170 over 3 routes.
  await log(b, r1, { ascent_status: 'flash' });
  await log(b, r3, { ascent_status: 'project' });
  await log(b, r3, { ascent_status: 'red_point', released_at: '2026-10-08' });
  await log(b, r4, { ascent_status: 'onsight' });
  // C: R2 a project only (nothing), five greens without a route (nothing), R4 flash on lead (298).
  await log(c, r2, { ascent_status: 'project' });
  await createIndoorAscent(t.db, {
    userId: c.user.id,
    gymId: gym.id,
    climbing_type: 'bouldering',
    level_index: 1,
    level_color: 'green',
    quantity: 5,
    ascent_status: 'onsight',
  });
  await log(c, r4, { ascent_status: 'flash' });
  // D (private): R1 and R3 onsight: never ranked, yet one of R3's three climbers.
  await log(d, r1, { ascent_status: 'onsight' });
  await log(d, r3, { ascent_status: 'onsight' });
  return { gym, sector, routes: { r1, r2, r3, r4 }, climbers: { a, b, c, d } };
}

function rankingOf(gymId: number, headers: Record<string, string> = t.keyHeaders, query = '') {
  return expectCall<GymRanking>(t, 200, 'GET', `gyms/${gymId}/ranking.json${query ? `?${query}` : ''}`, headers);
}

/** The lines as [climber, rank, score, routes], to compare with a hand-written table. */
function table(ranking: GymRanking, names: Record<string, { user: { uuid: string } }>) {
  const nameOf = (uuid: string) => Object.entries(names).find(([, who]) => who.user.uuid === uuid)?.[0] ?? uuid;
  return ranking.entries.map((entry) => [nameOf(entry.user.uuid), entry.rank, entry.score, entry.routes_count]);
}

/** The gym's manager (every role), and the headers of their calls. */
async function managerOf(gymId: number) {
  const manager = await climber();
  await createGymAdministrator(t.db, { gymId, userId: manager.user.id });
  return manager;
}

describe('the ranking of a gym, computed by hand', () => {
  it('scores each route once per climber with their best ascent, leaves projects, routeless and private ascents out', async () => {
    const { gym, climbers } = await rankedGym();
    const ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['b', 1, 1170, 3],
      ['a', 2, 1137, 4],
      ['c', 3, 298, 1],
    ]);
    expect(ranking.total).toBe(3);
    expect(ranking.me).toBeNull();
    expect(ranking.systems).toEqual([
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: null },
    ]);
    const line = ranking.entries[0];
    expect(line?.user).toEqual({
      uuid: climbers.b.user.uuid,
      name: `${climbers.b.user.first_name} ${climbers.b.user.last_name}`,
      slug_name: climbers.b.user.slug_name,
      avatar_url: null,
    });
  });

  it("follows the gym's systems, its levels' points and a route's fixed points at once", async () => {
    const { gym, routes, climbers } = await rankedGym();
    const manager = await managerOf(gym.id);
    const put = (systems: object[]) =>
      expectCall<GymRankingSystems>(t, 200, 'PUT', `gyms/${gym.id}/ranking_systems.json`, manager.headers, { systems });

    // Division for the boulders: R2 is worth 1,000 (A alone did it), A's flash 1,050; R1 keeps its fixed points.
    const chosen = await put([{ climbing_type: 'bouldering', system: 'division' }]);
    expect(chosen).toEqual([
      { climbing_type: 'bouldering', system: 'division' },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: null },
    ]);
    let ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['a', 1, 2075, 4],
      ['b', 2, 1170, 3],
      ['c', 3, 298, 1],
    ]);
    expect(ranking.systems[0]).toEqual({ climbing_type: 'bouldering', system: 'division' });

    // Fixed points: each boulder its level's points, R2 126 (flash 132), R3 40; R1 still 500.
    await put([{ climbing_type: 'bouldering', system: 'fixed_points' }]);
    ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['b', 1, 877, 3],
      ['a', 2, 864, 4],
      ['c', 3, 298, 1],
    ]);

    // The green level now worth 400 (the scales' editor comes with the gym administration: its change announced so).
    const [scale] = await t.db
      .select()
      .from(gymLevels)
      .where(and(eq(gymLevels.gym_id, gym.id), eq(gymLevels.climbing_type, 'bouldering')));
    const levels = (scale?.levels ?? []).map((level, index) => (index === 1 ? { ...level, points: 400 } : level));
    await t.db
      .update(gymLevels)
      .set({ levels })
      .where(eq(gymLevels.id, scale?.id as number));
    await t.app.appContext.events.emitAndSettle('indoor.changed', { kind: 'gym', id: gym.id, gymIds: [gym.id] });
    ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['b', 1, 1237, 3],
      ['a', 2, 1224, 4],
      ['c', 3, 298, 1],
    ]);

    // R2 given 1,000 fixed points through the route's own update: A's flash is worth 1,050.
    await expectCall(t, 200, 'PUT', `gym_routes/${routes.r2.id}.json`, manager.headers, { fixed_points: 1000 });
    ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['a', 1, 2142, 4],
      ['b', 2, 1237, 3],
      ['c', 3, 298, 1],
    ]);

    // Back to the default: R3 (no grade) divides again, 333; R2 keeps its fixed points.
    expect(await put([{ climbing_type: 'bouldering', system: null }])).toEqual([
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: null },
    ]);
    ranking = await rankingOf(gym.id);
    expect(table(ranking, climbers)).toEqual([
      ['a', 1, 2075, 4],
      ['b', 2, 1170, 3],
      ['c', 3, 298, 1],
    ]);
    expect(await t.db.select().from(gymRankingSystems).where(eq(gymRankingSystems.gym_id, gym.id))).toEqual([]);
  });

  it('point by grade for lead routes, and division counting climbers, not ascents', async () => {
    const { gym, sector } = await gymWithSector();
    const manager = await managerOf(gym.id);
    const lead = await createGymRoute(t.db, sector, {
      climbing_type: 'sport_climbing',
      level_index: 3,
      level_color: 'blue',
      grade_value: 29,
      grade_text: '5c',
    });
    const [a, b] = await Promise.all([climber(), climber()]);
    const events = t.app.appContext.events;
    await createIndoorAscent(t.db, { userId: a.user.id, route: lead, ascent_status: 'onsight' }, events);
    await createIndoorAscent(
      t.db,
      { userId: b.user.id, route: lead, ascent_status: 'sent', roping_status: 'top_rope' },
      events,
    );
    // Point by grade (the default with a grade): 78; A onsight 86, B on top rope 39.
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 86, 1],
      ['b', 2, 39, 1],
    ]);
    await expectCall(t, 200, 'PUT', `gyms/${gym.id}/ranking_systems.json`, manager.headers, {
      systems: [{ climbing_type: 'sport_climbing', system: 'division' }],
    });
    // Two climbers: 500 each; A onsight 550, B on top rope 250.
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 550, 1],
      ['b', 2, 250, 1],
    ]);
    // A climbs it four more times: still two climbers, nothing moves.
    for (const day of ['2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05']) {
      await createIndoorAscent(t.db, { userId: a.user.id, route: lead, released_at: day }, events);
    }
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 550, 1],
      ['b', 2, 250, 1],
    ]);
    // A third climber (private, and only a project: the project does not count, the private ascent does).
    const c = await climber({ public_indoor_ascents: false });
    await createIndoorAscent(t.db, { userId: c.user.id, route: lead, ascent_status: 'project' }, events);
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 550, 1],
      ['b', 2, 250, 1],
    ]);
    await createIndoorAscent(t.db, { userId: c.user.id, route: lead, ascent_status: 'repetition' }, events);
    // 333 each: A 366, B 167 (166.5 rounded up).
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 366, 1],
      ['b', 2, 167, 1],
    ]);
  });

  it('gives equal scores one rank, the next skipping, equal scores by account age', async () => {
    const { gym, sector } = await gymWithSector();
    const route = await createGymRoute(t.db, sector, { fixed_points: 100 });
    const other = await createGymRoute(t.db, sector, { fixed_points: 40 });
    const [a, b, c, d] = await Promise.all([climber(), climber(), climber(), climber()]);
    const ordered = [a, b, c, d].sort((first, second) => first.user.id - second.user.id);
    const [first, second, third, fourth] = ordered as [typeof a, typeof a, typeof a, typeof a];
    // The youngest account scores most; the two oldest tie, then one alone below.
    await createIndoorAscent(t.db, { userId: fourth.user.id, route, ascent_status: 'onsight' });
    await createIndoorAscent(t.db, { userId: second.user.id, route });
    await createIndoorAscent(t.db, { userId: first.user.id, route });
    await createIndoorAscent(t.db, { userId: third.user.id, route: other });
    const ranking = await rankingOf(gym.id);
    expect(table(ranking, { first, second, third, fourth })).toEqual([
      ['fourth', 1, 110, 1],
      ['first', 2, 100, 1],
      ['second', 2, 100, 1],
      ['third', 4, 40, 1],
    ]);
    // Paged: the second page of two holds the tie's second and the fourth place.
    const page = await rankingOf(gym.id, t.keyHeaders, 'page=2&per_page=2');
    expect(table(page, { first, second, third, fourth })).toEqual([
      ['second', 2, 100, 1],
      ['third', 4, 40, 1],
    ]);
    expect(page.total).toBe(4);
    const beyond = await rankingOf(gym.id, t.keyHeaders, 'page=3&per_page=2');
    expect(beyond.entries).toEqual([]);
    expect(beyond.total).toBe(4);
  });
});

describe('my line', () => {
  it('is my own line wherever it is, and null for a visitor, an unranked or a private climber', async () => {
    const { gym, climbers } = await rankedGym();
    const firstPage = await rankingOf(gym.id, climbers.c.headers, 'per_page=1');
    expect(table(firstPage, climbers)).toEqual([['b', 1, 1170, 3]]);
    expect(firstPage.me).toMatchObject({ rank: 3, score: 298, routes_count: 1, user: { uuid: climbers.c.user.uuid } });
    expect((await rankingOf(gym.id, climbers.b.headers)).me).toMatchObject({ rank: 1, score: 1170 });
    expect((await rankingOf(gym.id)).me).toBeNull();
    expect((await rankingOf(gym.id, climbers.d.headers)).me).toBeNull();
    const stranger = await climber();
    expect((await rankingOf(gym.id, stranger.headers)).me).toBeNull();
  });

  it('answers 401 for a bad token, as every endpoint that reads an optional climber', async () => {
    const { gym } = await gymWithSector();
    const response = await call(t, 'GET', `gyms/${gym.id}/ranking.json`, {
      ...t.keyHeaders,
      authorization: 'Bearer not-a-token',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the filters', () => {
  it('by dates, on the day of the ascents, both days included', async () => {
    const { gym, sector } = await gymWithSector();
    const route = await createGymRoute(t.db, sector, { fixed_points: 100 });
    const other = await createGymRoute(t.db, sector, { fixed_points: 30 });
    const [a, b] = await Promise.all([climber(), climber()]);
    await createIndoorAscent(t.db, { userId: a.user.id, route, released_at: '2026-03-01' });
    await createIndoorAscent(t.db, { userId: a.user.id, route, released_at: '2026-06-10', ascent_status: 'onsight' });
    await createIndoorAscent(t.db, { userId: b.user.id, route: other, released_at: '2026-06-30' });
    await createIndoorAscent(t.db, { userId: b.user.id, route, released_at: '2026-07-01' });
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['b', 1, 130, 2],
      ['a', 2, 110, 1],
    ]);
    // June: A's onsight (110), B's other route (30).
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_from=2026-06-01&date_to=2026-06-30'), { a, b })).toEqual([
      ['a', 1, 110, 1],
      ['b', 2, 30, 1],
    ]);
    // Up to March: A's red point only (100); from July: B's ascent of the first route (100).
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_to=2026-03-01'), { a, b })).toEqual([['a', 1, 100, 1]]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_from=2026-07-01'), { a, b })).toEqual([['b', 1, 100, 1]]);
  });

  it('by sex, by age band (the age reached this year; no birth date, no band) and by type of route', async () => {
    const { gym, sector } = await gymWithSector();
    const boulder = await createGymRoute(t.db, sector, { fixed_points: 100 });
    const lead = await createGymRoute(t.db, sector, {
      climbing_type: 'sport_climbing',
      fixed_points: 300,
      level_index: 2,
      level_color: 'green',
    });
    const year = new Date().getUTCFullYear();
    // Born this year minus 12 on 31 December: 11 until then, yet 12 this year, in the 12–15 band.
    const [young, adult, senior, unknown] = await Promise.all([
      climber({ gender: 'female', date_of_birth: `${year - 12}-12-31` }),
      climber({ gender: 'male', date_of_birth: `${year - 39}-01-01` }),
      climber({ gender: 'female', date_of_birth: `${year - 60}-06-15` }),
      climber({ gender: 'other' }),
    ]);
    const names = { young, adult, senior, unknown };
    await createIndoorAscent(t.db, { userId: young.user.id, route: boulder, ascent_status: 'onsight' });
    await createIndoorAscent(t.db, { userId: adult.user.id, route: lead });
    await createIndoorAscent(t.db, { userId: senior.user.id, route: boulder });
    await createIndoorAscent(t.db, { userId: unknown.user.id, route: boulder, ascent_status: 'flash' });
    await createIndoorAscent(t.db, { userId: unknown.user.id, route: lead, roping_status: 'top_rope' });
    expect(table(await rankingOf(gym.id), names)).toEqual([
      ['adult', 1, 300, 1],
      ['unknown', 2, 255, 2],
      ['young', 3, 110, 1],
      ['senior', 4, 100, 1],
    ]);
    const query = (filters: string) =>
      rankingOf(gym.id, t.keyHeaders, filters).then((ranking) => table(ranking, names));
    expect(await query('gender=female')).toEqual([
      ['young', 1, 110, 1],
      ['senior', 2, 100, 1],
    ]);
    expect(await query('gender=other')).toEqual([['unknown', 1, 255, 2]]);
    expect(await query('age_band=12_15')).toEqual([['young', 1, 110, 1]]);
    expect(await query('age_band=under_12')).toEqual([]);
    expect(await query('age_band=20_39')).toEqual([['adult', 1, 300, 1]]);
    expect(await query('age_band=60_and_over')).toEqual([['senior', 1, 100, 1]]);
    expect(await query('age_band=40_59')).toEqual([]);
    expect(await query('climbing_type=bouldering')).toEqual([
      ['young', 1, 110, 1],
      ['unknown', 2, 105, 1],
      ['senior', 3, 100, 1],
    ]);
    expect(await query('climbing_type=sport_climbing')).toEqual([
      ['adult', 1, 300, 1],
      ['unknown', 2, 150, 1],
    ]);
    expect(await query('climbing_type=pan')).toEqual([]);
    expect(await query('gender=female&climbing_type=sport_climbing')).toEqual([]);
  });

  it('refuses a window that ends before it starts and filters it does not know, with the field and the rule', async () => {
    const { gym } = await gymWithSector();
    const refused = async (query: string) => {
      const response = await call(t, 'GET', `gyms/${gym.id}/ranking.json?${query}`, t.keyHeaders);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ error: Record<string, string[]> }>().error;
    };
    expect(await refused('date_from=2026-06-02&date_to=2026-06-01')).toEqual({ date_to: ['too_small'] });
    expect(Object.keys(await refused('gender=robot'))).toEqual(['gender']);
    expect(Object.keys(await refused('age_band=12_18'))).toEqual(['age_band']);
    expect(Object.keys(await refused('climbing_type=fun_climbing'))).toEqual(['climbing_type']);
    expect(Object.keys(await refused('date_from=2026-13-01'))).toEqual(['date_from']);
    expect(Object.keys(await refused('per_page=101'))).toEqual(['per_page']);
  });

  it('answers 404 for a gym that does not exist', async () => {
    expect((await call(t, 'GET', 'gyms/999999/ranking.json', t.keyHeaders)).statusCode).toBe(404);
    expect((await call(t, 'GET', 'gyms/999999/ranking_systems.json', t.keyHeaders)).statusCode).toBe(404);
  });
});

describe('privacy and the cache', () => {
  it('takes a climber out at once when they make their indoor ascents private, and back', async () => {
    const { gym, climbers } = await rankedGym();
    const settings = (value: boolean) =>
      expectCall(t, 200, 'PUT', 'current_users.json', climbers.b.headers, { user: { public_indoor_ascents: value } });
    await rankingOf(gym.id);
    await settings(false);
    const without = await rankingOf(gym.id);
    expect(table(without, climbers)).toEqual([
      ['a', 1, 1137, 4],
      ['c', 2, 298, 1],
    ]);
    expect((await rankingOf(gym.id, climbers.b.headers)).me).toBeNull();
    await settings(true);
    expect(table(await rankingOf(gym.id), climbers)).toEqual([
      ['b', 1, 1170, 3],
      ['a', 2, 1137, 4],
      ['c', 3, 298, 1],
    ]);
  });

  it('moves a climber between filters at once when their sex changes, and drops a deleted account', async () => {
    const { gym, climbers } = await rankedGym();
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=male'), climbers)).toEqual([]);
    await expectCall(t, 200, 'PUT', 'current_users.json', climbers.a.headers, { user: { gender: 'male' } });
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=male'), climbers)).toEqual([['a', 1, 1137, 4]]);
    await expectCall(t, 204, 'DELETE', 'current_users.json', climbers.b.headers, { password: DEFAULT_PASSWORD });
    expect(table(await rankingOf(gym.id), climbers)).toEqual([
      ['a', 1, 1137, 4],
      ['c', 2, 298, 1],
    ]);
  });

  it("reads a ranking from the cache until the gym's counter moves, and moves no other gym's", async () => {
    const { gym, sector } = await gymWithSector();
    const elsewhere = await gymWithSector();
    const route = await createGymRoute(t.db, sector, { fixed_points: 100 });
    const a = await climber();
    const counters = () =>
      t.app.appContext.cache.versions([
        gymRankingVersion(gym.id),
        gymRankingVersion(elsewhere.gym.id),
        CLIMBERS_RANKING_VERSION,
      ]);
    await createIndoorAscent(t.db, { userId: a.user.id, route });
    expect(table(await rankingOf(gym.id), { a })).toEqual([['a', 1, 100, 1]]);
    // Written behind the API's back (no event): the kept ranking is still answered.
    const small = await createGymRoute(t.db, sector, { fixed_points: 7 });
    await createIndoorAscent(t.db, { userId: a.user.id, route: small });
    expect(table(await rankingOf(gym.id), { a })).toEqual([['a', 1, 100, 1]]);
    const [before, otherBefore, climbersBefore] = await counters();
    // The writer's event moves this gym's counter alone; the ranking scores that climber again, and them only.
    const b = await climber();
    await createIndoorAscent(t.db, { userId: b.user.id, route, ascent_status: 'flash' }, t.app.appContext.events);
    const [after, otherAfter, climbersAfter] = await counters();
    expect(after).toBe((before as number) + 1);
    expect(otherAfter).toBe(otherBefore);
    expect(climbersAfter).toBe(climbersBefore);
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['b', 1, 105, 1],
      ['a', 2, 100, 1],
    ]);
    // A change of the gym's routes is computed whole: A's hidden ascent counts now.
    await t.app.appContext.events.emitAndSettle('indoor.changed', {
      kind: 'gym_route',
      id: small.id,
      gymIds: [gym.id],
    });
    expect(table(await rankingOf(gym.id), { a, b })).toEqual([
      ['a', 1, 107, 2],
      ['b', 2, 105, 1],
    ]);
  });

  it("moves the counters of the gyms a climber climbed at when their profile changes, not the others'", async () => {
    const { gym, sector } = await gymWithSector();
    const elsewhere = await gymWithSector();
    const a = await climber();
    await createIndoorAscent(t.db, { userId: a.user.id, route: await createGymRoute(t.db, sector) });
    // Without a route, at the other gym: in no ranking there, yet its counter moves with the others (a cheap rescore).
    await createIndoorAscent(t.db, {
      userId: a.user.id,
      gymId: elsewhere.gym.id,
      climbing_type: 'bouldering',
      quantity: 2,
    });
    const third = await gymWithSector();
    const counters = () =>
      t.app.appContext.cache.versions([
        gymRankingVersion(gym.id),
        gymRankingVersion(elsewhere.gym.id),
        gymRankingVersion(third.gym.id),
        CLIMBERS_RANKING_VERSION,
      ]);
    const named = async () => (await rankingOf(gym.id)).entries.map((entry) => entry.user.name);
    expect(await named()).toEqual([`${a.user.first_name} ${a.user.last_name}`]);
    const [before, elsewhereBefore, thirdBefore, climbersBefore] = await counters();
    await expectCall(t, 200, 'PUT', 'current_users.json', a.headers, { user: { first_name: 'Zoé' } });
    const [after, elsewhereAfter, thirdAfter, climbersAfter] = await counters();
    expect(after).toBe((before as number) + 1);
    expect(elsewhereAfter).toBe((elsewhereBefore as number) + 1);
    expect(thirdAfter).toBe(thirdBefore);
    expect(climbersAfter).toBeGreaterThan(climbersBefore as number);
    expect(await named()).toEqual([`Zoé ${a.user.last_name}`]);
  });

  it('brings a ranking up to date ascent after ascent, as if computed whole', async () => {
    const { gym, sector } = await gymWithSector();
    const routes = await Promise.all(
      [300, 120, 45].map((fixed_points) => createGymRoute(t.db, sector, { fixed_points })),
    );
    const [r300, r120, r45] = routes as [(typeof routes)[number], (typeof routes)[number], (typeof routes)[number]];
    const [a, b, c] = await Promise.all([
      climber({ gender: 'female' }),
      climber({ gender: 'male' }),
      climber({ gender: 'male', public_indoor_ascents: false }),
    ]);
    const names = { a, b, c };
    const events = t.app.appContext.events;
    await createIndoorAscent(t.db, { userId: a.user.id, route: r120 });
    expect(table(await rankingOf(gym.id), names)).toEqual([['a', 1, 120, 1]]);
    // Each filter's list is kept and brought up to date on its own.
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_from=2026-10-02'), names)).toEqual([]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=male'), names)).toEqual([]);
    await createIndoorAscent(t.db, { userId: b.user.id, route: r300, released_at: '2026-10-03' }, events);
    await createIndoorAscent(t.db, { userId: a.user.id, route: r45, ascent_status: 'onsight' }, events);
    await createIndoorAscent(t.db, { userId: c.user.id, route: r300, ascent_status: 'onsight' }, events);
    await createIndoorAscent(t.db, { userId: b.user.id, route: r120, ascent_status: 'project' }, events);
    expect(table(await rankingOf(gym.id), names)).toEqual([
      ['b', 1, 300, 1],
      ['a', 2, 170, 2],
    ]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_from=2026-10-02'), names)).toEqual([['b', 1, 300, 1]]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=male'), names)).toEqual([['b', 1, 300, 1]]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=female'), names)).toEqual([['a', 1, 170, 2]]);
    // B's ascent deleted, A's made an onsight: the lists follow.
    const [row] = await t.db
      .select()
      .from(ascents)
      .where(and(eq(ascents.user_id, b.user.id), eq(ascents.gym_route_id, r300.id)));
    await t.db.delete(ascents).where(eq(ascents.id, row?.id as number));
    await events.emitAndSettle('ascent.deleted', {
      ascentId: row?.id as number,
      userId: b.user.id,
      kind: 'gym_route',
      cragRouteId: null,
      cragId: null,
      gymRouteId: r300.id,
      gymId: gym.id,
    });
    expect(table(await rankingOf(gym.id), names)).toEqual([['a', 1, 170, 2]]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'date_from=2026-10-02'), names)).toEqual([]);
    expect(table(await rankingOf(gym.id, t.keyHeaders, 'gender=male'), names)).toEqual([]);
  });
});

describe('the ranking systems', () => {
  it('are read by anyone, chosen by the staff managing the gym (site administrators too), nobody else', async () => {
    const { gym } = await gymWithSector();
    const manager = await managerOf(gym.id);
    const opener = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: opener.user.id, roles: ['manage_opening'] });
    const [someone, admin] = await Promise.all([climber(), climber({ super_admin: true })]);
    const body = { systems: [{ climbing_type: 'pan', system: 'point_by_grade' }] };
    const path = `gyms/${gym.id}/ranking_systems.json`;
    expect((await call(t, 'PUT', path, t.keyHeaders, body)).statusCode).toBe(401);
    for (const refused of [someone, opener]) {
      // Refused before the body is read: a bad one is a 403 too.
      for (const sent of [body, {}]) {
        const response = await call(t, 'PUT', path, refused.headers, sent);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ need: { role: 'manage_gym' } });
      }
    }
    expect(await expectCall<GymRankingSystems>(t, 200, 'GET', path, t.keyHeaders)).toEqual([
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: null },
    ]);
    await expectCall(t, 200, 'PUT', path, manager.headers, body);
    await expectCall(t, 200, 'PUT', path, admin.headers, {
      systems: [
        { climbing_type: 'bouldering', system: 'fixed_points' },
        { climbing_type: 'sport_climbing', system: 'division' },
      ],
    });
    expect(await expectCall<GymRankingSystems>(t, 200, 'GET', path, someone.headers)).toEqual([
      { climbing_type: 'bouldering', system: 'fixed_points' },
      { climbing_type: 'sport_climbing', system: 'division' },
      { climbing_type: 'pan', system: 'point_by_grade' },
    ]);
    expect((await call(t, 'PUT', 'gyms/999999/ranking_systems.json', admin.headers, body)).statusCode).toBe(404);
  });

  it('refuses a bad body with the field and the rule, and changes nothing', async () => {
    const { gym } = await gymWithSector();
    const manager = await managerOf(gym.id);
    const path = `gyms/${gym.id}/ranking_systems.json`;
    await expectCall(t, 200, 'PUT', path, manager.headers, { systems: [{ climbing_type: 'pan', system: 'division' }] });
    const refused = async (body: object) => {
      const response = await call(t, 'PUT', path, manager.headers, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ error: Record<string, string[]> }>().error;
    };
    expect(
      await refused({
        systems: [
          { climbing_type: 'pan', system: null },
          { climbing_type: 'pan', system: 'fixed_points' },
        ],
      }),
    ).toEqual({ systems: ['invalid'] });
    // A nested field's rule is answered under the list that holds it (docs/conventions.md).
    expect(await refused({ systems: [{ climbing_type: 'pan', system: 'elo' }] })).toEqual({
      systems: ['not_included'],
    });
    expect(await refused({ systems: [{ climbing_type: 'fun_climbing', system: null }] })).toEqual({
      systems: ['not_included'],
    });
    expect(await refused({ systems: [] })).toEqual({ systems: ['too_short'] });
    expect(await refused({ systems: [{ climbing_type: 'pan', system: null, points: 3 }] })).toEqual({
      systems: ['unknown'],
    });
    expect(await refused({ systems: [{ climbing_type: 'pan' }] })).toEqual({ systems: ['required'] });
    expect(await refused({ bouldering: 'division' })).toEqual({ systems: ['required'], bouldering: ['unknown'] });
    expect(await expectCall<GymRankingSystems>(t, 200, 'GET', path, t.keyHeaders)).toEqual([
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: 'division' },
    ]);
  });
});
