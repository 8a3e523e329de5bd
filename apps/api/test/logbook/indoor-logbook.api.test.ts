import {
  type AscentGymRoute,
  DONE_STATUSES,
  type GymLevelProgress,
  type GymRoute,
  type GymRouteStatus,
  type IndoorAnalytics,
} from '@climb/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ascents, gymRoutes } from '../../src/db/schema';
import { indoorFilterConditions } from '../../src/logbook/indoor/gym-ascent.repository';
import { pickedIndoorAscents } from '../../src/logbook/indoor/indoor-analytics.repository';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { aGym, daysAgo, gymAscentBody, levelAscentBody, type TestGym } from './indoor-logbook-api';
import { type Climber, call, expectCall, openLogbookTestApp, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

function logGymAscent(climber: Climber, body: object) {
  return expectCall<AscentGymRoute>(logbook.t, 201, 'POST', 'ascent_gym_routes.json', climber.headers, body);
}

/** Dismounts a route as a climber does, through the route's update (a gym without staff). */
async function dismount(routeId: number): Promise<void> {
  await expectCall<GymRoute>(logbook.t, 200, 'PUT', `gym_routes/${routeId}.json`, logbook.other.headers, {
    dismounted_at: daysAgo(0),
  });
}

describe('GET /api/v1/current_users/ascent_gym_routes.json', () => {
  let me: Climber;
  let eole: TestGym;
  let vertige: TestGym;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    me = await signedInClimber(logbook.t);
    eole = await aGym(logbook.t.db, { name: 'Bloc Éole', slug_name: 'bloc-eole' });
    vertige = await aGym(logbook.t.db, { name: 'Vertige', slug_name: 'vertige' });
    ids.boulder = (await logGymAscent(me, gymAscentBody(eole.routes.boulder.id, { released_at: daysAgo(3) }))).id;
    ids.project = (
      await logGymAscent(
        me,
        gymAscentBody(eole.routes.route.id, {
          released_at: daysAgo(2),
          ascent_status: 'project',
          roping_status: 'top_rope',
        }),
      )
    ).id;
    ids.greens = (
      await logGymAscent(me, levelAscentBody(vertige.gym.id, 1, { quantity: 3, released_at: daysAgo(10) }))
    ).id;
    ids.board = (await logGymAscent(me, gymAscentBody(vertige.routes.board.id, { released_at: daysAgo(1) }))).id;
    ids.graded = (
      await logGymAscent(me, {
        climbing_type: 'sport_climbing',
        grade_value: 40,
        released_at: daysAgo(30),
        ascent_status: 'red_point',
      })
    ).id;
    // Another climber's ascents are never in my list.
    await logGymAscent(logbook.other, gymAscentBody(eole.routes.boulder.id));
  });

  async function list(query = ''): Promise<{ ids: number[]; total: number; body: AscentGymRoute[] }> {
    const response = await call(logbook.t, 'GET', `current_users/ascent_gym_routes.json${query}`, me.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AscentGymRoute[]>();
    return { ids: body.map((ascent) => ascent.id), total: Number(response.headers['x-total-count']), body };
  }

  it('lists my indoor ascents, the last first, with the number matching', async () => {
    expect(await list()).toMatchObject({
      ids: [ids.board, ids.project, ids.boulder, ids.greens, ids.graded],
      total: 5,
    });
    expect((await list('?direction=asc')).ids).toEqual([ids.graded, ids.greens, ids.boulder, ids.project, ids.board]);
  });

  it('pages', async () => {
    expect(await list('?per_page=2&page=2')).toMatchObject({ ids: [ids.boulder, ids.greens], total: 5 });
    expect(await list('?per_page=2&page=4')).toMatchObject({ ids: [], total: 5 });
  });

  it('sorts by grade (ungraded last) and by gym (no gym last)', async () => {
    // 40 (graded), 32 (board), 30 (project), 29 (boulder), 25 (greens).
    expect((await list('?sort=grade')).ids).toEqual([ids.graded, ids.board, ids.project, ids.boulder, ids.greens]);
    expect((await list('?sort=grade&direction=asc')).ids).toEqual([
      ids.greens,
      ids.boulder,
      ids.project,
      ids.board,
      ids.graded,
    ]);
    expect((await list('?sort=gym&direction=asc')).ids).toEqual([
      ids.boulder,
      ids.project,
      ids.greens,
      ids.board,
      ids.graded,
    ]);
  });

  it('filters by type, status, roping, gym, route and dates', async () => {
    expect((await list('?climbing_type=bouldering')).ids).toEqual([ids.boulder, ids.greens]);
    expect((await list('?climbing_type=pan,sport_climbing')).ids).toEqual([ids.board, ids.project, ids.graded]);
    expect((await list('?ascent_status=project')).ids).toEqual([ids.project]);
    expect((await list('?roping_status=top_rope')).ids).toEqual([ids.project]);
    expect((await list(`?gym_id=${vertige.gym.id}`)).ids).toEqual([ids.board, ids.greens]);
    expect((await list(`?gym_route_id=${eole.routes.boulder.id}`)).ids).toEqual([ids.boulder]);
    expect(await list(`?date_from=${daysAgo(10)}&date_to=${daysAgo(2)}`)).toMatchObject({
      ids: [ids.project, ids.boulder, ids.greens],
      total: 3,
    });
  });

  it('finds route and gym names by their words, accents ignored', async () => {
    expect((await list('?query=eole')).ids).toEqual([ids.project, ids.boulder]);
    expect((await list('?query=VAGUE%20%C3%A9ole')).ids).toEqual([ids.boulder]);
    expect((await list('?query=planche')).ids).toEqual([ids.board]);
    expect((await list('?query=100%25')).ids).toEqual([]);
  });

  it('refuses an end before the start (422 too_small)', async () => {
    const response = await call(
      logbook.t,
      'GET',
      `current_users/ascent_gym_routes.json?date_from=${daysAgo(1)}&date_to=${daysAgo(5)}`,
      me.headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { date_to: ['too_small'] } });
  });

  it('keeps a dismounted route listed with its state, a deleted one with its snapshot', async () => {
    const gym = await aGym(logbook.t.db);
    const climber = await signedInClimber(logbook.t);
    const ofBoulder = await logGymAscent(climber, gymAscentBody(gym.routes.boulder.id));
    const ofBoard = await logGymAscent(climber, gymAscentBody(gym.routes.board.id));
    await dismount(gym.routes.boulder.id);
    await logbook.t.db.delete(gymRoutes).where(eq(gymRoutes.id, gym.routes.board.id));
    const listed = await expectCall<AscentGymRoute[]>(
      logbook.t,
      200,
      'GET',
      'current_users/ascent_gym_routes.json',
      climber.headers,
    );
    expect(listed.find((ascent) => ascent.id === ofBoulder.id)).toMatchObject({
      gym_route: { id: gym.routes.boulder.id, dismounted_at: daysAgo(0) },
      route_name: 'La Vague',
    });
    expect(listed.find((ascent) => ascent.id === ofBoard.id)).toMatchObject({
      gym_route: null,
      gym: { id: gym.gym.id },
      route_name: 'Planche',
      climbing_type: 'pan',
      level_color: 'red',
      grade_text: '6a+',
    });
  });

  it('needs a signed-in climber', async () => {
    await expectCall(logbook.t, 401, 'GET', 'current_users/ascent_gym_routes.json', logbook.visitor);
  });
});

