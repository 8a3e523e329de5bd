import type { AscentGymRoute, GymRoute } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ascents, gymLevels, gymRoutes, gyms, logbookVersions } from '../../src/db/schema';
import type { AscentEvent } from '../../src/lib/domain-events';
import { createAscent } from '../factories/logbook.factory';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import {
  aGym,
  daysAgo,
  gymAscentBody,
  gymRouteFigures,
  levelAscentBody,
  recountGymRouteFigures,
  sameGymRouteFigures,
} from './indoor-logbook-api';
import { ascentRowsOf, call, expectCall, openLogbookTestApp, sessionDatesOf, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

const heard: { name: string; payload: AscentEvent }[] = [];

beforeAll(() => {
  const { events } = logbook.t.app.appContext;
  for (const name of ['ascent.created', 'ascent.updated', 'ascent.deleted'] as const) {
    events.on(name, (payload) => {
      heard.push({ name, payload });
    });
  }
});

function freshClimber() {
  return signedInClimber(logbook.t);
}

function logGymAscent(headers: Record<string, string>, body: object, status = 201) {
  return expectCall<AscentGymRoute>(logbook.t, status, 'POST', 'ascent_gym_routes.json', headers, body);
}

async function logbookVersionOf(userId: number): Promise<number> {
  const [row] = await logbook.t.db.select().from(logbookVersions).where(eq(logbookVersions.user_id, userId));
  return row?.version ?? 0;
}

describe('POST /api/v1/ascent_gym_routes.json', () => {
  it('logs an ascent of a boulder with the route’s snapshot, its session and figures, and tells it once committed', async () => {
    const me = await freshClimber();
    const { gym, space, routes } = await aGym(logbook.t.db);
    const released = daysAgo(2);
    const ascent = await logGymAscent(
      me.headers,
      gymAscentBody(routes.boulder.id, {
        released_at: released,
        note: 5,
        hardness_status: 'easy',
        comment: ' Superbe ',
        private_comment: 'Épaule',
        attempt: 2,
      }),
    );
    expect(ascent).toEqual({
      id: expect.any(Number),
      kind: 'gym_route',
      gym_route: {
        id: routes.boulder.id,
        name: 'La Vague',
        gym_space_id: space.id,
        hold_colors: ['blue'],
        dismounted_at: null,
      },
      gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
      route_name: 'La Vague',
      climbing_type: 'bouldering',
      grade_value: 29,
      grade_text: '5c',
      level_index: 2,
      level_color: 'blue',
      quantity: 1,
      released_at: released,
      ascent_status: 'flash',
      roping_status: null,
      attempt: 2,
      note: 5,
      hardness_status: 'easy',
      comment: 'Superbe',
      private_comment: 'Épaule',
      idempotency_key: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [row] = await ascentRowsOf(logbook.t.db, me.user.id);
    expect(row).toMatchObject({ gym_id: gym.id, gym_route_id: routes.boulder.id, height: 4, sections: [0] });
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([released]);
    expect(await logbookVersionOf(me.user.id)).toBe(1);
    expect(await gymRouteFigures(logbook.t.db, routes.boulder.id)).toEqual({
      note: 5,
      note_count: 1,
      hardness_value: -1,
      hardness_count: 1,
      ascents_count: 1,
      climbers_count: 1,
    });
    expect(heard.filter((event) => event.payload.ascentId === ascent.id)).toEqual([
      {
        name: 'ascent.created',
        payload: {
          ascentId: ascent.id,
          userId: me.user.id,
          kind: 'gym_route',
          cragRouteId: null,
          cragId: null,
          gymRouteId: routes.boulder.id,
          gymId: gym.id,
        },
      },
    ]);
  });

  it('takes lead climbing for a roped route when left out, top rope when given; a route without a name has none', async () => {
    const me = await freshClimber();
    const { routes } = await aGym(logbook.t.db);
    const led = await logGymAscent(me.headers, gymAscentBody(routes.route.id));
    expect(led).toMatchObject({
      route_name: null,
      climbing_type: 'sport_climbing',
      roping_status: 'lead_climb',
      level_color: 'green',
      grade_text: '5c+',
    });
    const topRoped = await logGymAscent(me.headers, gymAscentBody(routes.route.id, { roping_status: 'top_rope' }));
    expect(topRoped.roping_status).toBe('top_rope');
    const rows = await ascentRowsOf(logbook.t.db, me.user.id);
    expect(rows.map((row) => row.height)).toEqual([12, 12]);
    expect(await gymRouteFigures(logbook.t.db, routes.route.id)).toMatchObject({ ascents_count: 2, climbers_count: 1 });
  });

  it('logs "3 × green" without a route: the level’s colour and grade, the quantity, no route', async () => {
    const me = await freshClimber();
    const { gym } = await aGym(logbook.t.db);
    const ascent = await logGymAscent(me.headers, levelAscentBody(gym.id, 1, { quantity: 3 }));
    expect(ascent).toMatchObject({
      gym_route: null,
      gym: { id: gym.id, name: gym.name },
      route_name: null,
      climbing_type: 'bouldering',
      level_index: 1,
      level_color: 'green',
      grade_value: 25,
      grade_text: '5a',
      quantity: 3,
      roping_status: null,
    });
  });

  it('logs by grade without a gym, or a level with a grade of its own', async () => {
    const me = await freshClimber();
    const { gym } = await aGym(logbook.t.db);
    const byGrade = await logGymAscent(me.headers, {
      climbing_type: 'sport_climbing',
      grade_value: 33,
      quantity: 4,
      released_at: daysAgo(0),
      ascent_status: 'red_point',
    });
    expect(byGrade).toMatchObject({
      gym: null,
      level_index: null,
      level_color: null,
      grade_value: 33,
      grade_text: '6b',
      quantity: 4,
      roping_status: 'lead_climb',
    });
    const both = await logGymAscent(me.headers, levelAscentBody(gym.id, 3, { grade_value: 31 }));
    expect(both).toMatchObject({ level_index: 3, level_color: 'red', grade_value: 31, grade_text: '6a', quantity: 1 });
  });

  it('answers the first ascent (200) when the same key is sent again, one row, once for two pushes racing', async () => {
    const me = await freshClimber();
    const { routes } = await aGym(logbook.t.db);
    const key = '3f6b2d0e-7a57-4d5e-9f3a-1c2b3d4e5f60';
    const first = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { idempotency_key: key }));
    const again = await logGymAscent(
      me.headers,
      gymAscentBody(routes.boulder.id, { idempotency_key: key, note: 1 }),
      200,
    );
    expect(again).toEqual(first);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toHaveLength(1);

    const raced = levelAscentBody((await aGym(logbook.t.db)).gym.id, 0, {
      idempotency_key: '9b2c4e6a-1d3f-4a5b-8c7d-0e1f2a3b4c5d',
      quantity: 2,
    });
    const responses = await Promise.all([
      call(logbook.t, 'POST', 'ascent_gym_routes.json', me.headers, raced),
      call(logbook.t, 'POST', 'ascent_gym_routes.json', me.headers, raced),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [left, right] = responses.map((response) => response.json<AscentGymRoute>().id);
    expect(left).toBe(right);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toHaveLength(2);
    expect((await gymRouteFigures(logbook.t.db, routes.boulder.id))?.ascents_count).toBe(1);
  });

  it('refuses a key an outdoor ascent of the climber already holds (422 taken), and the other way round', async () => {
    const me = await freshClimber();
    const { routes } = await aGym(logbook.t.db);
    const crag = await createCrag(logbook.t.db);
    const cragRoute = await createCragRoute(logbook.t.db, crag.id, { grade: '6a' });
    const key = '0d7e1f2a-3b4c-4d5e-8f60-718293a4b5c6';
    await createAscent(logbook.t.db, me.user.id, cragRoute, { idempotency_key: key });
    const answer = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { idempotency_key: key }), 422);
    expect(answer).toEqual({ error: { idempotency_key: ['taken'] } });
    const indoorKey = '1e8f2a3b-4c5d-4e6f-9a71-82a3b4c5d6e7';
    await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { idempotency_key: indoorKey }));
    const outdoor = await call(logbook.t, 'POST', 'ascent_crag_routes.json', me.headers, {
      crag_route_id: cragRoute.id,
      released_at: '2024-05-01',
      ascent_status: 'sent',
      idempotency_key: indoorKey,
    });
    expect(outdoor.statusCode).toBe(422);
    expect(outdoor.json()).toEqual({ error: { idempotency_key: ['taken'] } });
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toHaveLength(2);
  });

  describe('refuses bad input with 422, writing nothing', () => {
    type Case = [string, (world: Awaited<ReturnType<typeof aGym>>) => object, Record<string, string[]>];
    const cases: Case[] = [
      ['an unknown route', () => gymAscentBody(2_000_000_000), { gym_route_id: ['not_found'] }],
      ['a route id out of range', () => gymAscentBody(99_999_999_999), { gym_route_id: ['too_big'] }],
      [
        'a quantity with a route',
        ({ routes }) => gymAscentBody(routes.boulder.id, { quantity: 2 }),
        { quantity: ['invalid'] },
      ],
      [
        'no type without a route',
        ({ gym }) => ({ ...levelAscentBody(gym.id, 1), climbing_type: undefined }),
        { climbing_type: ['required'] },
      ],
      [
        'neither level nor grade without a route',
        ({ gym }) => levelAscentBody(gym.id, 1, { level_index: undefined }),
        { grade_value: ['required'] },
      ],
      [
        'a null level and a null grade',
        ({ gym }) => levelAscentBody(gym.id, 1, { level_index: null, grade_value: null }),
        { grade_value: ['required'] },
      ],
      ['an unknown gym', () => levelAscentBody(2_000_000_000, 1), { gym_id: ['not_found'] }],
      [
        'a level without its gym',
        ({ gym }) => levelAscentBody(gym.id, 1, { gym_id: undefined }),
        { gym_id: ['required'] },
      ],
      [
        'a level beyond the gym’s scale for the type',
        ({ gym }) => levelAscentBody(gym.id, 7),
        { level_index: ['not_included'] },
      ],
      ['a level beyond any scale', ({ gym }) => levelAscentBody(gym.id, 20), { level_index: ['too_big'] }],
      [
        'a roping on a boulder',
        ({ routes }) => gymAscentBody(routes.boulder.id, { roping_status: 'top_rope' }),
        { roping_status: ['not_included'] },
      ],
      [
        'a roping on a board',
        ({ routes }) => gymAscentBody(routes.board.id, { roping_status: 'lead_climb' }),
        { roping_status: ['not_included'] },
      ],
      [
        'a roping on a boulder logged by level',
        ({ gym }) => levelAscentBody(gym.id, 1, { roping_status: 'lead_climb' }),
        { roping_status: ['not_included'] },
      ],
      [
        'a multi-pitch roping in a gym',
        ({ routes }) => gymAscentBody(routes.route.id, { roping_status: 'multi_pitch_leader' }),
        { roping_status: ['not_included'] },
      ],
      [
        'a date in the future',
        ({ routes }) => gymAscentBody(routes.boulder.id, { released_at: '2999-01-01' }),
        { released_at: ['in_the_future'] },
      ],
      [
        'no status',
        ({ routes }) => gymAscentBody(routes.boulder.id, { ascent_status: undefined }),
        { ascent_status: ['required'] },
      ],
      ['a quantity of 0', ({ gym }) => levelAscentBody(gym.id, 1, { quantity: 0 }), { quantity: ['too_small'] }],
      ['a quantity above 100', ({ gym }) => levelAscentBody(gym.id, 1, { quantity: 101 }), { quantity: ['too_big'] }],
      [
        'an unknown type',
        ({ gym }) => levelAscentBody(gym.id, 1, { climbing_type: 'trad_climbing' }),
        { climbing_type: ['not_included'] },
      ],
      ['a note above 6', ({ routes }) => gymAscentBody(routes.boulder.id, { note: 7 }), { note: ['too_big'] }],
      [
        'a field it does not take',
        ({ routes }) => gymAscentBody(routes.boulder.id, { sections: [0] }),
        { sections: ['unknown'] },
      ],
    ];
    for (const [label, body, errors] of cases) {
      it(label, async () => {
        const me = await freshClimber();
        const world = await aGym(logbook.t.db);
        const answer = await logGymAscent(me.headers, body(world), 422);
        expect(answer).toEqual({ error: errors });
        expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
        expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
        expect(await logbookVersionOf(me.user.id)).toBe(0);
        for (const route of Object.values(world.routes)) {
          expect((await gymRouteFigures(logbook.t.db, route.id))?.ascents_count).toBe(0);
        }
      });
    }

    it('every broken rule at once', async () => {
      const me = await freshClimber();
      const answer = await logGymAscent(
        me.headers,
        { level_index: 3, quantity: 5, released_at: daysAgo(0), ascent_status: 'sent' },
        422,
      );
      expect(answer).toEqual({ error: { climbing_type: ['required'], gym_id: ['required'] } });
      const { routes } = await aGym(logbook.t.db);
      const many = await logGymAscent(
        me.headers,
        gymAscentBody(routes.boulder.id, { quantity: 3, roping_status: 'lead_climb' }),
        422,
      );
      expect(many).toEqual({ error: { quantity: ['invalid'], roping_status: ['not_included'] } });
      expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
    });
  });

  describe('a route deleted before the ascent arrives (the offline queue)', () => {
    async function deletedRoute() {
      const world = await aGym(logbook.t.db);
      await logbook.t.db.delete(gymRoutes).where(eq(gymRoutes.id, world.routes.boulder.id));
      const snapshot = {
        keep_without_route: true,
        gym_id: world.gym.id,
        climbing_type: 'bouldering',
        level_index: 2,
        grade_value: 29,
      };
      return { ...world, snapshot };
    }

    it('is refused without `keep_without_route` (gym_route_id: not_found)', async () => {
      const me = await freshClimber();
      const { routes } = await deletedRoute();
      const answer = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id), 422);
      expect(answer).toEqual({ error: { gym_route_id: ['not_found'] } });
      expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
    });

    it('is kept without a route from the snapshot sent, its gym and level when they still exist', async () => {
      const me = await freshClimber();
      const { gym, routes, snapshot } = await deletedRoute();
      const kept = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, snapshot));
      expect(kept).toMatchObject({
        gym_route: null,
        gym: { id: gym.id },
        route_name: null,
        climbing_type: 'bouldering',
        level_index: 2,
        level_color: 'blue',
        grade_value: 29,
        quantity: 1,
      });
      const [row] = await ascentRowsOf(logbook.t.db, me.user.id);
      expect(row).toMatchObject({ gym_route_id: null, gym_id: gym.id, kind: 'gym_route' });
    });

    it('keeps the grade alone once the gym no longer has the level, and no gym once the gym is gone', async () => {
      const me = await freshClimber();
      const world = await deletedRoute();
      await logbook.t.db.update(gymLevels).set({ levels: [] }).where(eq(gymLevels.gym_id, world.gym.id));
      const noLevel = await logGymAscent(me.headers, gymAscentBody(world.routes.boulder.id, world.snapshot));
      expect(noLevel).toMatchObject({
        gym: { id: world.gym.id },
        level_index: null,
        level_color: null,
        grade_value: 29,
      });
      await logbook.t.db.delete(gyms).where(eq(gyms.id, world.gym.id));
      const noGym = await logGymAscent(me.headers, gymAscentBody(world.routes.boulder.id, world.snapshot));
      expect(noGym).toMatchObject({ gym: null, level_index: null, grade_value: 29, grade_text: '5c' });
    });

    it('still refuses what no snapshot excuses: no type, a quantity, a roping on a boulder', async () => {
      const me = await freshClimber();
      const { routes, snapshot } = await deletedRoute();
      const answer = await logGymAscent(
        me.headers,
        gymAscentBody(routes.boulder.id, {
          ...snapshot,
          climbing_type: undefined,
          quantity: 2,
        }),
        422,
      );
      expect(answer).toEqual({ error: { quantity: ['invalid'], climbing_type: ['required'] } });
      const roped = await logGymAscent(
        me.headers,
        gymAscentBody(routes.boulder.id, { ...snapshot, roping_status: 'top_rope' }),
        422,
      );
      expect(roped).toEqual({ error: { roping_status: ['not_included'] } });
      expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
    });
  });

  it('needs a signed-in climber (401 for a visitor, whatever the body)', async () => {
    const { routes } = await aGym(logbook.t.db);
    await expectCall(
      logbook.t,
      401,
      'POST',
      'ascent_gym_routes.json',
      logbook.visitor,
      gymAscentBody(routes.boulder.id),
    );
    await expectCall(logbook.t, 401, 'POST', 'ascent_gym_routes.json', logbook.visitor, { nonsense: true });
  });
});

