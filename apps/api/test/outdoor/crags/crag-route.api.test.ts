import type { Crag, CragRoute, CragRouteSummary, CragSector } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cragRoutes } from '../../../src/db/schema';
import { addCrag, call, expectCall, openWikiTestApp, routeBody, versionsOf } from './wiki-api';

const wiki = openWikiTestApp();

function newSector(cragId: number, name: string) {
  return expectCall<CragSector>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, {
    crag_id: cragId,
    name,
  });
}

function newRoute(cragId: number, overrides: Record<string, unknown> = {}) {
  return expectCall<CragRoute>(
    wiki.t,
    201,
    'POST',
    'crag_routes.json',
    wiki.callers.climber,
    routeBody(cragId, overrides),
  );
}

function pitch(grade_text: string, grade_value: number, extra: Record<string, unknown> = {}) {
  return { grade_text, grade_value, height: null, bolt_count: null, incline: null, anchor_type: null, ...extra };
}

describe('POST /api/v1/crag_routes.json', () => {
  it('adds a one-pitch route, its grade and height from its pitch, and records the creation', async () => {
    const crag = await addCrag(wiki, { name: 'Céüse' });
    const sector = await newSector(crag.id, 'Biographie');
    const route = await newRoute(crag.id, {
      crag_sector_id: sector.id,
      name: 'Berlin',
      description: 'Colonnettes.',
      open_year: 1989,
      opener: 'Jean-Christophe Lafaille',
      incline: 'vertical',
      bolt_type: 'glue_in_bolt',
      anchor_type: 'chain',
      pitches: [{ grade: '7C ', height: 35, bolt_count: 14 }],
    });
    expect(route).toEqual({
      id: expect.any(Number),
      name: 'Berlin',
      slug_name: 'berlin',
      climbing_type: 'sport_climbing',
      crag: { id: crag.id, name: 'Céüse', slug_name: 'ceuse' },
      crag_sector: { id: sector.id, name: 'Biographie', slug_name: 'biographie' },
      description: 'Colonnettes.',
      open_year: 1989,
      opener: 'Jean-Christophe Lafaille',
      incline: 'vertical',
      start_type: null,
      reception: null,
      bolt_type: 'glue_in_bolt',
      anchor_type: 'chain',
      height: 35,
      pitches_count: 1,
      grade_min_value: 41,
      grade_max_value: 41,
      grade_text: '7C',
      pitches: [pitch('7C', 41, { height: 35, bolt_count: 14 })],
      note: null,
      note_count: 0,
      hardness_value: null,
      hardness_count: 0,
      ascents_count: 0,
      climbers_count: 0,
      creator: expect.objectContaining({ uuid: wiki.callers.climberUser.uuid }),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [version, ...others] = await versionsOf(wiki.t.db, 'crag_routes', route.id);
    expect(others).toEqual([]);
    expect(version).toMatchObject({ event: 'create', item_name: 'Berlin', user_id: wiki.callers.climberUser.id });
    expect(version?.changes).toEqual({
      crag_id: [null, crag.id],
      crag_sector_id: [null, sector.id],
      name: [null, 'Berlin'],
      climbing_type: [null, 'sport_climbing'],
      description: [null, 'Colonnettes.'],
      height: [null, 35],
      open_year: [null, 1989],
      opener: [null, 'Jean-Christophe Lafaille'],
      incline: [null, 'vertical'],
      bolt_type: [null, 'glue_in_bolt'],
      anchor_type: [null, 'chain'],
      pitches: [null, [pitch('7C', 41, { height: 35, bolt_count: 14 })]],
    });
  });

  it('grades a multi-pitch route from its first to its last pitch and sums its pitch heights', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, {
      climbing_type: 'multi_pitch',
      pitches: [
        { grade: '6a', height: 30 },
        { grade: '5.12a', height: 25 },
        { grade: 'VII', height: 40 },
      ],
    });
    expect(route).toMatchObject({
      pitches_count: 3,
      grade_min_value: 31,
      grade_max_value: 38,
      grade_text: '6a → VII',
      height: 95,
      pitches: [pitch('6a', 31, { height: 30 }), pitch('5.12a', 38, { height: 25 }), pitch('VII', 33, { height: 40 })],
    });
    const given = await newRoute(crag.id, { height: 120, pitches: [{ grade: '6a', height: 30 }, { grade: '6b' }] });
    expect(given.height).toBe(120);
    const unknown = await newRoute(crag.id, { pitches: [{ grade: '6a', height: 30 }, { grade: '6b' }] });
    expect(unknown.height).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    const crag = await addCrag(wiki);
    expect((await call(wiki.t, 'POST', 'crag_routes.json', wiki.callers.visitor, routeBody(crag.id))).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['name missing', { name: undefined }, { name: ['required'] }],
    ['name too long', { name: 'x'.repeat(121) }, { name: ['too_long'] }],
    ['climbing type missing', { climbing_type: undefined }, { climbing_type: ['required'] }],
    ['climbing type unknown', { climbing_type: 'free_solo' }, { climbing_type: ['not_included'] }],
    ['pitches missing', { pitches: undefined }, { pitches: ['required'] }],
    ['a pitch grade unreadable', { pitches: [{ grade: '6a' }, { grade: 'très dur' }] }, { pitches: ['invalid'] }],
    ['a pitch grade blank', { pitches: [{ grade: ' ' }] }, { pitches: ['required'] }],
    ['a pitch height of zero', { pitches: [{ grade: '6a', height: 0 }] }, { pitches: ['too_small'] }],
    ['height too small', { height: 0 }, { height: ['too_small'] }],
    [
      'pitch heights summing too high',
      {
        pitches: [
          { grade: '6a', height: 2_000 },
          { grade: '6a', height: 1_500 },
        ],
      },
      { height: ['too_big'] },
    ],
    ['open year in the future', { open_year: new Date().getUTCFullYear() + 1 }, { open_year: ['in_the_future'] }],
    ['open year too early', { open_year: 1800 }, { open_year: ['too_small'] }],
    ['incline unknown', { incline: 'upside_down' }, { incline: ['not_included'] }],
    ['crag unknown', { crag_id: 99_999_999 }, { crag_id: ['not_found'] }],
    ['crag id beyond an integer column', { crag_id: 99_999_999_999 }, { crag_id: ['too_big'] }],
  ])('answers 422 for %s, and stores nothing', async (_case, overrides, error) => {
    const crag = await addCrag(wiki);
    const response = await call(
      wiki.t,
      'POST',
      'crag_routes.json',
      wiki.callers.climber,
      routeBody(crag.id, overrides),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error });
    expect(await wiki.t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, crag.id))).toEqual([]);
  });

  it('refuses a sector of another crag, and reports every broken rule at once', async () => {
    const crag = await addCrag(wiki);
    const other = await addCrag(wiki);
    const elsewhere = await newSector(other.id, 'Ailleurs');
    const response = await call(wiki.t, 'POST', 'crag_routes.json', wiki.callers.climber, {
      ...routeBody(crag.id, { crag_sector_id: elsewhere.id, pitches: [{ grade: 'x9' }] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { crag_sector_id: ['not_found'], pitches: ['invalid'] } });
    const unknownSector = await call(wiki.t, 'POST', 'crag_routes.json', wiki.callers.climber, {
      ...routeBody(crag.id, { crag_sector_id: 99_999_999 }),
    });
    expect(unknownSector.json()).toEqual({ error: { crag_sector_id: ['not_found'] } });
    const beyond = await call(wiki.t, 'POST', 'crag_routes.json', wiki.callers.climber, {
      ...routeBody(crag.id, { crag_sector_id: 99_999_999_999 }),
    });
    expect(beyond.json()).toEqual({ error: { crag_sector_id: ['too_big'] } });
    expect(
      (await expectCall<Crag>(wiki.t, 200, 'GET', `crags/${crag.id}.json`, wiki.callers.visitor)).routes_count,
    ).toBe(0);
  });
});

