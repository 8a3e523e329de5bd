import { type GymRouteStatistics, ROUTE_AGE_BUCKETS, routeAgeBucket } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../../src/indoor/admin/dashboard/dashboard-dates';
import { monthsOf } from '../../../src/indoor/admin/statistics/statistics-period';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * The routes' statistics (docs/domain/indoor.md, "Administration"): every figure against a gym built by hand, the
 * filters, the refusals, and another gym's routes never counted.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type UserOverrides = Parameters<typeof createUser>[1];

async function climber(overrides: UserOverrides = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

async function staffOf(gymId: number, roles?: Parameters<typeof createGymAdministrator>[1]['roles']) {
  const who = await climber();
  await createGymAdministrator(t.db, { gymId, userId: who.user.id, ...(roles ? { roles } : {}) });
  return who;
}

/**
 * A gym in Paris with its default levels (bouldering: yellow 0, green 1, blue 2, red 3 …; sport: white 0, yellow 1 …):
 * space A (sectors S1, S2) and space B (sector S3). `T` is the gym's today; opened `T-n` is n days ago.
 *
 * | route | sector | type  | level      | grade    | opened | state           | note    | hardness (votes) | likes |
 * | r1    | S1     | boulder | 0 yellow | 19 (4a)  | T-5    | mounted         | 4 (2)   | −0.5 (3) soft    | 5     |
 * | r2    | S1     | boulder | 0 yellow | 19       | T-20   | mounted         | 6 (1)   | 0 (3) right      | 2     |
 * | r3    | S1     | boulder | 2 blue   | 29 (5c)  | T-40   | mounted         | –       | 1 (2) unrated    | 9     |
 * | r4    | S2     | boulder | 2 blue   | 29       | T-100  | dismounted T-10 | 2 (4)   | 0.5 (4) hard     | 1     |
 * | r5    | S2     | boulder | 3 red    | 32 (6a+) | T-400  | mounted         | –       | –                | 0     |
 * | r6    | S3     | boulder | none     | none     | T-200  | mounted         | –       | –                | 3     |
 * | r7    | S3     | sport   | 1 yellow | 27 (5b)  | T-70   | mounted         | –       | –                | 0     |
 *
 * And another gym's route, at the same levels, opened T-3 and liked 100 times.
 */
async function handBuiltGym() {
  const gym = await createGym(t.db, { climbing_types: ['bouldering', 'sport_climbing'] });
  const today = dayIn(new Date(), gym.time_zone);
  const day = (daysAgo: number) => addDays(today, -daysAgo);
  const a = await createGymSpace(t.db, gym.id, { name: 'A', position: 0 });
  const b = await createGymSpace(t.db, gym.id, { name: 'B', position: 1 });
  const s1 = await createGymSector(t.db, a, { name: 'S1', position: 0 });
  const s2 = await createGymSector(t.db, a, { name: 'S2', position: 1 });
  const s3 = await createGymSector(t.db, b, { name: 'S3', position: 0 });
  const yellow = { level_index: 0, level_color: 'yellow', grade_value: 19, grade_text: '4a' } as const;
  const blue = { level_index: 2, level_color: 'blue', grade_value: 29, grade_text: '5c' } as const;
  const r1 = await createGymRoute(t.db, s1, {
    ...yellow,
    name: 'r1',
    opened_at: day(5),
    note: 4,
    note_count: 2,
    hardness_value: -0.5,
    hardness_count: 3,
    likes_count: 5,
  });
  const r2 = await createGymRoute(t.db, s1, {
    ...yellow,
    name: 'r2',
    opened_at: day(20),
    note: 6,
    note_count: 1,
    hardness_value: 0,
    hardness_count: 3,
    likes_count: 2,
  });
  const r3 = await createGymRoute(t.db, s1, {
    ...blue,
    name: 'r3',
    opened_at: day(40),
    hardness_value: 1,
    hardness_count: 2,
    likes_count: 9,
  });
  await createGymRoute(t.db, s2, {
    ...blue,
    name: 'r4',
    opened_at: day(100),
    dismounted_at: day(10),
    note: 2,
    note_count: 4,
    hardness_value: 0.5,
    hardness_count: 4,
    likes_count: 1,
  });
  await createGymRoute(t.db, s2, {
    name: 'r5',
    level_index: 3,
    level_color: 'red',
    grade_value: 32,
    grade_text: '6a+',
    opened_at: day(400),
  });
  const r6 = await createGymRoute(t.db, s3, {
    name: 'r6',
    level_index: null,
    level_color: null,
    grade_value: null,
    grade_text: null,
    opened_at: day(200),
    likes_count: 3,
  });
  await createGymRoute(t.db, s3, {
    name: 'r7',
    climbing_type: 'sport_climbing',
    level_index: 1,
    level_color: 'yellow',
    grade_value: 27,
    grade_text: '5b',
    opened_at: day(70),
  });
  const other = await createGym(t.db);
  const otherSpace = await createGymSpace(t.db, other.id);
  const otherSector = await createGymSector(t.db, otherSpace);
  await createGymRoute(t.db, otherSector, { ...yellow, opened_at: day(3), likes_count: 100, note: 0, note_count: 9 });
  const manager = await staffOf(gym.id, ['manage_opening']);
  return { gym, today, day, a, b, s1, s2, s3, r1, r2, r3, r6, other, otherSpace, manager };
}

const statisticsOf = (gymId: number, headers: Record<string, string>, query = '') =>
  expectCall<GymRouteStatistics>(t, 200, 'GET', `gyms/${gymId}/route_statistics.json${query}`, headers);

type LevelRow = { climbing_type: string; level_index: number | null };
const level = <Row extends LevelRow>(rows: Row[], type: string, index: number | null) =>
  rows.find((row) => row.climbing_type === type && row.level_index === index);

describe('GET gyms/{id}/route_statistics.json', () => {
  it('counts by level and grade against the mounted set, ages, notes, likes and opinions, of this gym alone', async () => {
    const { gym, today, day, s1, s2, s3, r1, r2, r3, r6, manager } = await handBuiltGym();
    const stats = await statisticsOf(gym.id, manager.headers);
    expect(stats.filters).toMatchObject({ climbing_type: null, gym_space_id: null, to: today, today });
    expect(stats.filters.from > day(366) && stats.filters.from <= day(364)).toBe(true);
    expect(stats.totals).toEqual({ mounted: 6, opened: 6 });
    expect(stats.spaces.map((space) => space.name)).toEqual(['A', 'B']);

    // Levels: each step of both scales, the routes without a level last of their type.
    expect(stats.levels.map((row) => `${row.climbing_type}:${row.level_index}:${row.color}`)).toEqual([
      'bouldering:0:yellow',
      'bouldering:1:green',
      'bouldering:2:blue',
      'bouldering:3:red',
      'bouldering:4:black',
      'bouldering:5:purple',
      'bouldering:6:white',
      'bouldering:null:null',
      'sport_climbing:0:white',
      'sport_climbing:1:yellow',
      'sport_climbing:2:green',
      'sport_climbing:3:blue',
      'sport_climbing:4:red',
      'sport_climbing:5:black',
      'sport_climbing:6:purple',
      'sport_climbing:7:pink',
      'sport_climbing:8:orange',
    ]);
    const counts = (type: string, index: number | null) => {
      const row = level(stats.levels, type, index);
      return [row?.mounted, row?.opened];
    };
    expect(counts('bouldering', 0)).toEqual([2, 2]);
    expect(counts('bouldering', 1)).toEqual([0, 0]);
    expect(counts('bouldering', 2)).toEqual([1, 2]);
    expect(counts('bouldering', 3)).toEqual([1, 0]);
    expect(counts('bouldering', null)).toEqual([1, 1]);
    expect(counts('sport_climbing', 1)).toEqual([1, 1]);

    expect(stats.grades).toEqual([
      { grade_value: 19, grade_text: '4a', mounted: 2, opened: 2 },
      { grade_value: 27, grade_text: '5b', mounted: 1, opened: 1 },
      { grade_value: 29, grade_text: '5c', mounted: 1, opened: 2 },
      { grade_value: 32, grade_text: '6a+', mounted: 1, opened: 0 },
      { grade_value: null, grade_text: null, mounted: 1, opened: 1 },
    ]);

    // Ages of the mounted routes: 5, 20, 40, 70, 200 and 400 days.
    expect(Object.fromEntries(stats.ages.buckets.map((row) => [row.bucket, row.count]))).toEqual({
      under_2_weeks: 1,
      weeks_2_to_4: 1,
      months_1_to_2: 1,
      months_2_to_3: 1,
      months_3_to_6: 0,
      months_6_to_12: 1,
      over_1_year: 1,
    });
    expect(stats.ages.mean_days).toBe(123);

    // Notes of the period's routes: yellow (4 × 2 + 6) / 3 votes, blue the dismounted r4's 2 × 4 votes.
    expect(level(stats.notes, 'bouldering', 0)).toMatchObject({ mean: 4.67, routes_with_notes: 2, votes: 3 });
    expect(level(stats.notes, 'bouldering', 2)).toMatchObject({ mean: 2, routes_with_notes: 1, votes: 4 });
    expect(level(stats.notes, 'bouldering', 3)).toMatchObject({ mean: null, routes_with_notes: 0, votes: 0 });

    // Opinions need 3 votes (the default): r3's two votes make no consensus.
    const opinion = (type: string, index: number | null) => {
      const row = level(stats.opinions, type, index);
      return [row?.soft, row?.right, row?.hard, row?.unrated];
    };
    expect(t.config.ascentConsensusMinVotes).toBe(3);
    expect(opinion('bouldering', 0)).toEqual([1, 1, 0, 0]);
    expect(opinion('bouldering', 2)).toEqual([0, 0, 1, 1]);
    expect(opinion('bouldering', null)).toEqual([0, 0, 0, 1]);

    expect(stats.likes.total).toBe(20);
    expect(stats.likes.mounted_total).toBe(19);
    expect(stats.likes.top.map((route) => [route.id, route.likes_count])).toEqual([
      [r3.id, 9],
      [r1.id, 5],
      [r6.id, 3],
      [r2.id, 2],
    ]);
    expect(stats.likes.top[0]?.sector).toEqual({ id: s1.id, name: 'S1' });

    // Openings per sector and month, and the days since each sector's last opening (whatever the period).
    // 12 or 13 months, as the period starts on the 1st or later.
    expect(stats.months).toEqual(monthsOf(stats.filters));
    const months = stats.months.length;
    expect(months === 12 || months === 13).toBe(true);
    expect(stats.months.at(-1)).toBe(today.slice(0, 7));
    const sectors = stats.sectors.map((sector) => [
      sector.name,
      sector.opened,
      sector.months.reduce((sum, value) => sum + value, 0),
      sector.months.length,
      sector.days_since_last_opening,
    ]);
    expect(sectors).toEqual([
      ['S1', 3, 3, months, 5],
      ['S2', 1, 1, months, 100],
      ['S3', 2, 2, months, 70],
    ]);
    const s1Row = stats.sectors.find((sector) => sector.id === s1.id);
    expect(s1Row?.months[stats.months.indexOf(day(5).slice(0, 7))]).toBeGreaterThanOrEqual(1);
    expect(stats.sectors.find((sector) => sector.id === s2.id)?.last_opened_at).toBe(day(100));
    expect(stats.sectors.find((sector) => sector.id === s3.id)?.space_name).toBe('B');
  });

  it('narrows to a period, a type and a space', async () => {
    const { gym, day, a, manager } = await handBuiltGym();
    const period = await statisticsOf(gym.id, manager.headers, `?from=${day(45)}&to=${day(10)}`);
    expect(period.filters).toMatchObject({ from: day(45), to: day(10) });
    expect(period.totals).toEqual({ mounted: 6, opened: 2 });
    expect(level(period.levels, 'bouldering', 0)).toMatchObject({ mounted: 2, opened: 1 });
    expect(level(period.levels, 'bouldering', 2)).toMatchObject({ mounted: 1, opened: 1 });
    expect(period.likes.total).toBe(11);
    expect(period.sectors.map((sector) => [sector.name, sector.opened])).toEqual([
      ['S1', 2],
      ['S2', 0],
      ['S3', 0],
    ]);

    const sport = await statisticsOf(gym.id, manager.headers, '?climbing_type=sport_climbing');
    expect(sport.totals).toEqual({ mounted: 1, opened: 1 });
    expect(new Set(sport.levels.map((row) => row.climbing_type))).toEqual(new Set(['sport_climbing']));
    expect(sport.ages.mean_days).toBe(70);

    const spaceA = await statisticsOf(gym.id, manager.headers, `?gym_space_id=${a.id}`);
    expect(spaceA.totals).toEqual({ mounted: 4, opened: 4 });
    expect(spaceA.sectors.map((sector) => sector.name)).toEqual(['S1', 'S2']);
    expect(spaceA.filters.gym_space_id).toBe(a.id);
  });

  it('puts each mounted route in the age bucket the rules give, on every bound', async () => {
    const gym = await createGym(t.db);
    const manager = await staffOf(gym.id);
    const sector = await createGymSector(t.db, await createGymSpace(t.db, gym.id));
    const today = dayIn(new Date(), gym.time_zone);
    const ages = [-2, 0, 13, 14, 27, 28, 60, 61, 90, 91, 182, 183, 364, 365, 900];
    for (const age of ages) await createGymRoute(t.db, sector, { opened_at: addDays(today, -age) });
    // A sector last set 200 days ago, its route dismounted since: read by its own routes, not the recent range.
    const quiet = await createGymSector(t.db, { id: sector.gym_space_id, gym_id: gym.id });
    await createGymRoute(t.db, quiet, { opened_at: addDays(today, -200), dismounted_at: addDays(today, -20) });
    await createGymRoute(t.db, quiet, { opened_at: addDays(today, -500), dismounted_at: addDays(today, -300) });
    const stats = await statisticsOf(gym.id, manager.headers);
    expect(stats.sectors.map((row) => [row.id, row.days_since_last_opening])).toEqual([
      [sector.id, 0],
      [quiet.id, 200],
    ]);
    const expected = Object.fromEntries(ROUTE_AGE_BUCKETS.map((bucket) => [bucket, 0]));
    for (const age of ages) expected[routeAgeBucket(age)] = (expected[routeAgeBucket(age)] ?? 0) + 1;
    expect(Object.fromEntries(stats.ages.buckets.map((row) => [row.bucket, row.count]))).toEqual(expected);
    expect(Object.values(expected)).toEqual([3, 2, 2, 2, 2, 2, 2]);
  });

  it('answers a gym without routes with zeros', async () => {
    const gym = await createGym(t.db);
    const manager = await staffOf(gym.id);
    const stats = await statisticsOf(gym.id, manager.headers);
    expect(stats.totals).toEqual({ mounted: 0, opened: 0 });
    expect(stats.levels).toEqual([]);
    expect(stats.grades).toEqual([]);
    expect(stats.sectors).toEqual([]);
    expect(stats.ages.mean_days).toBeNull();
    expect(stats.ages.buckets.every((row) => row.count === 0)).toBe(true);
    expect(stats.likes).toEqual({ total: 0, mounted_total: 0, top: [] });
  });

  it('refuses bad filters with the rule broken', async () => {
    const { gym, day, otherSpace, manager } = await handBuiltGym();
    const refused = async (query: string) => {
      const response = await call(t, 'GET', `gyms/${gym.id}/route_statistics.json${query}`, manager.headers);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(422);
      return response.json().error;
    };
    expect(await refused(`?gym_space_id=${otherSpace.id}`)).toEqual({ gym_space_id: ['not_included'] });
    expect(await refused('?gym_space_id=2000000000')).toEqual({ gym_space_id: ['not_found'] });
    expect(await refused(`?from=${day(5)}&to=${day(10)}`)).toEqual({ to: ['out_of_order'] });
    expect(await refused(`?from=${addDays(day(0), 2)}`)).toEqual({ from: ['out_of_order'] });
    expect(await refused(`?from=${day(3700)}&to=${day(0)}`)).toEqual({ from: ['too_small'] });
    expect(Object.keys(await refused('?climbing_type=ice'))).toEqual(['climbing_type']);
    expect(Object.keys(await refused('?from=2026-02-30'))).toEqual(['from']);
    expect(Object.keys(await refused('?gym_space_id=abc'))).toEqual(['gym_space_id']);
  });

  it('is for the staff managing opening and site administrators', async () => {
    const { gym, manager } = await handBuiltGym();
    const url = `gyms/${gym.id}/route_statistics.json`;
    const gymManager = await staffOf(gym.id, ['manage_gym', 'manage_spaces', 'manage_team_members']);
    const otherStaff = await staffOf((await createGym(t.db)).id);
    for (const who of [gymManager, otherStaff, await climber()]) {
      const response = await call(t, 'GET', url, who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ need: { gym_name: gym.name, role: 'manage_opening' } });
    }
    await statisticsOf(gym.id, manager.headers);
    const siteAdmin = await climber({ super_admin: true });
    await statisticsOf(gym.id, siteAdmin.headers);
    expect((await call(t, 'GET', 'gyms/2000000000/route_statistics.json', siteAdmin.headers)).statusCode).toBe(404);
  });
});