describe('GET /api/v1/current_users/indoor_analytiks.json', () => {
  async function analytics(climber: Climber, query = ''): Promise<IndoorAnalytics> {
    return expectCall<IndoorAnalytics>(
      logbook.t,
      200,
      'GET',
      `current_users/indoor_analytiks.json${query}`,
      climber.headers,
    );
  }

  it('counts climbs (a quantity counts as many) by type, grade, colour, gym and day; projects left out', async () => {
    const me = await signedInClimber(logbook.t);
    const first = await aGym(logbook.t.db, { name: 'Arkose', slug_name: 'arkose' });
    const second = await aGym(logbook.t.db, { name: 'Block’Out', slug_name: 'block-out' });
    await logGymAscent(me, gymAscentBody(first.routes.boulder.id, { released_at: daysAgo(0) }));
    await logGymAscent(me, levelAscentBody(first.gym.id, 1, { quantity: 3, released_at: daysAgo(0) }));
    await logGymAscent(me, levelAscentBody(second.gym.id, 1, { quantity: 6, released_at: daysAgo(27) }));
    await logGymAscent(
      me,
      gymAscentBody(second.routes.route.id, { released_at: daysAgo(5), roping_status: 'top_rope' }),
    );
    // Out of the window, still counted in the figures; a project never counts by default.
    await logGymAscent(me, {
      climbing_type: 'pan',
      grade_value: 38,
      quantity: 2,
      released_at: daysAgo(28),
      ascent_status: 'sent',
    });
    await logGymAscent(me, gymAscentBody(first.routes.route.id, { released_at: daysAgo(1), ascent_status: 'project' }));
    await logGymAscent(me, {
      climbing_type: 'bouldering',
      grade_value: 50,
      released_at: daysAgo(1),
      ascent_status: 'project',
    });

    const answer = await analytics(me);
    expect(answer.figures).toEqual({ ascents: 13, gyms: 2, days: 4, max_grade_value: 38 });
    expect(answer.climbing_types).toEqual([
      { climbing_type: 'bouldering', count: 10 },
      { climbing_type: 'pan', count: 2 },
      { climbing_type: 'sport_climbing', count: 1 },
    ]);
    expect(answer.grades).toEqual([
      { bucket: '5a', count: 9, climbing_types: { bouldering: 9 } },
      { bucket: '5c', count: 1, climbing_types: { bouldering: 1 } },
      { bucket: '5c+', count: 1, climbing_types: { sport_climbing: 1 } },
      { bucket: '7a+', count: 2, climbing_types: { pan: 2 } },
    ]);
    expect(answer.levels).toEqual([
      { color: 'green', count: 10 },
      { color: 'blue', count: 1 },
    ]);
    expect(answer.gyms).toEqual([
      { gym: { id: second.gym.id, name: 'Block’Out', slug_name: 'block-out' }, count: 7 },
      { gym: { id: first.gym.id, name: 'Arkose', slug_name: 'arkose' }, count: 4 },
    ]);
    expect(answer.last_28_days).toHaveLength(28);
    expect(answer.last_28_days[0]).toEqual({ date: daysAgo(27), count: 6 });
    expect(answer.last_28_days[27]).toEqual({ date: daysAgo(0), count: 4 });
    expect(answer.last_28_days.find((day) => day.date === daysAgo(5))).toEqual({ date: daysAgo(5), count: 1 });
    expect(answer.last_28_days.reduce((sum, day) => sum + day.count, 0)).toBe(11);
    expect(answer.last_28_days.map((day) => day.date)).toEqual(
      Array.from({ length: 28 }, (_unused, index) => daysAgo(27 - index)),
    );

    const projects = await analytics(me, '?ascent_status=project');
    expect(projects.figures).toEqual({ ascents: 2, gyms: 1, days: 1, max_grade_value: null });
    const oneGym = await analytics(me, `?gym_id=${first.gym.id}&climbing_type=bouldering`);
    expect(oneGym.figures).toEqual({ ascents: 4, gyms: 1, days: 1, max_grade_value: 29 });
    const roped = await analytics(me, '?roping_status=top_rope');
    expect(roped.figures.ascents).toBe(1);
    const dated = await analytics(me, `?date_from=${daysAgo(6)}&date_to=${daysAgo(1)}`);
    expect(dated.figures.ascents).toBe(1);
  });

  it('answers empty charts, every day at zero, for a climber without indoor ascents', async () => {
    const me = await signedInClimber(logbook.t);
    const answer = await analytics(me);
    expect(answer).toEqual({
      figures: { ascents: 0, gyms: 0, days: 0, max_grade_value: null },
      climbing_types: [],
      grades: [],
      levels: [],
      gyms: [],
      last_28_days: Array.from({ length: 28 }, (_unused, index) => ({ date: daysAgo(27 - index), count: 0 })),
    });
  });

  it('is cached by logbook version: a write through the app shows at once, a gym renamed too', async () => {
    const me = await signedInClimber(logbook.t);
    const world = await aGym(logbook.t.db, { name: 'Climb Up', slug_name: 'climb-up' });
    const ascent = await logGymAscent(me, levelAscentBody(world.gym.id, 1, { quantity: 2 }));
    expect((await analytics(me)).figures.ascents).toBe(2);
    // Behind the app's back: the cached answer stays.
    await logbook.t.db.update(ascents).set({ quantity: 9 }).where(eq(ascents.id, ascent.id));
    expect((await analytics(me)).figures.ascents).toBe(2);
    await expectCall(logbook.t, 200, 'PUT', `ascent_gym_routes/${ascent.id}.json`, me.headers, { quantity: 5 });
    expect((await analytics(me)).figures.ascents).toBe(5);
    await expectCall(logbook.t, 200, 'PUT', `gyms/${world.gym.id}.json`, logbook.other.headers, { name: 'Climb Down' });
    expect((await analytics(me)).gyms).toEqual([
      { gym: { id: world.gym.id, name: 'Climb Down', slug_name: 'climb-down' }, count: 5 },
    ]);
  });

  it('reads the climber’s indoor ascents from their index alone', async () => {
    const me = await signedInClimber(logbook.t);
    const world = await aGym(logbook.t.db);
    await logGymAscent(me, levelAscentBody(world.gym.id, 1, { quantity: 2 }));
    // The statement's `picked` part with every filter, planned with sequential and bitmap scans off.
    const where = and(
      ...indoorFilterConditions(
        me.user.id,
        {
          roping_status: ['top_rope'],
          climbing_type: ['bouldering'],
          gym_id: world.gym.id,
          date_from: '2020-01-01',
          date_to: '2030-01-01',
        },
        DONE_STATUSES,
      ),
    ) as SQL;
    const plan = await logbook.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql`explain ${pickedIndoorAscents(where)}`);
    });
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row).join(''))
      .join('\n');
    expect(text).toMatch(/Index Only Scan using ascents_user_indoor_idx/);
  });

  it('refuses an end before the start (422 too_small) and needs a signed-in climber', async () => {
    const me = await signedInClimber(logbook.t);
    const response = await call(
      logbook.t,
      'GET',
      `current_users/indoor_analytiks.json?date_from=${daysAgo(1)}&date_to=${daysAgo(5)}`,
      me.headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { date_to: ['too_small'] } });
    await expectCall(logbook.t, 401, 'GET', 'current_users/indoor_analytiks.json', logbook.visitor);
  });
});

