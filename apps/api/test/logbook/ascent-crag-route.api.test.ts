import type { AscentCragRoute } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ascentPartners, ascents, cragRoutes } from '../../src/db/schema';
import { addTickList, createAscent, createMultiPitchRoute, storedPitch } from '../factories/logbook.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';
import {
  ascentBody,
  ascentRowsOf,
  call,
  expectCall,
  isTickListed,
  openLogbookTestApp,
  recountFigures,
  sameFigures,
  sessionDatesOf,
  signedInClimber,
  storedFigures,
} from './logbook-api';

const logbook = openLogbookTestApp();

async function freshClimber() {
  return signedInClimber(logbook.t);
}

async function aRoute(overrides: Parameters<typeof createCragRoute>[2] = {}) {
  const crag = await createCrag(logbook.t.db, { name: 'Orpierre', slug_name: 'orpierre' });
  const sector = await createSector(logbook.t.db, crag.id, { name: 'Quatre Heures', slug_name: 'quatre-heures' });
  const route = await createCragRoute(logbook.t.db, crag.id, {
    name: 'Les Diables',
    slug_name: 'les-diables',
    crag_sector_id: sector.id,
    height: 25,
    grade: '6b',
    ...overrides,
  });
  return { crag, sector, route };
}

function logAscent(headers: Record<string, string>, body: object, status = 201) {
  return expectCall<AscentCragRoute>(logbook.t, status, 'POST', 'ascent_crag_routes.json', headers, body);
}

