import type { AscentCragRoute, CragRoute } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import {
  ascentBody,
  call,
  expectCall,
  openLogbookTestApp,
  recountFigures,
  sameFigures,
  signedInClimber,
  storedFigures,
} from './logbook-api';

// The setting asks for 1 vote: the consensus still needs 2, never a single vote.
const logbook = openLogbookTestApp({ env: { ASCENT_CONSENSUS_MIN_VOTES: '1' } });

async function aRoute() {
  const crag = await createCrag(logbook.t.db);
  return createCragRoute(logbook.t.db, crag.id, { grade: '6c' });
}

function log(headers: Record<string, string>, body: object) {
  return expectCall<AscentCragRoute>(logbook.t, 201, 'POST', 'ascent_crag_routes.json', headers, body);
}

function routePage(id: number) {
  return expectCall<CragRoute>(logbook.t, 200, 'GET', `crag_routes/${id}.json`, logbook.visitor);
}

async function expectRecount(routeId: number) {
  const stored = await storedFigures(logbook.t.db, routeId);
  const recounted = await recountFigures(logbook.t.db, routeId);
  expect(sameFigures(stored, recounted), `${JSON.stringify(stored)} ≠ ${JSON.stringify(recounted)}`).toBe(true);
  return stored;
}

describe("a route's derived figures", () => {
  it('follow every create, update and delete, equal to a recount', async () => {
    const route = await aRoute();
    const [anna, ben, chloe] = await Promise.all([
      signedInClimber(logbook.t),
      signedInClimber(logbook.t),
      signedInClimber(logbook.t),
    ]);
    if (!anna || !ben || !chloe) throw new Error('no climbers');
    const a1 = await log(anna.headers, ascentBody(route.id, { ascent_status: 'project', note: 2 }));
    expect(await expectRecount(route.id)).toMatchObject({ ascents_count: 0, climbers_count: 0, note_count: 1 });
    const a2 = await log(
      anna.headers,
      ascentBody(route.id, { released_at: '2024-05-02', note: 4, hardness_status: 'sandbagged' }),
    );
    const b1 = await log(ben.headers, ascentBody(route.id, { note: 6, hardness_status: 'easy' }));
    const b2 = await log(ben.headers, ascentBody(route.id, { ascent_status: 'repetition', released_at: '2024-04-01' }));
    await log(chloe.headers, ascentBody(route.id, { ascent_status: 'flash', hardness_status: 'accurate' }));
    // Anna's latest note (4) and Ben's (6); hardness +1, −1, 0.
    expect(await expectRecount(route.id)).toEqual({
      note: 5,
      note_count: 2,
      hardness_value: 0,
      hardness_count: 3,
      ascents_count: 4,
      climbers_count: 3,
    });

    await expectCall(logbook.t, 200, 'PUT', `ascent_crag_routes/${b1.id}.json`, ben.headers, {
      note: 0,
      hardness_status: null,
    });
    expect(await expectRecount(route.id)).toMatchObject({ note: 2, hardness_value: 0.5, hardness_count: 2 });

    await expectCall(logbook.t, 200, 'PUT', `ascent_crag_routes/${a2.id}.json`, anna.headers, {
      ascent_status: 'project',
    });
    expect(await expectRecount(route.id)).toMatchObject({ ascents_count: 3, climbers_count: 2 });

    for (const [ascent, climber] of [
      [a1, anna],
      [a2, anna],
      [b2, ben],
    ] as const) {
      await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${ascent.id}.json`, climber.headers);
      await expectRecount(route.id);
    }
    expect(await storedFigures(logbook.t.db, route.id)).toMatchObject({
      note: 0,
      note_count: 1,
      ascents_count: 2,
      climbers_count: 2,
    });
  });

  it('count one vote per climber: many ascents of one climber are never a consensus', async () => {
    const route = await aRoute();
    const solo = await signedInClimber(logbook.t);
    for (const day of ['2024-05-01', '2024-05-02', '2024-05-03']) {
      await log(solo.headers, ascentBody(route.id, { released_at: day, note: 6, hardness_status: 'easy' }));
    }
    expect(await expectRecount(route.id)).toMatchObject({ note_count: 1, hardness_count: 1, ascents_count: 3 });
    expect(await routePage(route.id)).toMatchObject({ note: null, note_count: 1, hardness_value: null });
  });
});

describe('concurrent writes', () => {
  it('lose no ascent when climbers log the same route at once, while the route is edited', async () => {
    const route = await aRoute();
    const climbers = await Promise.all(Array.from({ length: 6 }, () => signedInClimber(logbook.t)));
    const responses = await Promise.all([
      ...climbers.map((climber, index) =>
        call(logbook.t, 'POST', 'ascent_crag_routes.json', climber.headers, ascentBody(route.id, { note: index % 7 })),
      ),
      call(logbook.t, 'PUT', `crag_routes/${route.id}.json`, logbook.climber.headers, { name: 'Renommée' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 200]);
    expect(await expectRecount(route.id)).toMatchObject({ ascents_count: 6, climbers_count: 6, note_count: 6 });
  });
});

describe('the consensus on the route page', () => {
  it('shows from the minimum number of votes, and never from a single vote', async () => {
    expect(logbook.t.config.ascentConsensusMinVotes).toBe(2);
    const route = await aRoute();
    const first = await signedInClimber(logbook.t);
    await log(first.headers, ascentBody(route.id, { note: 5, hardness_status: 'sandbagged' }));
    expect(await routePage(route.id)).toMatchObject({
      note: null,
      note_count: 1,
      hardness_value: null,
      hardness_count: 1,
      ascents_count: 1,
      climbers_count: 1,
    });
    const second = await signedInClimber(logbook.t);
    await log(second.headers, ascentBody(route.id, { note: 2, hardness_status: 'accurate' }));
    expect(await routePage(route.id)).toMatchObject({
      note: 3.5,
      note_count: 2,
      hardness_value: 0.5,
      hardness_count: 2,
    });
  });
});

describe('with the default setting (3 votes)', () => {
  const defaults = openLogbookTestApp();

  it('keeps the consensus hidden below three votes', async () => {
    expect(defaults.t.config.ascentConsensusMinVotes).toBe(3);
    const crag = await createCrag(defaults.t.db);
    const route = await createCragRoute(defaults.t.db, crag.id, { grade: '7a' });
    const notes = [6, 4, 5];
    for (const [index, note] of notes.entries()) {
      const climber = await signedInClimber(defaults.t);
      await expectCall(
        defaults.t,
        201,
        'POST',
        'ascent_crag_routes.json',
        climber.headers,
        ascentBody(route.id, { note }),
      );
      const page = await expectCall<CragRoute>(
        defaults.t,
        200,
        'GET',
        `crag_routes/${route.id}.json`,
        defaults.visitor,
      );
      expect(page.note, `after ${index + 1} votes`).toBe(index < 2 ? null : 5);
    }
  });
});