describe('GET /api/v1/current_users/gyms/{id}/level_progress.json', () => {
  it('counts the mounted routes of each level and those I did, following dismounts and new routes', async () => {
    const me = await signedInClimber(logbook.t);
    const gym = await createGym(logbook.t.db, { climbing_types: ['bouldering'] });
    const space = await createGymSpace(logbook.t.db, gym.id);
    const sector = await createGymSector(logbook.t.db, space);
    const level = (index: number, color: string) => ({ level_index: index, level_color: color as 'blue' });
    const blueA = await createGymRoute(logbook.t.db, sector, level(2, 'blue'));
    const blueB = await createGymRoute(logbook.t.db, sector, level(2, 'blue'));
    const red = await createGymRoute(logbook.t.db, sector, level(3, 'red'));
    const yellow = await createGymRoute(logbook.t.db, sector, level(0, 'yellow'));
    await createGymRoute(logbook.t.db, sector, { ...level(1, 'green'), dismounted_at: '2026-11-02' });
    await logGymAscent(me, gymAscentBody(blueA.id));
    await logGymAscent(me, gymAscentBody(blueA.id, { ascent_status: 'repetition', released_at: daysAgo(0) }));
    await logGymAscent(me, gymAscentBody(red.id, { ascent_status: 'project' }));
    await logGymAscent(me, levelAscentBody(gym.id, 0, { quantity: 5 }));
    await logGymAscent(logbook.other, gymAscentBody(yellow.id));
    const url = `current_users/gyms/${gym.id}/level_progress.json`;

    const progress = await expectCall<GymLevelProgress>(logbook.t, 200, 'GET', url, me.headers);
    expect(progress.gym).toEqual({ id: gym.id, name: gym.name, slug_name: gym.slug_name });
    expect(progress.climbing_types.map((type) => type.climbing_type)).toEqual(['bouldering']);
    expect(progress.climbing_types[0]?.levels).toEqual([
      { level_index: 0, color: 'yellow', mounted: 1, done: 0 },
      { level_index: 1, color: 'green', mounted: 0, done: 0 },
      { level_index: 2, color: 'blue', mounted: 2, done: 1 },
      { level_index: 3, color: 'red', mounted: 1, done: 0 },
      { level_index: 4, color: 'black', mounted: 0, done: 0 },
      { level_index: 5, color: 'purple', mounted: 0, done: 0 },
      { level_index: 6, color: 'white', mounted: 0, done: 0 },
    ]);

    // A route dismounted leaves the count; a new one joins it.
    await dismount(blueA.id);
    await expectCall<GymRoute>(logbook.t, 201, 'POST', 'gym_routes.json', logbook.other.headers, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      hold_colors: ['red'],
      level_index: 3,
      opened_at: daysAgo(0),
    });
    await logGymAscent(me, gymAscentBody(blueB.id));
    const after = await expectCall<GymLevelProgress>(logbook.t, 200, 'GET', url, me.headers);
    expect(after.climbing_types[0]?.levels.slice(2, 4)).toEqual([
      { level_index: 2, color: 'blue', mounted: 1, done: 1 },
      { level_index: 3, color: 'red', mounted: 2, done: 0 },
    ]);
  });

  it('lists the types the gym offers or has mounted routes of', async () => {
    const me = await signedInClimber(logbook.t);
    const world = await aGym(logbook.t.db, { climbing_types: ['bouldering'] });
    const progress = await expectCall<GymLevelProgress>(
      logbook.t,
      200,
      'GET',
      `current_users/gyms/${world.gym.id}/level_progress.json`,
      me.headers,
    );
    expect(progress.climbing_types.map((type) => type.climbing_type)).toEqual(['bouldering', 'sport_climbing', 'pan']);
    expect(progress.climbing_types[1]?.levels).toHaveLength(9);
  });

  it('answers 404 for an unknown gym, 401 for a visitor', async () => {
    const me = await signedInClimber(logbook.t);
    await expectCall(logbook.t, 404, 'GET', 'current_users/gyms/2000000000/level_progress.json', me.headers);
    await expectCall(logbook.t, 404, 'GET', 'current_users/gyms/abc/level_progress.json', me.headers);
    await expectCall(logbook.t, 401, 'GET', 'current_users/gyms/1/level_progress.json', logbook.visitor);
  });
});