describe('POST /api/v1/ascent_crag_routes.json', () => {
  it('logs an ascent with its snapshot, session and defaults, and answers it', async () => {
    const me = await freshClimber();
    const partner = await freshClimber();
    const { crag, sector, route } = await aRoute();
    const ascent = await logAscent(
      me.headers,
      ascentBody(route.id, {
        note: 5,
        hardness_status: 'accurate',
        comment: ' Superbe ',
        private_comment: 'Genou douloureux',
        attempt: 3,
        partner_uuids: [partner.user.uuid],
      }),
    );
    expect(ascent).toEqual({
      id: expect.any(Number),
      kind: 'crag_route',
      crag_route: expect.objectContaining({
        id: route.id,
        name: 'Les Diables',
        crag: { id: crag.id, name: 'Orpierre', slug_name: 'orpierre' },
        crag_sector: { id: sector.id, name: 'Quatre Heures', slug_name: 'quatre-heures' },
        ascents_count: 1,
        // One vote is never a consensus.
        note: null,
      }),
      route_name: 'Les Diables',
      crag: { id: crag.id, name: 'Orpierre', slug_name: 'orpierre' },
      climbing_type: 'sport_climbing',
      grade_value: 33,
      grade_text: '6b',
      height: 25,
      released_at: '2024-05-01',
      ascent_status: 'red_point',
      roping_status: 'lead_climb',
      sections: [0],
      sections_count: 1,
      attempt: 3,
      note: 5,
      hardness_status: 'accurate',
      comment: 'Superbe',
      private_comment: 'Genou douloureux',
      partners: [
        {
          uuid: partner.user.uuid,
          name: `${partner.user.first_name} ${partner.user.last_name}`,
          slug_name: partner.user.slug_name,
          avatar_url: null,
        },
      ],
      idempotency_key: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual(['2024-05-01']);
  });

  it('takes no roping for a boulder and every pitch when sections are left out', async () => {
    const me = await freshClimber();
    const { route: boulder } = await aRoute({ climbing_type: 'bouldering', grade: '7a', height: null });
    const ascent = await logAscent(me.headers, ascentBody(boulder.id, { roping_status: 'top_rope' }));
    expect(ascent).toMatchObject({ roping_status: null, climbing_type: 'bouldering', sections: [0], height: null });
  });

  it('takes the multi-pitch ropings on a multi-pitch route, and the pitches climbed for grade and metres', async () => {
    const me = await freshClimber();
    const crag = await createCrag(logbook.t.db);
    const route = await createMultiPitchRoute(logbook.t.db, crag.id, [
      { grade: '5c', height: 30 },
      { grade: '6b', height: 40 },
      { grade: '6a+', height: 50 },
    ]);
    const part = await logAscent(
      me.headers,
      ascentBody(route.id, { roping_status: 'multi_pitch_alternate_lead', sections: [2, 0] }),
    );
    expect(part).toMatchObject({
      roping_status: 'multi_pitch_alternate_lead',
      sections: [0, 2],
      sections_count: 2,
      grade_value: 32,
      grade_text: '6a+',
      height: 80,
    });
    const whole = await logAscent(me.headers, ascentBody(route.id, { released_at: '2024-05-02' }));
    expect(whole).toMatchObject({ roping_status: 'lead_climb', sections: [0, 1, 2], grade_text: '6b', height: 120 });
  });

  it('removes the route from my tick list, and only mine', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const { route: kept } = await aRoute();
    await addTickList(logbook.t.db, me.user.id, route.id);
    await addTickList(logbook.t.db, me.user.id, kept.id);
    await addTickList(logbook.t.db, logbook.other.user.id, route.id);
    await logAscent(me.headers, ascentBody(route.id, { ascent_status: 'project' }));
    expect(await isTickListed(logbook.t.db, me.user.id, route.id)).toBe(false);
    expect(await isTickListed(logbook.t.db, me.user.id, kept.id)).toBe(true);
    expect(await isTickListed(logbook.t.db, logbook.other.user.id, route.id)).toBe(true);
  });

  it('reuses the session of the day and creates one for another day', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const first = await logAscent(me.headers, ascentBody(route.id));
    const second = await logAscent(me.headers, ascentBody(route.id, { ascent_status: 'repetition' }));
    await logAscent(me.headers, ascentBody(route.id, { released_at: '2024-06-01' }));
    const rows = await ascentRowsOf(logbook.t.db, me.user.id);
    const sessionOf = (id: number) => rows.find((row) => row.id === id)?.climbing_session_id;
    expect(sessionOf(first.id)).toBe(sessionOf(second.id));
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual(['2024-05-01', '2024-06-01']);
  });

  it('answers the first ascent (200) when the same key is sent again, without a second row', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const key = '6f1c7a52-1c1f-4f53-9d38-8c1f9f1e2a10';
    const first = await logAscent(me.headers, ascentBody(route.id, { idempotency_key: key }));
    const again = await logAscent(me.headers, ascentBody(route.id, { idempotency_key: key, note: 2 }), 200);
    expect(again).toEqual(first);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toHaveLength(1);
    // Another climber may use the same key: it is theirs.
    await logAscent(logbook.other.headers, ascentBody(route.id, { idempotency_key: key }));
    expect((await storedFigures(logbook.t.db, route.id))?.ascents_count).toBe(2);
  });

  it('writes one ascent when two pushes of the same key race', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const body = ascentBody(route.id, { idempotency_key: '0b6f0d8e-4f7c-4c57-8d0b-3c7a7b2e9f11' });
    const responses = await Promise.all([
      call(logbook.t, 'POST', 'ascent_crag_routes.json', me.headers, body),
      call(logbook.t, 'POST', 'ascent_crag_routes.json', me.headers, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [left, right] = responses.map((response) => response.json<AscentCragRoute>().id);
    expect(left).toBe(right);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toHaveLength(1);
    expect((await storedFigures(logbook.t.db, route.id))?.ascents_count).toBe(1);
  });

  describe('refuses bad input with 422, writing nothing', () => {
    const cases: [string, (routeId: number) => object, Record<string, string[]>][] = [
      ['an unknown route', () => ascentBody(2_000_000_000), { crag_route_id: ['not_found'] }],
      ['a route id out of range', () => ascentBody(99_999_999_999), { crag_route_id: ['too_big'] }],
      ['no route', (id) => ({ ...ascentBody(id), crag_route_id: undefined }), { crag_route_id: ['required'] }],
      ['no date', (id) => ({ ...ascentBody(id), released_at: undefined }), { released_at: ['required'] }],
      ['a date that is no date', (id) => ascentBody(id, { released_at: '2024-13-45' }), { released_at: ['invalid'] }],
      [
        'a date in the future',
        (id) => ascentBody(id, { released_at: '2999-01-01' }),
        { released_at: ['in_the_future'] },
      ],
      ['no status', (id) => ({ ...ascentBody(id), ascent_status: undefined }), { ascent_status: ['required'] }],
      ['an unknown status', (id) => ascentBody(id, { ascent_status: 'dogged' }), { ascent_status: ['not_included'] }],
      ['an unknown roping', (id) => ascentBody(id, { roping_status: 'solo' }), { roping_status: ['not_included'] }],
      [
        'a multi-pitch roping on a single pitch',
        (id) => ascentBody(id, { roping_status: 'multi_pitch_leader' }),
        { roping_status: ['not_included'] },
      ],
      ['a pitch beyond the route', (id) => ascentBody(id, { sections: [0, 1] }), { sections: ['too_big'] }],
      ['no pitch', (id) => ascentBody(id, { sections: [] }), { sections: ['too_short'] }],
      ['a negative pitch', (id) => ascentBody(id, { sections: [-1] }), { sections: ['too_small'] }],
      ['a note above 6', (id) => ascentBody(id, { note: 7 }), { note: ['too_big'] }],
      ['a note below 0', (id) => ascentBody(id, { note: -1 }), { note: ['too_small'] }],
      ['a note that is no number', (id) => ascentBody(id, { note: 'top' }), { note: ['not_a_number'] }],
      ['no attempt', (id) => ascentBody(id, { attempt: 0 }), { attempt: ['too_small'] }],
      [
        'an unknown hardness',
        (id) => ascentBody(id, { hardness_status: 'soft' }),
        { hardness_status: ['not_included'] },
      ],
      ['a comment too long', (id) => ascentBody(id, { comment: 'a'.repeat(5_001) }), { comment: ['too_long'] }],
      [
        'an unknown partner',
        (id) => ascentBody(id, { partner_uuids: ['3b241101-e2bb-4255-8caf-4136c566a962'] }),
        { partner_uuids: ['not_found'] },
      ],
      [
        'a partner that is no uuid',
        (id) => ascentBody(id, { partner_uuids: ['lucie'] }),
        { partner_uuids: ['invalid'] },
      ],
      ['a key that is no uuid', (id) => ascentBody(id, { idempotency_key: 'abc' }), { idempotency_key: ['invalid'] }],
    ];
    for (const [label, body, errors] of cases) {
      it(label, async () => {
        const me = await freshClimber();
        const { route } = await aRoute();
        await addTickList(logbook.t.db, me.user.id, route.id);
        const answer = await expectCall(logbook.t, 422, 'POST', 'ascent_crag_routes.json', me.headers, body(route.id));
        expect(answer).toEqual({ error: errors });
        expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
        expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
        expect(await isTickListed(logbook.t.db, me.user.id, route.id)).toBe(true);
        expect((await storedFigures(logbook.t.db, route.id))?.ascents_count).toBe(0);
      });
    }

    it('every broken rule at once', async () => {
      const me = await freshClimber();
      const { route } = await aRoute();
      const answer = await expectCall(
        logbook.t,
        422,
        'POST',
        'ascent_crag_routes.json',
        me.headers,
        ascentBody(route.id, {
          sections: [4],
          roping_status: 'multi_pitch_second',
          partner_uuids: ['3b241101-e2bb-4255-8caf-4136c566a962'],
        }),
      );
      expect(answer).toEqual({
        error: { sections: ['too_big'], roping_status: ['not_included'], partner_uuids: ['not_found'] },
      });
    });
  });

  it('needs a signed-in climber (401 for a visitor, whatever the body)', async () => {
    const { route } = await aRoute();
    await expectCall(logbook.t, 401, 'POST', 'ascent_crag_routes.json', logbook.visitor, ascentBody(route.id));
    await expectCall(logbook.t, 401, 'POST', 'ascent_crag_routes.json', logbook.visitor, { nonsense: true });
  });
});

describe('GET|PUT|DELETE /api/v1/ascent_crag_routes/{id}.json', () => {
  it('are the author’s only: 403 for another climber, 401 for a visitor, 404 unknown', async () => {
    const { route } = await aRoute();
    const mine = await createAscent(logbook.t.db, logbook.climber.user.id, route, { private_comment: 'secret' });
    const url = `ascent_crag_routes/${mine.id}.json`;
    const got = await expectCall<AscentCragRoute>(logbook.t, 200, 'GET', url, logbook.climber.headers);
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
    for (const missing of ['ascent_crag_routes/2000000000.json', 'ascent_crag_routes/abc.json']) {
      await expectCall(logbook.t, 404, 'GET', missing, logbook.climber.headers);
      await expectCall(logbook.t, 404, 'PUT', missing, logbook.climber.headers, { note: 1 });
      await expectCall(logbook.t, 404, 'DELETE', missing, logbook.climber.headers);
    }
  });

  it('updates the fields given, moves the ascent to the session of its new date and removes the emptied one', async () => {
    const me = await freshClimber();
    const partner = await freshClimber();
    const { route } = await aRoute();
    const moved = await logAscent(me.headers, ascentBody(route.id, { note: 4, comment: 'Bien' }));
    await logAscent(me.headers, ascentBody(route.id, { released_at: '2024-06-01' }));
    const updated = await expectCall<AscentCragRoute>(
      logbook.t,
      200,
      'PUT',
      `ascent_crag_routes/${moved.id}.json`,
      me.headers,
      {
        released_at: '2024-06-01',
        ascent_status: 'flash',
        roping_status: 'top_rope',
        partner_uuids: [partner.user.uuid],
      },
    );
    expect(updated).toMatchObject({
      released_at: '2024-06-01',
      ascent_status: 'flash',
      roping_status: 'top_rope',
      note: 4,
      comment: 'Bien',
      partners: [expect.objectContaining({ uuid: partner.user.uuid })],
    });
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual(['2024-06-01']);
    const rows = await ascentRowsOf(logbook.t.db, me.user.id);
    expect(new Set(rows.map((row) => row.climbing_session_id)).size).toBe(1);
    const cleared = await expectCall<AscentCragRoute>(
      logbook.t,
      200,
      'PUT',
      `ascent_crag_routes/${moved.id}.json`,
      me.headers,
      { partner_uuids: [], note: null, comment: '' },
    );
    expect(cleared).toMatchObject({ partners: [], note: null, comment: null, roping_status: 'top_rope' });
  });

  it('refuses a bad update with 422 and changes nothing', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const ascent = await logAscent(me.headers, ascentBody(route.id, { note: 3 }));
    const url = `ascent_crag_routes/${ascent.id}.json`;
    for (const [body, errors] of [
      [{ sections: [3] }, { sections: ['too_big'] }],
      [{ released_at: '2999-01-01' }, { released_at: ['in_the_future'] }],
      [{ note: 9 }, { note: ['too_big'] }],
      [{ roping_status: 'multi_pitch_leader', note: 1 }, { roping_status: ['not_included'] }],
      [{ partner_uuids: ['3b241101-e2bb-4255-8caf-4136c566a962'] }, { partner_uuids: ['not_found'] }],
    ] as const) {
      const answer = await expectCall(logbook.t, 422, 'PUT', url, me.headers, body);
      expect(answer, JSON.stringify(body)).toEqual({ error: errors });
    }
    expect(await expectCall<AscentCragRoute>(logbook.t, 200, 'GET', url, me.headers)).toEqual(ascent);
  });

  it('deletes the ascent and its emptied session; the route’s figures follow', async () => {
    const me = await freshClimber();
    const { route } = await aRoute();
    const partner = await freshClimber();
    const ascent = await logAscent(me.headers, ascentBody(route.id, { partner_uuids: [partner.user.uuid] }));
    expect((await storedFigures(logbook.t.db, route.id))?.ascents_count).toBe(1);
    await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${ascent.id}.json`, me.headers);
    expect(await ascentRowsOf(logbook.t.db, me.user.id)).toEqual([]);
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
    expect(await logbook.t.db.select().from(ascentPartners).where(eq(ascentPartners.ascent_id, ascent.id))).toEqual([]);
    expect(sameFigures(await storedFigures(logbook.t.db, route.id), await recountFigures(logbook.t.db, route.id))).toBe(
      true,
    );
    expect((await storedFigures(logbook.t.db, route.id))?.ascents_count).toBe(0);
    await expectCall(logbook.t, 404, 'GET', `ascent_crag_routes/${ascent.id}.json`, me.headers);
  });

  it('keeps the ascent with its snapshot once the route is deleted from the catalogue', async () => {
    const me = await freshClimber();
    const crag = await createCrag(logbook.t.db, { name: 'Céüse', slug_name: 'ceuse' });
    const route = await createCragRoute(logbook.t.db, crag.id, {
      name: 'Biographie',
      height: 35,
      pitches: [storedPitch('9a+', 35)],
      grade_text: '9a+',
      grade_min_value: 50,
      grade_max_value: 50,
    });
    const ascent = await logAscent(me.headers, ascentBody(route.id, { comment: 'Enfin' }));
    await logbook.t.db.delete(cragRoutes).where(eq(cragRoutes.id, route.id));
    const kept = await expectCall<AscentCragRoute>(
      logbook.t,
      200,
      'GET',
      `ascent_crag_routes/${ascent.id}.json`,
      me.headers,
    );
    expect(kept).toMatchObject({
      crag_route: null,
      route_name: 'Biographie',
      crag: { id: crag.id, name: 'Céüse', slug_name: 'ceuse' },
      grade_value: 50,
      grade_text: '9a+',
      height: 35,
      comment: 'Enfin',
    });
    // Still editable (not its pitches) and deletable.
    const edited = await expectCall<AscentCragRoute>(
      logbook.t,
      200,
      'PUT',
      `ascent_crag_routes/${ascent.id}.json`,
      me.headers,
      { note: 6, released_at: '2024-05-03' },
    );
    expect(edited).toMatchObject({ note: 6, released_at: '2024-05-03', grade_text: '9a+', height: 35 });
    await expectCall(logbook.t, 422, 'PUT', `ascent_crag_routes/${ascent.id}.json`, me.headers, { sections: [1] });
    await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${ascent.id}.json`, me.headers);
    expect(await sessionDatesOf(logbook.t.db, me.user.id)).toEqual([]);
  });
});
