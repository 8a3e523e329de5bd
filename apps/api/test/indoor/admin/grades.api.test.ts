import {
  DEFAULT_GYM_LEVELS,
  type GymClimbingStyles,
  type GymDifficultySystem,
  type GymGrade,
  type GymGradeLine,
  type GymGradeSummary,
  type GymLevels,
  type GymRanking,
  type GymRole,
} from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymGradeLines, gymGrades, gymLevels, gymRoutes } from '../../../src/db/schema';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { createIndoorAscent } from '../../factories/indoor-ascent.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * The administration area's grades tools (docs/domain/indoor.md, "Administration"): grade systems and their ordered
 * lines, levels, climbing styles and the first difficulty system, for the gym's staff managing the opening. Each
 * rule is checked with nothing half-written.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A climber and the headers of their calls. */
async function climber() {
  const { user } = await createUser(t.db);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A gym (the default scales) with a staff member holding `roles`. */
async function staffedGym(roles: readonly GymRole[] = ['manage_opening']) {
  const gym = await createGym(t.db);
  const manager = await climber();
  await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id, roles });
  return { gym, manager };
}

async function newGrade(gymId: number, headers: Record<string, string>, body: object = {}) {
  return expectCall<GymGrade>(t, 201, 'POST', `gyms/${gymId}/gym_grades.json`, headers, {
    name: 'Cotation maison',
    climbing_type: 'bouldering',
    ...body,
  });
}

function newLine(gradeId: number, headers: Record<string, string>, body: object) {
  return expectCall<GymGradeLine>(t, 201, 'POST', `gym_grades/${gradeId}/gym_grade_lines.json`, headers, {
    colors: ['green'],
    ...body,
  });
}

/** A system's lines as [name, position, grade value], as stored. */
async function storedLines(gradeId: number) {
  const rows = await t.db.select().from(gymGradeLines).where(eq(gymGradeLines.gym_grade_id, gradeId));
  return rows
    .sort((first, second) => first.position - second.position)
    .map((row) => [row.name, row.position, row.grade_value]);
}

describe('who may use the grades tools', () => {
  it('refuses an administrator without manage_opening, and gym B’s administrator on gym A', async () => {
    const { gym, manager } = await staffedGym();
    const grade = await newGrade(gym.id, manager.headers);
    const line = await newLine(grade.id, manager.headers, { name: 'Vert', grade_value: 25 });
    const withoutRole = await staffedGym(['manage_openers', 'manage_gym']);
    await createGymAdministrator(t.db, { gymId: gym.id, userId: withoutRole.manager.user.id, roles: ['manage_gym'] });
    const other = await staffedGym();
    for (const who of [withoutRole.manager, other.manager]) {
      for (const [method, url, body] of [
        ['GET', `gyms/${gym.id}/gym_grades.json`],
        ['POST', `gyms/${gym.id}/gym_grades.json`, { name: 'X', climbing_type: 'pan' }],
        ['GET', `gym_grades/${grade.id}.json`],
        ['DELETE', `gym_grades/${grade.id}.json`],
        ['PUT', `gym_grade_lines/${line.id}.json`, { name: 'Y' }],
        ['PUT', `gyms/${gym.id}/levels.json`, { climbing_type: 'pan', levels: [] }],
        ['PUT', `gyms/${gym.id}/climbing_styles.json`, { climbing_type: 'pan', styles: ['slab'] }],
        ['PUT', `gyms/${gym.id}/difficulty_system.json`, { levels: [] }],
      ] as const) {
        const response = await call(t, method, url, who.headers, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().need).toEqual({ gym_name: gym.name, role: 'manage_opening' });
      }
    }
    // Nothing changed, and unknown records answer 404 before any role is asked.
    expect(
      (await expectCall<GymGrade>(t, 200, 'GET', `gym_grades/${grade.id}.json`, manager.headers)).lines,
    ).toHaveLength(1);
    expect((await call(t, 'GET', 'gym_grades/999999.json', other.manager.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', 'gym_grade_lines/999999.json', other.manager.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', `gym_grades/${grade.id}.json`, t.keyHeaders)).statusCode).toBe(401);
  });

  it('reads the climbing styles for anyone', async () => {
    const { gym } = await staffedGym();
    const styles = await expectCall<GymClimbingStyles[]>(
      t,
      200,
      'GET',
      `gyms/${gym.id}/climbing_styles.json`,
      t.keyHeaders,
    );
    expect(styles).toEqual([
      { climbing_type: 'bouldering', styles: [] },
      { climbing_type: 'sport_climbing', styles: [] },
      { climbing_type: 'pan', styles: [] },
    ]);
    expect((await call(t, 'GET', 'gyms/999999/climbing_styles.json', t.keyHeaders)).statusCode).toBe(404);
  });
});

