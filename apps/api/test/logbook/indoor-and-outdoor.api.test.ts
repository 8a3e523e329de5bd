import type { AscentGymRoute, ClimbingSession, ClimbingSessionSummary } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ascents, cragRoutes } from '../../src/db/schema';
import { createAscent } from '../factories/logbook.factory';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { DEFAULT_PASSWORD } from '../factories/users.factory';
import { aGym, daysAgo, gymAscentBody, gymRouteFigures, levelAscentBody } from './indoor-logbook-api';
import { type Climber, call, expectCall, openLogbookTestApp, sessionDatesOf, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

function logGymAscent(climber: Climber, body: object) {
  return expectCall<AscentGymRoute>(logbook.t, 201, 'POST', 'ascent_gym_routes.json', climber.headers, body);
}

async function anOutdoorRoute() {
  const crag = await createCrag(logbook.t.db, { name: 'Saint-Léger', slug_name: 'saint-leger' });
  const route = await createCragRoute(logbook.t.db, crag.id, { name: 'La Rampe', grade: '6a', height: 25 });
  return { crag, route };
}

describe('climbing sessions with indoor ascents', () => {
  it('list the day’s gyms and types, count its climbs indoors too, and give its indoor ascents apart', async () => {
    const me = await signedInClimber(logbook.t);
    const day = daysAgo(3);
    const { crag, route } = await anOutdoorRoute();
    const world = await aGym(logbook.t.db, { name: 'Hapik', slug_name: 'hapik' });
    const outdoor = await createAscent(logbook.t.db, me.user.id, route, { released_at: day });
    const boulder = await logGymAscent(me, gymAscentBody(world.routes.boulder.id, { released_at: day }));
    const greens = await logGymAscent(me, levelAscentBody(world.gym.id, 1, { quantity: 3, released_at: day }));
    const board = await logGymAscent(me, gymAscentBody(world.routes.board.id, { released_at: day }));

    const summaries = await expectCall<ClimbingSessionSummary[]>(
      logbook.t,
      200,
      'GET',
      'current_users/climbing_sessions.json',
      me.headers,
    );
    expect(summaries).toEqual([
      {
        session_date: day,
        description: null,
        crags: [{ id: crag.id, name: 'Saint-Léger', slug_name: 'saint-leger' }],
        gyms: [{ id: world.gym.id, name: 'Hapik', slug_name: 'hapik' }],
        climbing_types: ['sport_climbing', 'bouldering', 'pan'],
        // 1 outdoor + 1 boulder + 3 greens + 1 board; 25 + 4 + 4 metres; the hardest send 6a+ (the board).
        figures: { ascents: 6, crags: 1, metres: 33, max_grade_value: 32 },
      },
    ]);

    const session = await expectCall<ClimbingSession>(
      logbook.t,
      200,
      'GET',
      `current_users/climbing_sessions/${day}.json`,
      me.headers,
    );
    expect(session.ascents.map((ascent) => ascent.id)).toEqual([outdoor.id]);
    expect(session.gym_ascents.map((ascent) => ascent.id)).toEqual([boulder.id, greens.id, board.id]);
    expect(session.gym_ascents[1]).toEqual(greens);

    // The day stays while an indoor ascent is left, and goes with the last one.
    await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${outdoor.id}.json`, me.headers);
    for (const ascent of [boulder, greens]) {
      await expectCall(logbook.t, 204, 'DELETE', `ascent_gym_routes/${ascent.id}.json`, me.headers);
    }
    const left = await expectCall<ClimbingSession>(
      logbook.t,
      200,
      'GET',
      `current_users/climbing_sessions/${day}.json`,
      me.headers,
    );
    expect(left).toMatchObject({ crags: [], ascents: [], climbing_types: ['pan'], figures: { ascents: 1, crags: 0 } });
    await expectCall(logbook.t, 204, 'DELETE', `ascent_gym_routes/${board.id}.json`, me.headers);
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
  });
});

describe('the outdoor logbook beside indoor ascents', () => {
  it('shows the same lists, figures, map, statuses, public ascents and export once indoor ascents are logged', async () => {
    const me = await signedInClimber(logbook.t);
    const { crag, route } = await anOutdoorRoute();
    const project = await createCragRoute(logbook.t.db, crag.id, { name: 'Le Toit', grade: '7a' });
    const day = daysAgo(2);
    await createAscent(logbook.t.db, me.user.id, route, { released_at: day, note: 4, comment: 'Belle voie' });
    await createAscent(logbook.t.db, me.user.id, project, { released_at: day, ascent_status: 'project' });
    const outdoorReads = [
      'current_users/outdoor_analytiks.json',
      'current_users/outdoor_analytiks.json?ascent_status=project',
      `users/${me.user.slug_name}/outdoor_analytiks.json`,
      'current_users/ascent_crag_routes.json',
      'current_users/ascent_crag_routes.json?sort=crag',
      'current_users/ascended_crags_geo_json.json?minimalistic=false',
      'current_users/projects.json',
      `current_users/crag_route_statuses.json?crag_id=${crag.id}`,
      `crags/${crag.id}/ascents.json`,
      `crag_routes/${route.id}/ascents.json`,
      'current_users/ascent_crag_routes/export.csv',
    ];
    const read = async () => {
      const answers = [];
      for (const url of outdoorReads) {
        const response = await call(logbook.t, 'GET', url, me.headers);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        answers.push({ url, body: response.body, total: response.headers['x-total-count'] ?? null });
      }
      return answers;
    };
    const before = await read();
    const figuresBefore = await logbook.t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, crag.id));

    const world = await aGym(logbook.t.db);
    await logGymAscent(me, gymAscentBody(world.routes.route.id, { released_at: day, note: 6, comment: 'En salle' }));
    await logGymAscent(me, gymAscentBody(world.routes.boulder.id, { released_at: day, ascent_status: 'project' }));
    await logGymAscent(me, levelAscentBody(world.gym.id, 5, { quantity: 12, released_at: daysAgo(400) }));
    await logGymAscent(me, {
      climbing_type: 'sport_climbing',
      grade_value: 45,
      released_at: day,
      ascent_status: 'onsight',
    });

    expect(await read()).toEqual(before);
    expect(await logbook.t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, crag.id))).toEqual(figuresBefore);
  });
});

describe('a deleted account’s indoor ascents', () => {
  it('keep their figures without their words (docs/decisions/038)', async () => {
    const leaving = await signedInClimber(logbook.t);
    const world = await aGym(logbook.t.db);
    const ascent = await logGymAscent(
      leaving,
      gymAscentBody(world.routes.boulder.id, { note: 5, comment: 'Top', private_comment: 'Mon genou' }),
    );
    const routeless = await logGymAscent(
      leaving,
      levelAscentBody(world.gym.id, 1, { quantity: 2, comment: 'Série', private_comment: 'Fatigué' }),
    );
    await expectCall(logbook.t, 204, 'DELETE', 'current_users.json', leaving.headers, { password: DEFAULT_PASSWORD });
    for (const id of [ascent.id, routeless.id]) {
      const [row] = await logbook.t.db.select().from(ascents).where(eq(ascents.id, id));
      expect(row).toMatchObject({ comment: null, private_comment: null, user_id: leaving.user.id });
    }
    expect(await gymRouteFigures(logbook.t.db, world.routes.boulder.id)).toMatchObject({
      ascents_count: 1,
      note_count: 1,
    });
  });
});