describe('GET|PUT|DELETE /api/v1/ascent_gym_routes/{id}.json', () => {
  it('are the author’s only: 403 for another climber, 401 for a visitor, 404 unknown or of the other kind', async () => {
    const { routes } = await aGym(logbook.t.db);
    const mine = await logGymAscent(
      logbook.climber.headers,
      gymAscentBody(routes.boulder.id, { private_comment: 'secret' }),
    );
    const url = `ascent_gym_routes/${mine.id}.json`;
    const got = await expectCall<AscentGymRoute>(logbook.t, 200, 'GET', url, logbook.climber.headers);
    expect(got).toEqual(mine);
    expect(got.private_comment).toBe('secret');
    const other = logbook.other.headers;
    expect(await expectCall(logbook.t, 403, 'GET', url, other)).toMatchObject({ code: 'forbidden' });
    await expectCall(logbook.t, 403, 'PUT', url, other, { note: 0 });
    await expectCall(logbook.t, 403, 'DELETE', url, other);
    await expectCall(logbook.t, 401, 'GET', url, logbook.visitor);
    await expectCall(logbook.t, 401, 'PUT', url, logbook.visitor, { note: 0 });
    await expectCall(logbook.t, 401, 'DELETE', url, logbook.visitor);
    const [row] = await logbook.t.db.select().from(ascents).where(eq(ascents.id, mine.id));
    expect(row).toMatchObject({ note: null, user_id: logbook.climber.user.id });
    for (const missing of ['ascent_gym_routes/2000000000.json', 'ascent_gym_routes/abc.json']) {
      await expectCall(logbook.t, 404, 'GET', missing, logbook.climber.headers);
      await expectCall(logbook.t, 404, 'PUT', missing, logbook.climber.headers, { note: 1 });
      await expectCall(logbook.t, 404, 'DELETE', missing, logbook.climber.headers);
    }
    // An indoor ascent is no crag ascent, and the other way round.
    const crag = await createCrag(logbook.t.db);
    const outdoor = await createAscent(
      logbook.t.db,
      logbook.climber.user.id,
      await createCragRoute(logbook.t.db, crag.id, { grade: '6a' }),
    );
    for (const url of [`ascent_crag_routes/${mine.id}.json`, `ascent_gym_routes/${outdoor.id}.json`]) {
      await expectCall(logbook.t, 404, 'GET', url, logbook.climber.headers);
      await expectCall(logbook.t, 404, 'PUT', url, logbook.climber.headers, { note: 1 });
      await expectCall(logbook.t, 404, 'DELETE', url, logbook.climber.headers);
    }
    expect(await ascentRowsOf(logbook.t.db, logbook.climber.user.id)).toHaveLength(2);
  });

  it('updates the fields given, moves the ascent to the session of its new date and refreshes the route’s figures', async () => {
    const me = await freshClimber();
    const { routes } = await aGym(logbook.t.db);
    const moved = await logGymAscent(me.headers, gymAscentBody(routes.route.id, { note: 4, comment: 'Bien' }));
    await logGymAscent(me.headers, gymAscentBody(routes.route.id, { released_at: daysAgo(5) }));
    const updated = await expectCall<AscentGymRoute>(
      logbook.t,
      200,
      'PUT',
      `ascent_gym_routes/${moved.id}.json`,
      me.headers,
      { released_at: daysAgo(5), ascent_status: 'project', roping_status: 'top_rope', hardness_status: 'sandbagged' },
    );
    expect(updated).toMatchObject({
      released_at: daysAgo(5),
      ascent_status: 'project',
      roping_status: 'top_rope',
      note: 4,
      comment: 'Bien',
      hardness_status: 'sandbagged',
      level_color: 'green',
      quantity: 1,
    });
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([daysAgo(5)]);
    expect(await gymRouteFigures(logbook.t.db, routes.route.id)).toMatchObject({
      ascents_count: 1,
      climbers_count: 1,
      hardness_count: 1,
      hardness_value: 1,
    });
    expect(
      sameGymRouteFigures(
        await gymRouteFigures(logbook.t.db, routes.route.id),
        await recountGymRouteFigures(logbook.t.db, routes.route.id),
      ),
    ).toBe(true);
    // The same level, grade and quantity are no change; the roping stays when left out.
    const same = await expectCall<AscentGymRoute>(
      logbook.t,
      200,
      'PUT',
      `ascent_gym_routes/${moved.id}.json`,
      me.headers,
      { level_index: 2, grade_value: 30, quantity: 1, note: null, comment: '' },
    );
    expect(same).toMatchObject({ note: null, comment: null, roping_status: 'top_rope' });
  });

  it('changes the level, grade and quantity of an ascent without a route: the colour and grade follow the level', async () => {
    const me = await freshClimber();
    const { gym } = await aGym(logbook.t.db);
    const ascent = await logGymAscent(me.headers, levelAscentBody(gym.id, 1, { quantity: 3 }));
    const url = `ascent_gym_routes/${ascent.id}.json`;
    const raised = await expectCall<AscentGymRoute>(logbook.t, 200, 'PUT', url, me.headers, {
      level_index: 4,
      quantity: 6,
    });
    expect(raised).toMatchObject({ level_index: 4, level_color: 'black', grade_value: 35, quantity: 6 });
    const graded = await expectCall<AscentGymRoute>(logbook.t, 200, 'PUT', url, me.headers, { grade_value: 37 });
    expect(graded).toMatchObject({ level_index: 4, level_color: 'black', grade_value: 37, grade_text: '7a' });
    const byGrade = await expectCall<AscentGymRoute>(logbook.t, 200, 'PUT', url, me.headers, { level_index: null });
    expect(byGrade).toMatchObject({ level_index: null, level_color: null, grade_value: 37 });
  });

  it('refuses a bad update with 422 and changes nothing', async () => {
    const me = await freshClimber();
    const { gym, routes } = await aGym(logbook.t.db);
    const ofRoute = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { note: 3 }));
    const routeless = await logGymAscent(me.headers, levelAscentBody(gym.id, 1, { quantity: 3 }));
    const byGrade = await logGymAscent(me.headers, {
      climbing_type: 'bouldering',
      grade_value: 30,
      released_at: daysAgo(1),
      ascent_status: 'sent',
    });
    const cases: [AscentGymRoute, object, Record<string, string[]>][] = [
      [ofRoute, { quantity: 2 }, { base: ['invalid'] }],
      [ofRoute, { level_index: 3 }, { base: ['invalid'] }],
      [ofRoute, { grade_value: 40 }, { base: ['invalid'] }],
      [ofRoute, { roping_status: 'lead_climb' }, { roping_status: ['not_included'] }],
      [ofRoute, { released_at: '2999-01-01' }, { released_at: ['in_the_future'] }],
      [ofRoute, { note: 9 }, { note: ['too_big'] }],
      [ofRoute, {}, { base: ['required'] }],
      [ofRoute, { gym_route_id: routes.board.id }, { gym_route_id: ['unknown'] }],
      [routeless, { level_index: 9 }, { level_index: ['not_included'] }],
      [routeless, { level_index: null, grade_value: null }, { grade_value: ['required'] }],
      [routeless, { quantity: 101 }, { quantity: ['too_big'] }],
      [byGrade, { grade_value: null }, { grade_value: ['required'] }],
      [byGrade, { level_index: 1 }, { gym_id: ['required'] }],
    ];
    for (const [ascent, body, errors] of cases) {
      const url = `ascent_gym_routes/${ascent.id}.json`;
      const answer = await expectCall(logbook.t, 422, 'PUT', url, me.headers, body);
      expect(answer, JSON.stringify(body)).toEqual({ error: errors });
    }
    for (const ascent of [ofRoute, routeless, byGrade]) {
      const url = `ascent_gym_routes/${ascent.id}.json`;
      expect(await expectCall<AscentGymRoute>(logbook.t, 200, 'GET', url, me.headers)).toEqual(ascent);
    }
  });

  it('deletes the ascent and its emptied session; the route’s figures follow', async () => {
    const me = await freshClimber();
    const { routes } = await aGym(logbook.t.db);
    const ascent = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { note: 2 }));
    expect((await gymRouteFigures(logbook.t.db, routes.boulder.id))?.ascents_count).toBe(1);
    await expectCall(logbook.t, 204, 'DELETE', `ascent_gym_routes/${ascent.id}.json`, me.headers);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
    expect(await gymRouteFigures(logbook.t.db, routes.boulder.id)).toEqual({
      note: null,
      note_count: 0,
      hardness_value: null,
      hardness_count: 0,
      ascents_count: 0,
      climbers_count: 0,
    });
    await expectCall(logbook.t, 404, 'GET', `ascent_gym_routes/${ascent.id}.json`, me.headers);
    expect(heard.filter((event) => event.payload.ascentId === ascent.id).map((event) => event.name)).toEqual([
      'ascent.created',
      'ascent.deleted',
    ]);
  });

  it('keeps an ascent with its snapshot once its route is deleted: still editable and deletable', async () => {
    const me = await freshClimber();
    const { gym, routes } = await aGym(logbook.t.db);
    const ascent = await logGymAscent(me.headers, gymAscentBody(routes.boulder.id, { comment: 'Enfin' }));
    await logbook.t.db.delete(gymRoutes).where(eq(gymRoutes.id, routes.boulder.id));
    const url = `ascent_gym_routes/${ascent.id}.json`;
    const kept = await expectCall<AscentGymRoute>(logbook.t, 200, 'GET', url, me.headers);
    expect(kept).toMatchObject({
      gym_route: null,
      gym: { id: gym.id },
      route_name: 'La Vague',
      level_color: 'blue',
      grade_text: '5c',
      comment: 'Enfin',
    });
    const edited = await expectCall<AscentGymRoute>(logbook.t, 200, 'PUT', url, me.headers, { note: 6 });
    expect(edited).toMatchObject({ note: 6, route_name: 'La Vague' });
    await expectCall(logbook.t, 204, 'DELETE', url, me.headers);
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
  });
});