describe('grade systems and their lines', () => {
  it('lists, adds lines at the end or at a place, moves, reorders and deletes them, numbered without gaps', async () => {
    const { gym, manager } = await staffedGym();
    const grade = await newGrade(gym.id, manager.headers);
    await newGrade(gym.id, manager.headers, { name: 'Couleurs', climbing_type: 'pan', colors_only: true });
    const yellow = await newLine(grade.id, manager.headers, { name: 'Jaune', colors: ['yellow'], grade_value: 19 });
    const blue = await newLine(grade.id, manager.headers, { name: 'Bleu', colors: ['blue'], grade_value: 29 });
    const green = await newLine(grade.id, manager.headers, { name: 'Vert', grade_value: 25, position: 1 });
    expect(green.position).toBe(1);
    expect(await storedLines(grade.id)).toEqual([
      ['Jaune', 0, 19],
      ['Vert', 1, 25],
      ['Bleu', 2, 29],
    ]);

    const list = await call(t, 'GET', `gyms/${gym.id}/gym_grades.json?per_page=1`, manager.headers);
    expect(list.headers['x-total-count']).toBe('2');
    expect((list.json() as GymGradeSummary[]).map((entry) => [entry.name, entry.lines_count])).toEqual([
      ['Cotation maison', 3],
    ]);

    // Green moved last with a grade that keeps the order; then back by a reorder.
    await expectCall(t, 200, 'PUT', `gym_grade_lines/${green.id}.json`, manager.headers, {
      grade_value: 30,
      position: 5,
    });
    expect(await storedLines(grade.id)).toEqual([
      ['Jaune', 0, 19],
      ['Bleu', 1, 29],
      ['Vert', 2, 30],
    ]);
    const reordered = await expectCall<GymGrade>(
      t,
      200,
      'PUT',
      `gym_grades/${grade.id}/gym_grade_lines/order.json`,
      manager.headers,
      {
        ids: [yellow.id, blue.id, green.id],
      },
    );
    expect(reordered.lines.map((line) => [line.name, line.position])).toEqual([
      ['Jaune', 0],
      ['Bleu', 1],
      ['Vert', 2],
    ]);

    await expectCall(t, 204, 'DELETE', `gym_grade_lines/${yellow.id}.json`, manager.headers);
    expect(await storedLines(grade.id)).toEqual([
      ['Bleu', 0, 29],
      ['Vert', 1, 30],
    ]);
    const renamed = await expectCall<GymGrade>(t, 200, 'PUT', `gym_grades/${grade.id}.json`, manager.headers, {
      name: 'Blocs',
    });
    expect(renamed.name).toBe('Blocs');
    await expectCall(t, 204, 'DELETE', `gym_grades/${grade.id}.json`, manager.headers);
    expect(await t.db.select().from(gymGradeLines).where(eq(gymGradeLines.gym_grade_id, grade.id))).toEqual([]);
    expect((await call(t, 'GET', `gym_grade_lines/${blue.id}.json`, manager.headers)).statusCode).toBe(404);
  });

  it('refuses a line out of order, one without a grade unless colours only, a wrong reorder: nothing written', async () => {
    const { gym, manager } = await staffedGym();
    const grade = await newGrade(gym.id, manager.headers);
    const easy = await newLine(grade.id, manager.headers, { name: 'Facile', grade_value: 20 });
    const hard = await newLine(grade.id, manager.headers, { name: 'Dur', grade_value: 40 });
    const before = await storedLines(grade.id);
    const refused = async (method: 'POST' | 'PUT', url: string, body: object, errors: object) => {
      const response = await call(t, method, url, manager.headers, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json().error).toEqual(errors);
      expect(await storedLines(grade.id)).toEqual(before);
    };
    const lines = `gym_grades/${grade.id}/gym_grade_lines.json`;
    // Lower than the line before it (appended after 40), higher than the line after it (first).
    await refused('POST', lines, { name: 'A', colors: ['red'], grade_value: 30 }, { grade_value: ['out_of_order'] });
    await refused(
      'POST',
      lines,
      { name: 'B', colors: ['red'], grade_value: 30, position: 0 },
      {
        grade_value: ['out_of_order'],
      },
    );
    await refused('POST', lines, { name: 'C', colors: ['red'] }, { grade_value: ['required'] });
    await refused(
      'POST',
      lines,
      { name: 'D', colors: ['red', 'blue', 'green', 'pink'], grade_value: 41 },
      {
        colors: ['too_long'],
      },
    );
    await refused('PUT', `gym_grade_lines/${easy.id}.json`, { grade_value: 45 }, { grade_value: ['out_of_order'] });
    await refused('PUT', `gym_grade_lines/${hard.id}.json`, { position: 0 }, { grade_value: ['out_of_order'] });
    const order = `gym_grades/${grade.id}/gym_grade_lines/order.json`;
    await refused('PUT', order, { ids: [easy.id] }, { ids: ['mismatch'] });
    await refused('PUT', order, { ids: [easy.id, easy.id] }, { ids: ['mismatch'] });
    await refused('PUT', order, { ids: [easy.id, hard.id, 999999] }, { ids: ['mismatch'] });
    await refused('PUT', order, { ids: [hard.id, easy.id] }, { ids: ['out_of_order'] });
    await refused('PUT', `gym_grades/${grade.id}.json`, { nmae: 'x' }, { nmae: ['unknown'] });

    // A colours-only system takes lines without grades, and keeps colours only while one has none.
    const colors = await newGrade(gym.id, manager.headers, { colors_only: true });
    await newLine(colors.id, manager.headers, { name: 'Rose', colors: ['pink'] });
    const response = await call(t, 'PUT', `gym_grades/${colors.id}.json`, manager.headers, { colors_only: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ colors_only: ['invalid'] });
    const [stored] = await t.db.select().from(gymGrades).where(eq(gymGrades.id, colors.id));
    expect(stored?.colors_only).toBe(true);
  });
});