describe('GET /api/v1/crag_routes/{id}.json', () => {
  it('shows the route to visitors, 404 for an unknown or malformed id', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id);
    expect(await expectCall(wiki.t, 200, 'GET', `crag_routes/${route.id}.json`, wiki.callers.visitor)).toEqual(route);
    for (const id of ['99999999', 'abc', '-4', '99999999999']) {
      expect((await call(wiki.t, 'GET', `crag_routes/${id}.json`, wiki.callers.visitor)).statusCode, id).toBe(404);
    }
  });
});

describe('PUT /api/v1/crag_routes/{id}.json', () => {
  it('takes new pitches, grade and height from them, and records only the changed fields', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, { name: 'Le Pilier', pitches: [{ grade: '6a', height: 30 }] });
    const updated = await expectCall<CragRoute>(
      wiki.t,
      200,
      'PUT',
      `crag_routes/${route.id}.json`,
      wiki.callers.climber,
      {
        name: 'Le Pilier',
        climbing_type: 'multi_pitch',
        pitches: [
          { grade: '6a', height: 30 },
          { grade: '7a', height: 25 },
        ],
      },
    );
    expect(updated).toMatchObject({
      climbing_type: 'multi_pitch',
      pitches_count: 2,
      grade_min_value: 31,
      grade_max_value: 37,
      grade_text: '6a → 7a',
      height: 55,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(route.updated_at));
    const [, version] = await versionsOf(wiki.t.db, 'crag_routes', route.id);
    expect(version).toMatchObject({ event: 'update', user_id: wiki.callers.climberUser.id });
    expect(version?.changes).toEqual({
      climbing_type: ['sport_climbing', 'multi_pitch'],
      height: [30, 55],
      pitches: [[pitch('6a', 31, { height: 30 })], [pitch('6a', 31, { height: 30 }), pitch('7a', 37, { height: 25 })]],
    });
  });

  it('keeps a height typed by hand when the pitches change', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, { height: 40, pitches: [{ grade: '6a', height: 30 }] });
    const updated = await expectCall<CragRoute>(
      wiki.t,
      200,
      'PUT',
      `crag_routes/${route.id}.json`,
      wiki.callers.climber,
      {
        pitches: [{ grade: '6b', height: 32 }],
      },
    );
    expect(updated).toMatchObject({ height: 40, grade_text: '6b' });
  });

  it('moves the route between the sectors of its crag, never to another crag', async () => {
    const crag = await addCrag(wiki);
    const [left, right] = [await newSector(crag.id, 'Gauche'), await newSector(crag.id, 'Droite')];
    const elsewhere = await newSector((await addCrag(wiki)).id, 'Ailleurs');
    const route = await newRoute(crag.id, { crag_sector_id: left.id });
    const moved = await expectCall<CragRoute>(
      wiki.t,
      200,
      'PUT',
      `crag_routes/${route.id}.json`,
      wiki.callers.climber,
      {
        crag_sector_id: right.id,
      },
    );
    expect(moved.crag_sector).toEqual({ id: right.id, name: 'Droite', slug_name: 'droite' });
    const refused = await call(wiki.t, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, {
      crag_sector_id: elsewhere.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { crag_sector_id: ['not_found'] } });
    const out = await expectCall<CragRoute>(wiki.t, 200, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, {
      crag_sector_id: null,
    });
    expect(out.crag_sector).toBeNull();
    expect(out.crag.id).toBe(crag.id);
  });

  it('writes nothing when one rule is broken, and answers 401 and 404', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, { name: 'Intacte' });
    const bad = await call(wiki.t, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, {
      name: 'Changée',
      pitches: [{ grade: '12z' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: { pitches: ['invalid'] } });
    expect(
      (await expectCall<CragRoute>(wiki.t, 200, 'GET', `crag_routes/${route.id}.json`, wiki.callers.visitor)).name,
    ).toBe('Intacte');
    expect(await versionsOf(wiki.t.db, 'crag_routes', route.id)).toHaveLength(1);
    expect(
      (await call(wiki.t, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.visitor, { name: 'A' })).statusCode,
    ).toBe(401);
    expect(
      (await call(wiki.t, 'PUT', 'crag_routes/99999999.json', wiki.callers.climber, { name: 'A' })).statusCode,
    ).toBe(404);
    const future = await call(wiki.t, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, { open_year: 3000 });
    expect(future.json()).toEqual({ error: { open_year: ['in_the_future'] } });
  });
});