describe('GET /api/v1/current_users/gym_route_statuses.json', () => {
  it('gives my status on each route of the gym I logged: done once not a project', async () => {
    const me = await signedInClimber(logbook.t);
    const world = await aGym(logbook.t.db);
    const elsewhere = await aGym(logbook.t.db);
    await logGymAscent(
      me,
      gymAscentBody(world.routes.boulder.id, { ascent_status: 'project', released_at: daysAgo(4) }),
    );
    await logGymAscent(me, gymAscentBody(world.routes.boulder.id, { released_at: daysAgo(2) }));
    await logGymAscent(me, gymAscentBody(world.routes.route.id, { ascent_status: 'project', released_at: daysAgo(3) }));
    await logGymAscent(me, levelAscentBody(world.gym.id, 1, { quantity: 4 }));
    await logGymAscent(me, gymAscentBody(elsewhere.routes.boulder.id));
    await logGymAscent(logbook.other, gymAscentBody(world.routes.board.id));
    const statuses = await expectCall<GymRouteStatus[]>(
      logbook.t,
      200,
      'GET',
      `current_users/gym_route_statuses.json?gym_id=${world.gym.id}`,
      me.headers,
    );
    expect(statuses).toEqual([
      { gym_route_id: world.routes.boulder.id, status: 'done', ascents_count: 2, last_released_at: daysAgo(2) },
      { gym_route_id: world.routes.route.id, status: 'project', ascents_count: 1, last_released_at: daysAgo(3) },
    ]);
    await expectCall(logbook.t, 422, 'GET', 'current_users/gym_route_statuses.json', me.headers);
    await expectCall(
      logbook.t,
      401,
      'GET',
      `current_users/gym_route_statuses.json?gym_id=${world.gym.id}`,
      logbook.visitor,
    );
  });
});