describe('levels', () => {
  const bouldering = DEFAULT_GYM_LEVELS.bouldering;

  it('refuses two levels of one colour, falling grades and a level mounted routes use: nothing changed', async () => {
    const { gym, manager } = await staffedGym();
    const space = await createGymSpace(t.db, gym.id);
    const sector = await createGymSector(t.db, space);
    const mounted = await createGymRoute(t.db, sector, { level_index: 4, level_color: 'black' });
    const dismounted = await createGymRoute(t.db, sector, {
      level_index: 6,
      level_color: 'white',
      dismounted_at: '2026-11-05',
    });
    const stored = async () =>
      (await t.db.select().from(gymLevels).where(eq(gymLevels.gym_id, gym.id))).find(
        (row) => row.climbing_type === 'bouldering',
      )?.levels;
    const put = (levels: object[]) =>
      call(t, 'PUT', `gyms/${gym.id}/levels.json`, manager.headers, { climbing_type: 'bouldering', levels });
    const step = (color: string, grade_value: number | null) => ({ color, grade_value, points: null });

    for (const [levels, errors] of [
      [[step('green', 20), step('green', 25)], { levels: ['duplicate_color'] }],
      [[step('green', 25), step('blue', 20)], { levels: ['out_of_order'] }],
      [[step('green', 25), step('green', 20)], { levels: ['duplicate_color', 'out_of_order'] }],
      // Four levels: the mounted black route (index 4) would lose its level.
      [bouldering.slice(0, 4), { levels: ['in_use'] }],
      [[{ color: 'green', grade_value: 25 }], { levels: ['required'] }],
    ] as const) {
      const response = await put([...levels]);
      expect(response.statusCode, JSON.stringify(levels)).toBe(422);
      expect(response.json().error).toEqual(errors);
      expect(await stored()).toEqual(bouldering);
    }

    // Five levels, the fifth turned pink: the mounted route keeps its place and takes the colour; the dismounted
    // route of the seventh level loses it.
    const five = [...bouldering.slice(0, 4), { color: 'pink' as const, grade_value: 36, points: 150 }];
    const saved = await expectCall<GymLevels[]>(t, 200, 'PUT', `gyms/${gym.id}/levels.json`, manager.headers, {
      climbing_type: 'bouldering',
      levels: five,
    });
    expect(saved.find((entry) => entry.climbing_type === 'bouldering')?.levels).toEqual(five);
    const routes = await t.db.select().from(gymRoutes).where(eq(gymRoutes.gym_id, gym.id));
    const byId = new Map(routes.map((route) => [route.id, route]));
    expect(byId.get(mounted.id)).toMatchObject({ level_index: 4, level_color: 'pink' });
    expect(byId.get(dismounted.id)).toMatchObject({ level_index: null, level_color: 'white' });
    const read = await expectCall<GymLevels[]>(t, 200, 'GET', `gyms/${gym.id}/levels.json`, t.keyHeaders);
    expect(read.find((entry) => entry.climbing_type === 'bouldering')?.levels).toEqual(five);
  });

  it('moves the ranking at once when a level’s points change', async () => {
    const { gym, manager } = await staffedGym(['manage_opening', 'manage_gym']);
    const space = await createGymSpace(t.db, gym.id);
    const sector = await createGymSector(t.db, space);
    const route = await createGymRoute(t.db, sector, { level_index: 3, level_color: 'red', grade_value: 32 });
    const { user } = await createUser(t.db);
    await createIndoorAscent(t.db, { userId: user.id, route, ascent_status: 'red_point' });
    await expectCall(t, 200, 'PUT', `gyms/${gym.id}/ranking_systems.json`, manager.headers, {
      systems: [{ climbing_type: 'bouldering', system: 'fixed_points' }],
    });
    const score = async () =>
      (await expectCall<GymRanking>(t, 200, 'GET', `gyms/${gym.id}/ranking.json`, t.keyHeaders)).entries[0]?.score;
    expect(await score()).toBe(126);
    const levels = bouldering.map((level, index) => (index === 3 ? { ...level, points: 500 } : level));
    await expectCall(t, 200, 'PUT', `gyms/${gym.id}/levels.json`, manager.headers, {
      climbing_type: 'bouldering',
      levels,
    });
    expect(await score()).toBe(500);
  });

  it('fills a type’s levels from a grade system of the gym', async () => {
    const { gym, manager } = await staffedGym();
    const grade = await newGrade(gym.id, manager.headers, { climbing_type: 'pan' });
    await newLine(grade.id, manager.headers, { name: 'Vert', colors: ['green', 'white'], grade_value: 25, points: 10 });
    await newLine(grade.id, manager.headers, { name: 'Noir', colors: ['black'], grade_value: 35 });
    const filled = await expectCall<GymLevels[]>(
      t,
      200,
      'POST',
      `gyms/${gym.id}/levels/from_grade.json`,
      manager.headers,
      {
        gym_grade_id: grade.id,
      },
    );
    expect(filled.find((entry) => entry.climbing_type === 'pan')?.levels).toEqual([
      { color: 'green', grade_value: 25, points: 10 },
      { color: 'black', grade_value: 35, points: null },
    ]);
    const other = await staffedGym();
    const foreign = await newGrade(other.gym.id, other.manager.headers);
    const response = await call(t, 'POST', `gyms/${gym.id}/levels/from_grade.json`, manager.headers, {
      gym_grade_id: foreign.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ gym_grade_id: ['not_found'] });
  });
});

