import type { Crag } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, approaches, areaCrags, areas, cragRoutes, cragSectors, crags, parks } from '../../../src/db/schema';
import { createCrag, createCragRoute, createSector } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, cragBody, expectCall, insertPlaces, versionsOf, type WikiCallers, wikiCallers } from './wiki-api';

let t: TestApp;
let callers: WikiCallers;
let places: Awaited<ReturnType<typeof insertPlaces>>;

beforeAll(async () => {
  t = await createTestApp();
  callers = await wikiCallers(t);
  places = await insertPlaces(t.db);
});

afterAll(async () => {
  await t?.close();
});

function createCragThroughApi(overrides: Record<string, unknown> = {}) {
  return expectCall<Crag>(t, 201, 'POST', 'crags.json', callers.climber, cragBody(overrides));
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('POST /api/v1/crags.json', () => {
  it('creates the crag for a climber, places it in the nearest town and answers the crag page', async () => {
    const created = await createCragThroughApi({
      name: '  Orpierre – Quiquillon  ',
      elevation: 750,
      climbing_types: ['multi_pitch', 'sport_climbing', 'multi_pitch'],
      rocks: ['limestone'],
      rain: 'exposed',
      sun: 'sunny_afternoon',
      orientations: ['west', 'south'],
      seasons: ['autumn', 'spring'],
      min_approach_time: 5,
      max_approach_time: 20,
      description: 'Calcaire gris à trous.',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Orpierre – Quiquillon',
      slug_name: 'orpierre-quiquillon',
      latitude: 44.3115,
      longitude: 5.6918,
      elevation: 750,
      // Enum lists are kept once each, in the enum's order.
      climbing_types: ['sport_climbing', 'multi_pitch'],
      rocks: ['limestone'],
      rain: 'exposed',
      sun: 'sunny_afternoon',
      orientations: ['south', 'west'],
      seasons: ['spring', 'autumn'],
      min_approach_time: 5,
      max_approach_time: 20,
      description: 'Calcaire gris à trous.',
      routes_count: 0,
      sectors_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      figures: { climbing_types: {}, degrees: {}, grades: {} },
      town_name: 'Orpierre',
      department_number: '05',
      country_code: 'FR',
      department: { number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes' },
      town: { id: places.orpierre.id, name: 'Orpierre', slug: 'orpierre' },
      parks_count: 0,
      approaches_count: 0,
      alerts_count: 0,
      areas: [],
      source: null,
      creator: {
        uuid: callers.climberUser.uuid,
        name: `${callers.climberUser.first_name} ${callers.climberUser.last_name}`,
        slug_name: callers.climberUser.slug_name,
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [row] = await t.db.select().from(crags).where(eq(crags.id, created.id));
    expect(row).toMatchObject({
      town_id: places.orpierre.id,
      department_id: places.hautesAlpes.id,
      country_id: places.country.id,
    });
  });

  it('records the creation as a version listing the fields set, by the climber', async () => {
    const created = await createCragThroughApi({ name: 'Saint-Julien', rocks: ['limestone'] });
    const [version, ...others] = await versionsOf(t.db, 'crags', created.id);
    expect(others).toEqual([]);
    expect(version).toMatchObject({ event: 'create', item_name: 'Saint-Julien', user_id: callers.climberUser.id });
    expect(version?.changes).toEqual({
      name: [null, 'Saint-Julien'],
      latitude: [null, 44.3115],
      longitude: [null, 5.6918],
      climbing_types: [null, ['sport_climbing']],
      rocks: [null, ['limestone']],
      town_id: [null, places.orpierre.id],
    });
  });

  it('places the crag in the town chosen, with its department and country', async () => {
    const created = await createCragThroughApi({ town_id: places.buis.id });
    expect(created.town).toEqual({ id: places.buis.id, name: 'Buis-les-Baronnies', slug: 'buis-les-baronnies' });
    expect(created.department?.number).toBe('26');
  });

  it('leaves a crag farther than 30 km from every town without a place', async () => {
    // 34.6 km south of Orpierre, the nearest town.
    const far = await createCragThroughApi({ latitude: 44.0, longitude: 5.6933 });
    expect(far).toMatchObject({
      town: null,
      department: null,
      town_name: null,
      department_number: null,
      country_code: null,
    });
    // 23.5 km: placed.
    const near = await createCragThroughApi({ latitude: 44.1, longitude: 5.6933 });
    expect(near.town?.name).toBe('Orpierre');
  });

  it('answers 401 to a visitor, whatever the body', async () => {
    expect((await call(t, 'POST', 'crags.json', callers.visitor, cragBody())).statusCode).toBe(401);
    expect((await call(t, 'POST', 'crags.json', callers.visitor, {})).statusCode).toBe(401);
  });

  it.each([
    ['name missing', { name: undefined }, { name: ['required'] }],
    ['name blank', { name: '   ' }, { name: ['required'] }],
    ['name too long', { name: 'x'.repeat(121) }, { name: ['too_long'] }],
    ['latitude too big', { latitude: 91 }, { latitude: ['too_big'] }],
    ['longitude too small', { longitude: -180.5 }, { longitude: ['too_small'] }],
    ['latitude not a number', { latitude: 'north' }, { latitude: ['not_a_number'] }],
    ['climbing types missing', { climbing_types: undefined }, { climbing_types: ['required'] }],
    ['climbing type unknown', { climbing_types: ['ice_climbing'] }, { climbing_types: ['not_included'] }],
    ['rock unknown', { rocks: ['cheese'] }, { rocks: ['not_included'] }],
    ['sun unknown', { sun: 'cloudy' }, { sun: ['not_included'] }],
    ['elevation too big', { elevation: 9_001 }, { elevation: ['too_big'] }],
    ['approach time negative', { min_approach_time: -1 }, { min_approach_time: ['too_small'] }],
    ['approach times reversed', { min_approach_time: 30, max_approach_time: 10 }, { max_approach_time: ['too_small'] }],
    ['town unknown', { town_id: 99_999_999 }, { town_id: ['not_found'] }],
    ['town id beyond an integer column', { town_id: 99_999_999_999 }, { town_id: ['too_big'] }],
    ['description too long', { description: 'x'.repeat(10_001) }, { description: ['too_long'] }],
  ])('answers 422 for %s, and stores nothing', async (_case, overrides, error) => {
    const before = await t.db.select({ id: crags.id }).from(crags);
    const response = await call(t, 'POST', 'crags.json', callers.climber, cragBody(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error });
    expect(await t.db.select({ id: crags.id }).from(crags)).toHaveLength(before.length);
  });
});

describe('GET /api/v1/crags/{id}.json', () => {
  it('is open to visitors', async () => {
    const created = await createCragThroughApi();
    const read = await expectCall<Crag>(t, 200, 'GET', `crags/${created.id}.json`, callers.visitor);
    expect(read).toEqual(created);
  });

  it('shows the areas of the crag, its parks, approaches and running alerts, and its source', async () => {
    const crag = await createCrag(t.db, { source: 'Boolder', source_id: 'b-1' });
    const other = await createCrag(t.db);
    const [area, secondArea] = await t.db
      .insert(areas)
      .values([
        { name: 'Vallée du Buëch', slug_name: 'vallee-du-buech' },
        { name: 'Baronnies', slug_name: 'baronnies' },
      ])
      .returning();
    if (!area || !secondArea) throw new Error('no areas');
    await t.db.insert(areaCrags).values([
      { area_id: area.id, crag_id: crag.id },
      { area_id: secondArea.id, crag_id: crag.id },
      { area_id: area.id, crag_id: other.id },
    ]);
    await t.db.insert(parks).values([
      { crag_id: crag.id, latitude: 44.31, longitude: 5.69 },
      { crag_id: crag.id, latitude: 44.32, longitude: 5.69 },
      { crag_id: other.id, latitude: 44.32, longitude: 5.69 },
    ]);
    await t.db.insert(approaches).values({
      crag_id: crag.id,
      path: [
        [44.31, 5.69],
        [44.311, 5.691],
      ],
      length: 140,
    });
    const alert = { alertable_type: 'crags', alert_type: 'warning', description: 'Chute de pierres' } as const;
    await t.db.insert(alerts).values([
      { ...alert, alertable_id: crag.id, ends_on: null },
      { ...alert, alertable_id: crag.id, ends_on: isoDay(30) },
      { ...alert, alertable_id: crag.id, ends_on: isoDay(-3) },
      { ...alert, alertable_id: other.id, ends_on: null },
      { ...alert, alertable_type: 'crag_routes', alertable_id: crag.id, ends_on: null },
    ]);

    const read = await expectCall<Crag>(t, 200, 'GET', `crags/${crag.id}.json`, callers.visitor);
    expect(read).toMatchObject({
      parks_count: 2,
      approaches_count: 1,
      alerts_count: 2,
      source: 'Boolder',
      creator: null,
      areas: [
        { id: secondArea.id, name: 'Baronnies', slug_name: 'baronnies' },
        { id: area.id, name: 'Vallée du Buëch', slug_name: 'vallee-du-buech' },
      ],
    });
  });

  it.each(['99999999', 'abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const response = await call(t, 'GET', `crags/${id}.json`, callers.visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('PUT /api/v1/crags/{id}.json', () => {
  it('changes the fields given, moves updated_at and records only the changed fields', async () => {
    const created = await createCragThroughApi({ rocks: ['limestone'], sun: 'shady', elevation: 700 });
    const updated = await expectCall<Crag>(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      name: 'Orpierre – Le Belleric',
      rocks: ['limestone', 'conglomerate'],
      sun: 'shady',
      elevation: null,
    });
    expect(updated).toMatchObject({
      name: 'Orpierre – Le Belleric',
      slug_name: 'orpierre-le-belleric',
      rocks: ['limestone', 'conglomerate'],
      sun: 'shady',
      elevation: null,
      climbing_types: ['sport_climbing'],
      town: { id: places.orpierre.id, name: 'Orpierre', slug: 'orpierre' },
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    expect(updated.created_at).toBe(created.created_at);

    const [, version] = await versionsOf(t.db, 'crags', created.id);
    expect(version).toMatchObject({
      event: 'update',
      item_name: 'Orpierre – Le Belleric',
      user_id: callers.climberUser.id,
    });
    expect(version?.changes).toEqual({
      name: ['Orpierre', 'Orpierre – Le Belleric'],
      rocks: [['limestone'], ['limestone', 'conglomerate']],
      elevation: [700, null],
    });
  });

  it('records nothing when nothing changes', async () => {
    const created = await createCragThroughApi({ sun: 'shady' });
    await expectCall(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, { sun: 'shady', name: 'Orpierre' });
    expect(await versionsOf(t.db, 'crags', created.id)).toHaveLength(1);
  });

  it('places the crag again when it moves, and in the town chosen', async () => {
    const created = await createCragThroughApi();
    const moved = await expectCall<Crag>(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      latitude: 44.28,
      longitude: 5.28,
    });
    expect(moved.town?.name).toBe('Buis-les-Baronnies');
    expect(moved.department?.number).toBe('26');
    const chosen = await expectCall<Crag>(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      town_id: places.gap.id,
    });
    expect(chosen.town?.name).toBe('Gap');
    expect(chosen.department?.number).toBe('05');
    // A change that does not move it keeps the town chosen.
    const renamed = await expectCall<Crag>(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      name: 'Les Buis',
    });
    expect(renamed.town?.name).toBe('Gap');
    // `town_id: null` asks for the nearest town again.
    const nearest = await expectCall<Crag>(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      town_id: null,
    });
    expect(nearest.town?.name).toBe('Buis-les-Baronnies');
  });

  it('checks the approach times against the stored ones', async () => {
    const created = await createCragThroughApi({ min_approach_time: 15, max_approach_time: 30 });
    const response = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, { max_approach_time: 10 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { max_approach_time: ['too_small'] } });
    await expectCall(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, {
      min_approach_time: 5,
      max_approach_time: 10,
    });
  });

  it('writes nothing when one rule is broken', async () => {
    const created = await createCragThroughApi();
    const response = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, {
      name: 'Autre',
      town_id: 99_999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { town_id: ['not_found'] } });
    const read = await expectCall<Crag>(t, 200, 'GET', `crags/${created.id}.json`, callers.visitor);
    expect(read.name).toBe('Orpierre');
    expect(await versionsOf(t.db, 'crags', created.id)).toHaveLength(1);
  });

  it('refuses a wrapped body and a misspelt field with `unknown`, and saves nothing', async () => {
    const created = await createCragThroughApi();
    const wrapped = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, { crag: { name: 'Autre' } });
    expect(wrapped.statusCode).toBe(422);
    expect(wrapped.json()).toEqual({ error: { crag: ['unknown'] } });
    const misspelt = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, {
      nmae: 'Autre',
      sun: 'shady',
      crag: { name: 'Autre' },
    });
    expect(misspelt.statusCode).toBe(422);
    expect(misspelt.json()).toEqual({ error: { nmae: ['unknown'], crag: ['unknown'] } });
    const read = await expectCall<Crag>(t, 200, 'GET', `crags/${created.id}.json`, callers.visitor);
    expect(read).toMatchObject({ name: 'Orpierre', sun: created.sun, updated_at: created.updated_at });
    expect(await versionsOf(t.db, 'crags', created.id)).toHaveLength(1);
  });

  it('refuses an update that changes no field', async () => {
    const created = await createCragThroughApi();
    const empty = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ error: { base: ['required'] } });
  });

  it('answers 422 for bad values, 401 to a visitor and 404 for an unknown crag', async () => {
    const created = await createCragThroughApi();
    const bad = await call(t, 'PUT', `crags/${created.id}.json`, callers.climber, {
      name: '',
      climbing_types: [],
      latitude: 100,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ name: ['required'], latitude: ['too_big'] });
    expect(bad.json().error.climbing_types).toBeDefined();
    expect((await call(t, 'PUT', `crags/${created.id}.json`, callers.visitor, { name: 'X' })).statusCode).toBe(401);
    expect((await call(t, 'PUT', 'crags/99999999.json', callers.climber, { name: 'X' })).statusCode).toBe(404);
    expect((await call(t, 'PUT', 'crags/abc.json', callers.climber, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/crags/{id}.json', () => {
  it('is kept to site administrators: 401 for a visitor, 403 naming the role for a climber', async () => {
    const created = await createCragThroughApi();
    expect((await call(t, 'DELETE', `crags/${created.id}.json`, callers.visitor)).statusCode).toBe(401);
    const refused = await call(t, 'DELETE', `crags/${created.id}.json`, callers.climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', need: { role: 'super_admin' } });
    await expectCall(t, 200, 'GET', `crags/${created.id}.json`, callers.visitor);
  });

  it('deletes the crag with its sectors, routes and alerts, and records the destroy version', async () => {
    const created = await createCragThroughApi({ name: 'Céüse' });
    const sector = await createSector(t.db, created.id);
    const route = await createCragRoute(t.db, created.id, { crag_sector_id: sector.id });
    const kept = await createCrag(t.db);
    const alert = { alert_type: 'info', description: 'Nidification' } as const;
    await t.db.insert(alerts).values([
      { ...alert, alertable_type: 'crags', alertable_id: created.id },
      { ...alert, alertable_type: 'crag_sectors', alertable_id: sector.id },
      { ...alert, alertable_type: 'crag_routes', alertable_id: route.id },
      { ...alert, alertable_type: 'crags', alertable_id: kept.id },
    ]);

    const response = await call(t, 'DELETE', `crags/${created.id}.json`, callers.admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call(t, 'GET', `crags/${created.id}.json`, callers.visitor)).statusCode).toBe(404);
    expect(await t.db.select().from(cragSectors).where(eq(cragSectors.crag_id, created.id))).toEqual([]);
    expect(await t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, created.id))).toEqual([]);
    const alertsLeft = async (alertableType: string, alertableId: number) =>
      (await t.db.select().from(alerts).where(eq(alerts.alertable_id, alertableId))).filter(
        (row) => row.alertable_type === alertableType,
      ).length;
    expect(await alertsLeft('crags', created.id)).toBe(0);
    expect(await alertsLeft('crag_sectors', sector.id)).toBe(0);
    expect(await alertsLeft('crag_routes', route.id)).toBe(0);
    expect(await alertsLeft('crags', kept.id)).toBe(1);

    const [, destroy] = await versionsOf(t.db, 'crags', created.id);
    expect(destroy).toMatchObject({ event: 'destroy', item_name: 'Céüse' });
    expect(destroy?.changes).toMatchObject({ name: ['Céüse', null], climbing_types: [['sport_climbing'], null] });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call(t, 'DELETE', 'crags/99999999.json', callers.admin)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', 'crags/x.json', callers.admin)).statusCode).toBe(404);
  });
});
