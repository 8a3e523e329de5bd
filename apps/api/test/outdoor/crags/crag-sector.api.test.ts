import type { Crag, CragRoute, CragSector, CragSectorSummary } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cragRoutes, cragSectors } from '../../../src/db/schema';
import { addCrag, call, expectCall, openWikiTestApp, routeBody, versionsOf } from './wiki-api';

const wiki = openWikiTestApp();

function newSector(cragId: number, overrides: Record<string, unknown> = {}) {
  return expectCall<CragSector>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, {
    crag_id: cragId,
    name: 'Secteur du Château',
    ...overrides,
  });
}

function readCrag(id: number) {
  return expectCall<Crag>(wiki.t, 200, 'GET', `crags/${id}.json`, wiki.callers.visitor);
}

describe('POST /api/v1/crag_sectors.json', () => {
  it('adds a sector to a crag, counts it in the crag and records the creation', async () => {
    const crag = await addCrag(wiki, { name: 'Céüse' });
    const sector = await newSector(crag.id, {
      name: ' Berlin ',
      description: 'Le mur des grandes voies.',
      latitude: 44.5,
      longitude: 5.93,
      orientations: ['south_west', 'south'],
      sun: 'sunny_afternoon',
      rain: 'exposed',
    });
    expect(sector).toEqual({
      id: expect.any(Number),
      crag_id: crag.id,
      crag: { id: crag.id, name: 'Céüse', slug_name: 'ceuse' },
      name: 'Berlin',
      slug_name: 'berlin',
      description: 'Le mur des grandes voies.',
      latitude: 44.5,
      longitude: 5.93,
      orientations: ['south', 'south_west'],
      sun: 'sunny_afternoon',
      rain: 'exposed',
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      figures: { climbing_types: {}, degrees: {}, grades: {} },
      creator: expect.objectContaining({ uuid: wiki.callers.climberUser.uuid }),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await readCrag(crag.id)).sectors_count).toBe(1);
    const [version] = await versionsOf(wiki.t.db, 'crag_sectors', sector.id);
    expect(version).toMatchObject({ event: 'create', item_name: 'Berlin', user_id: wiki.callers.climberUser.id });
    expect(version?.changes).toEqual({
      crag_id: [null, crag.id],
      name: [null, 'Berlin'],
      description: [null, 'Le mur des grandes voies.'],
      latitude: [null, 44.5],
      longitude: [null, 5.93],
      orientations: [null, ['south', 'south_west']],
      sun: [null, 'sunny_afternoon'],
      rain: [null, 'exposed'],
    });
  });

  it('answers 401 to a visitor', async () => {
    const crag = await addCrag(wiki);
    const response = await call(wiki.t, 'POST', 'crag_sectors.json', wiki.callers.visitor, {
      crag_id: crag.id,
      name: 'A',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['crag unknown', { crag_id: 99_999_999 }, { crag_id: ['not_found'] }],
    ['crag id beyond an integer column', { crag_id: 99_999_999_999 }, { crag_id: ['too_big'] }],
    ['crag missing', { crag_id: undefined }, { crag_id: ['required'] }],
    ['name missing', { name: undefined }, { name: ['required'] }],
    ['name too long', { name: 'x'.repeat(121) }, { name: ['too_long'] }],
    ['latitude too big', { latitude: 95, longitude: 5 }, { latitude: ['too_big'] }],
    ['longitude without latitude', { longitude: 5.9 }, { latitude: ['required'] }],
    ['latitude without longitude', { latitude: 44.5 }, { longitude: ['required'] }],
    ['orientation unknown', { orientations: ['up'] }, { orientations: ['not_included'] }],
    ['rain unknown', { rain: 'wet' }, { rain: ['not_included'] }],
  ])('answers 422 for %s, and stores nothing', async (_case, overrides, error) => {
    const crag = await addCrag(wiki);
    const response = await call(wiki.t, 'POST', 'crag_sectors.json', wiki.callers.climber, {
      crag_id: crag.id,
      name: 'Secteur',
      ...overrides,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error });
    expect(await wiki.t.db.select().from(cragSectors).where(eq(cragSectors.crag_id, crag.id))).toEqual([]);
    expect((await readCrag(crag.id)).sectors_count).toBe(0);
  });
});

describe('GET /api/v1/crags/{id}/crag_sectors.json', () => {
  it('lists every sector of the crag by name, to visitors', async () => {
    const crag = await addCrag(wiki);
    const other = await addCrag(wiki);
    const zebra = await newSector(crag.id, { name: 'Zèbre' });
    const abri = await newSector(crag.id, { name: 'Abri', latitude: 44.31, longitude: 5.69 });
    await newSector(other.id, { name: 'Ailleurs' });
    const list = await expectCall<CragSectorSummary[]>(
      wiki.t,
      200,
      'GET',
      `crags/${crag.id}/crag_sectors.json`,
      wiki.callers.visitor,
    );
    expect(list).toEqual([
      {
        id: abri.id,
        crag_id: crag.id,
        name: 'Abri',
        slug_name: 'abri',
        latitude: 44.31,
        longitude: 5.69,
        routes_count: 0,
        grade_min_value: null,
        grade_max_value: null,
      },
      expect.objectContaining({ id: zebra.id, name: 'Zèbre', latitude: null, longitude: null }),
    ]);
  });

  it('is empty for a crag without sectors, 404 for an unknown crag', async () => {
    const crag = await addCrag(wiki);
    expect(await expectCall(wiki.t, 200, 'GET', `crags/${crag.id}/crag_sectors.json`, wiki.callers.visitor)).toEqual(
      [],
    );
    expect((await call(wiki.t, 'GET', 'crags/99999999/crag_sectors.json', wiki.callers.visitor)).statusCode).toBe(404);
    expect((await call(wiki.t, 'GET', 'crags/nope/crag_sectors.json', wiki.callers.visitor)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/crag_sectors/{id}.json', () => {
  it('shows the sector to visitors, 404 for an unknown or malformed id', async () => {
    const crag = await addCrag(wiki);
    const sector = await newSector(crag.id);
    expect(await expectCall(wiki.t, 200, 'GET', `crag_sectors/${sector.id}.json`, wiki.callers.visitor)).toEqual(
      sector,
    );
    for (const id of ['99999999', 'abc', '0', '99999999999']) {
      expect((await call(wiki.t, 'GET', `crag_sectors/${id}.json`, wiki.callers.visitor)).statusCode, id).toBe(404);
    }
  });
});

describe('PUT /api/v1/crag_sectors/{id}.json', () => {
  it('changes the fields given, never the crag, and records only the changes', async () => {
    const crag = await addCrag(wiki);
    const other = await addCrag(wiki);
    const sector = await newSector(crag.id, { sun: 'shady' });
    const change = { name: 'Dalle grise', sun: 'shady', description: 'Dalles.' };
    const moved = await expectCall(wiki.t, 422, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.climber, {
      ...change,
      crag_id: other.id,
    });
    expect(moved).toEqual({ error: { crag_id: ['unknown'] } });
    const updated = await expectCall<CragSector>(
      wiki.t,
      200,
      'PUT',
      `crag_sectors/${sector.id}.json`,
      wiki.callers.climber,
      change,
    );
    expect(updated).toMatchObject({
      name: 'Dalle grise',
      slug_name: 'dalle-grise',
      description: 'Dalles.',
      crag_id: crag.id,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(sector.updated_at));
    const [, version] = await versionsOf(wiki.t.db, 'crag_sectors', sector.id);
    expect(version).toMatchObject({ event: 'update', item_name: 'Dalle grise' });
    expect(version?.changes).toEqual({ name: ['Secteur du Château', 'Dalle grise'], description: [null, 'Dalles.'] });
  });

  it('keeps the position whole, and answers 422, 401 and 404', async () => {
    const crag = await addCrag(wiki);
    const sector = await newSector(crag.id, { latitude: 44.31, longitude: 5.69 });
    const half = await call(wiki.t, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.climber, { latitude: null });
    expect(half.statusCode).toBe(422);
    expect(half.json()).toEqual({ error: { latitude: ['required'] } });
    await expectCall(wiki.t, 200, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.climber, {
      latitude: null,
      longitude: null,
    });
    const blank = await call(wiki.t, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.climber, { name: '' });
    expect(blank.json()).toEqual({ error: { name: ['required'] } });
    expect(
      (await call(wiki.t, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.visitor, { name: 'A' })).statusCode,
    ).toBe(401);
    expect(
      (await call(wiki.t, 'PUT', 'crag_sectors/99999999.json', wiki.callers.climber, { name: 'A' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/crag_sectors/{id}.json', () => {
  it('is kept to site administrators', async () => {
    const crag = await addCrag(wiki);
    const sector = await newSector(crag.id);
    expect((await call(wiki.t, 'DELETE', `crag_sectors/${sector.id}.json`, wiki.callers.visitor)).statusCode).toBe(401);
    const refused = await call(wiki.t, 'DELETE', `crag_sectors/${sector.id}.json`, wiki.callers.climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ need: { role: 'super_admin' } });
    expect((await call(wiki.t, 'DELETE', 'crag_sectors/99999999.json', wiki.callers.admin)).statusCode).toBe(404);
  });

  it('keeps its routes in the crag, without a sector, and records the destroy version', async () => {
    const crag = await addCrag(wiki);
    const sector = await newSector(crag.id, { name: 'Éphémère' });
    const route = await expectCall<CragRoute>(wiki.t, 201, 'POST', 'crag_routes.json', wiki.callers.climber, {
      ...routeBody(crag.id, { crag_sector_id: sector.id, pitches: [{ grade: '7a' }] }),
    });
    const before = await readCrag(crag.id);
    expect(before).toMatchObject({ sectors_count: 1, routes_count: 1 });

    expect((await call(wiki.t, 'DELETE', `crag_sectors/${sector.id}.json`, wiki.callers.admin)).statusCode).toBe(204);
    expect((await call(wiki.t, 'GET', `crag_sectors/${sector.id}.json`, wiki.callers.visitor)).statusCode).toBe(404);
    const [row] = await wiki.t.db.select().from(cragRoutes).where(eq(cragRoutes.id, route.id));
    expect(row?.crag_sector_id).toBeNull();
    const after = await readCrag(crag.id);
    expect(after).toMatchObject({ sectors_count: 0, routes_count: 1, grade_min_value: 37, grade_max_value: 37 });
    expect(after.figures).toEqual(before.figures);
    const [, destroy] = await versionsOf(wiki.t.db, 'crag_sectors', sector.id);
    expect(destroy).toMatchObject({ event: 'destroy', item_name: 'Éphémère' });
  });
});