describe('climbing styles and the first difficulty system', () => {
  it('saves a type’s styles, refusing one given twice or outside the list', async () => {
    const { gym, manager } = await staffedGym();
    const url = `gyms/${gym.id}/climbing_styles.json`;
    for (const [styles, errors] of [
      [['slab', 'slab'], { styles: ['duplicate'] }],
      [['slab', 'knitting'], { styles: ['not_included'] }],
    ] as const) {
      const response = await call(t, 'PUT', url, manager.headers, { climbing_type: 'bouldering', styles });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual(errors);
    }
    const saved = await expectCall<GymClimbingStyles[]>(t, 200, 'PUT', url, manager.headers, {
      climbing_type: 'bouldering',
      styles: ['slab', 'crimps'],
    });
    expect(saved[0]).toEqual({ climbing_type: 'bouldering', styles: ['slab', 'crimps'] });
    expect(await expectCall(t, 200, 'GET', url, t.keyHeaders)).toEqual(saved);
  });

  it('sets every type’s levels at once and marks the step done; a broken scale changes nothing', async () => {
    const { gym, manager } = await staffedGym();
    const url = `gyms/${gym.id}/difficulty_system.json`;
    const before = await expectCall<GymDifficultySystem>(t, 200, 'GET', url, manager.headers);
    expect(before.set_at).toBeNull();
    const colours = [
      { color: 'yellow', grade_value: null, points: null },
      { color: 'green', grade_value: null, points: null },
    ];
    const response = await call(t, 'PUT', url, manager.headers, {
      levels: [
        { climbing_type: 'bouldering', levels: colours },
        { climbing_type: 'pan', levels: [colours[0], colours[0]] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ levels: ['duplicate_color'] });
    expect((await expectCall<GymDifficultySystem>(t, 200, 'GET', url, manager.headers)).set_at).toBeNull();

    const set = await expectCall<GymDifficultySystem>(t, 200, 'PUT', url, manager.headers, {
      levels: [
        { climbing_type: 'bouldering', levels: colours },
        { climbing_type: 'sport_climbing', levels: DEFAULT_GYM_LEVELS.sport_climbing },
      ],
    });
    expect(set.set_at).not.toBeNull();
    expect(set.levels.find((entry) => entry.climbing_type === 'bouldering')?.levels).toEqual(colours);
  });
});