describe('DELETE /api/v1/crag_routes/{id}.json', () => {
  it('is kept to site administrators and records the destroy version', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, { name: 'Éphémère' });
    expect((await call(wiki.t, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.visitor)).statusCode).toBe(401);
    const refused = await call(wiki.t, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ need: { role: 'super_admin' } });
    expect((await call(wiki.t, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.admin)).statusCode).toBe(204);
    expect((await call(wiki.t, 'GET', `crag_routes/${route.id}.json`, wiki.callers.visitor)).statusCode).toBe(404);
    const [, destroy] = await versionsOf(wiki.t.db, 'crag_routes', route.id);
    expect(destroy).toMatchObject({ event: 'destroy', item_name: 'Éphémère' });
    expect(destroy?.changes).toMatchObject({ name: ['Éphémère', null], pitches: [[pitch('6a', 31)], null] });
    expect((await call(wiki.t, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/crags/{id}/crag_routes.json and crag_sectors/{id}/crag_routes.json', () => {
  let crag: Crag;
  let sectors: Record<'abri' | 'zenith', CragSector>;
  let routes: Record<string, CragRoute>;

  beforeAll(async () => {
    crag = await addCrag(wiki);
    sectors = { zenith: await newSector(crag.id, 'Zénith'), abri: await newSector(crag.id, 'Abri') };
    routes = {};
    const specs: [string, Record<string, unknown>][] = [
      ['Écaille', { crag_sector_id: sectors.zenith.id, pitches: [{ grade: '6b' }], height: 25 }],
      ['Arête', { crag_sector_id: sectors.abri.id, pitches: [{ grade: '7a' }], height: 30 }],
      ['Bloc', { climbing_type: 'bouldering', pitches: [{ grade: '6A' }] }],
      ['Dièdre', { crag_sector_id: sectors.abri.id, pitches: [{ grade: '5c' }], height: 18 }],
      ['Cheminée', { climbing_type: 'multi_pitch', pitches: [{ grade: '5a' }, { grade: '6c' }], height: 120 }],
    ];
    for (const [name, overrides] of specs) routes[name] = await newRoute(crag.id, { name, ...overrides });
    await newRoute((await addCrag(wiki)).id, { name: 'Ailleurs' });
  });

  async function names(url: string, expectedTotal?: number) {
    const response = await call(wiki.t, 'GET', url, wiki.callers.visitor);
    expect(response.statusCode, response.body).toBe(200);
    if (expectedTotal !== undefined) expect(response.headers['x-total-count']).toBe(String(expectedTotal));
    return response.json<CragRouteSummary[]>().map((route) => route.name);
  }

  it('lists the routes of the crag as summaries, by sector by default', async () => {
    const response = await call(wiki.t, 'GET', `crags/${crag.id}/crag_routes.json`, wiki.callers.visitor);
    expect(response.headers['x-total-count']).toBe('5');
    const list = response.json<CragRouteSummary[]>();
    expect(list.map((route) => route.name)).toEqual(['Arête', 'Dièdre', 'Écaille', 'Bloc', 'Cheminée']);
    expect(list[0]).toEqual({
      id: routes.Arête?.id,
      name: 'Arête',
      slug_name: 'arete',
      climbing_type: 'sport_climbing',
      height: 30,
      pitches_count: 1,
      grade_min_value: 37,
      grade_max_value: 37,
      grade_text: '7a',
      crag: { id: crag.id, name: crag.name, slug_name: crag.slug_name },
      crag_sector: { id: sectors.abri.id, name: 'Abri', slug_name: 'abri' },
      note: null,
      ascents_count: 0,
    });
  });

  it('sorts by name, grade, height and newest', async () => {
    const url = `crags/${crag.id}/crag_routes.json`;
    expect(await names(`${url}?sort=name`)).toEqual(['Arête', 'Bloc', 'Cheminée', 'Dièdre', 'Écaille']);
    expect(await names(`${url}?sort=grade`)).toEqual(['Dièdre', 'Bloc', 'Écaille', 'Cheminée', 'Arête']);
    expect(await names(`${url}?sort=grade_desc`)).toEqual(['Arête', 'Cheminée', 'Écaille', 'Bloc', 'Dièdre']);
    expect(await names(`${url}?sort=height`)).toEqual(['Cheminée', 'Arête', 'Écaille', 'Dièdre', 'Bloc']);
    expect(await names(`${url}?sort=newest`)).toEqual(['Cheminée', 'Dièdre', 'Bloc', 'Arête', 'Écaille']);
  });

  it('filters by climbing type and by grade range (the route’s hardest pitch)', async () => {
    const url = `crags/${crag.id}/crag_routes.json?sort=name`;
    expect(await names(`${url}&climbing_type=bouldering`, 1)).toEqual(['Bloc']);
    expect(await names(`${url}&grade_min=33&grade_max=36`, 2)).toEqual(['Cheminée', 'Écaille']);
    expect(await names(`${url}&grade_min=37`, 1)).toEqual(['Arête']);
    expect(await names(`${url}&grade_max=31&climbing_type=sport_climbing`, 1)).toEqual(['Dièdre']);
  });

  it('pages with the total in X-Total-Count', async () => {
    const url = `crags/${crag.id}/crag_routes.json?sort=name&per_page=2`;
    expect(await names(`${url}&page=1`, 5)).toEqual(['Arête', 'Bloc']);
    expect(await names(`${url}&page=3`, 5)).toEqual(['Écaille']);
    expect(await names(`${url}&page=4`, 5)).toEqual([]);
  });

  it('lists the routes of one sector', async () => {
    expect(await names(`crag_sectors/${sectors.abri.id}/crag_routes.json?sort=grade`, 2)).toEqual(['Dièdre', 'Arête']);
    expect(await names(`crag_sectors/${sectors.zenith.id}/crag_routes.json`, 1)).toEqual(['Écaille']);
  });

  it('answers 404 for an unknown crag or sector, 422 for bad queries', async () => {
    expect((await call(wiki.t, 'GET', 'crags/99999999/crag_routes.json', wiki.callers.visitor)).statusCode).toBe(404);
    expect((await call(wiki.t, 'GET', 'crag_sectors/99999999/crag_routes.json', wiki.callers.visitor)).statusCode).toBe(
      404,
    );
    expect((await call(wiki.t, 'GET', 'crag_sectors/abc/crag_routes.json', wiki.callers.visitor)).statusCode).toBe(404);
    const url = `crags/${crag.id}/crag_routes.json`;
    const badSort = await call(wiki.t, 'GET', `${url}?sort=colour`, wiki.callers.visitor);
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json()).toEqual({ error: { sort: ['not_included'] } });
    const reversed = await call(wiki.t, 'GET', `${url}?grade_min=40&grade_max=30`, wiki.callers.visitor);
    expect(reversed.json()).toEqual({ error: { grade_max: ['too_small'] } });
    expect((await call(wiki.t, 'GET', `${url}?per_page=101`, wiki.callers.visitor)).json()).toEqual({
      error: { per_page: ['too_big'] },
    });
  });
});