describe('the gym route’s figures', () => {
  it('count each climber’s last note and opinion, ascents and climbers of everything but projects', async () => {
    const { routes } = await aGym(logbook.t.db);
    const [lucie, bruno, ada] = [await freshClimber(), await freshClimber(), await freshClimber()];
    const id = routes.boulder.id;
    await logGymAscent(lucie.headers, gymAscentBody(id, { note: 2, hardness_status: 'easy', released_at: daysAgo(9) }));
    await logGymAscent(
      lucie.headers,
      gymAscentBody(id, { note: 6, ascent_status: 'repetition', released_at: daysAgo(3) }),
    );
    await logGymAscent(bruno.headers, gymAscentBody(id, { note: 3, hardness_status: 'sandbagged' }));
    await logGymAscent(
      ada.headers,
      gymAscentBody(id, { ascent_status: 'project', note: 0, hardness_status: 'accurate' }),
    );
    const stored = await gymRouteFigures(logbook.t.db, id);
    expect(stored).toEqual({
      note: 3,
      note_count: 3,
      hardness_value: 0,
      hardness_count: 3,
      ascents_count: 3,
      climbers_count: 2,
    });
    expect(sameGymRouteFigures(stored, await recountGymRouteFigures(logbook.t.db, id))).toBe(true);
    // The route's answer shows the means from ASCENT_CONSENSUS_MIN_VOTES (3) votes.
    const route = await expectCall<GymRoute>(logbook.t, 200, 'GET', `gym_routes/${id}.json`, logbook.visitor);
    expect(route).toMatchObject({
      ascents_count: 3,
      climbers_count: 2,
      note: 3,
      note_count: 3,
      hardness_value: 0,
      hardness_count: 3,
    });
  });

  it('show no mean before enough climbers voted', async () => {
    const { routes } = await aGym(logbook.t.db);
    const me = await freshClimber();
    await logGymAscent(me.headers, gymAscentBody(routes.board.id, { note: 5, hardness_status: 'easy' }));
    const route = await expectCall<GymRoute>(
      logbook.t,
      200,
      'GET',
      `gym_routes/${routes.board.id}.json`,
      logbook.visitor,
    );
    expect(route).toMatchObject({
      note: null,
      note_count: 1,
      hardness_value: null,
      hardness_count: 1,
      climbers_count: 1,
    });
  });
});
