import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaCrags, areas, crags, versions } from '../../../src/db/schema';
import { createCrag } from '../../factories/outdoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let climber: Record<string, string>;
let climberUser: { uuid: string; slug_name: string; first_name: string; last_name: string };
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db, { first_name: 'Lynn', last_name: 'Hill' });
  climberUser = user;
  climber = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  const { user: administrator } = await createUser(t.db, { super_admin: true });
  admin = await authHeaders(administrator, t.config.jwtSecret, t.keyHeaders);
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function request(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

function versionsOf(itemId: number) {
  return t.db
    .select()
    .from(versions)
    .where(and(eq(versions.item_type, 'areas'), eq(versions.item_id, itemId)))
    .orderBy(asc(versions.id));
}

async function createArea(name = 'Gorges du Tarn') {
  const response = await request('POST', 'areas.json', climber, { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; slug_name: string }>();
}

function addCrag(areaId: number, cragId: number, headers = climber) {
  return request('POST', `areas/${areaId}/add_crag.json`, headers, { crag_id: cragId });
}

describe('POST /api/v1/areas.json', () => {
  it('creates an area with a slug and its creator, recorded as a version', async () => {
    const response = await request('POST', 'areas.json', climber, {
      name: '  Gorges du Verdon  ',
      description: 'Calcaire et grandes voies.',
    });
    expect(response.statusCode).toBe(201);
    const area = response.json();
    expect(area).toEqual({
      id: expect.any(Number),
      name: 'Gorges du Verdon',
      slug_name: 'gorges-du-verdon',
      crags_count: 0,
      routes_count: 0,
      latitude: null,
      longitude: null,
      description: 'Calcaire et grandes voies.',
      grade_min_value: null,
      grade_max_value: null,
      bounds: null,
      source: null,
      creator: { uuid: climberUser.uuid, name: 'Lynn Hill', slug_name: climberUser.slug_name },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const history = await versionsOf(area.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      event: 'create',
      item_name: 'Gorges du Verdon',
      changes: { name: [null, 'Gorges du Verdon'], description: [null, 'Calcaire et grandes voies.'] },
    });
  });

  it('answers 422 for a missing or too long name and a too long description, 401 to a visitor', async () => {
    const missing = await request('POST', 'areas.json', climber, { description: 'Sans nom' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: { name: ['required'] } });
    const tooLong = await request('POST', 'areas.json', climber, {
      name: 'x'.repeat(121),
      description: 'y'.repeat(10_001),
    });
    expect(tooLong.json()).toEqual({ error: { name: ['too_long'], description: ['too_long'] } });
    expect((await request('POST', 'areas.json', t.keyHeaders, { name: 'Anonyme' })).statusCode).toBe(401);
    expect(await t.db.select().from(areas).where(eq(areas.name, 'Anonyme'))).toEqual([]);
  });
});

describe('areas and their crags', () => {
  it('adds crags, computes the figures from them, and records each change of crags', async () => {
    const area = await createArea('Fontainebleau ouest');
    const first = await createCrag(t.db, {
      latitude: 48.4,
      longitude: 2.6,
      routes_count: 120,
      grade_min_value: 10,
      grade_max_value: 40,
    });
    const second = await createCrag(t.db, {
      latitude: 48.2,
      longitude: 2.8,
      routes_count: 30,
      grade_min_value: 19,
      grade_max_value: 46,
    });

    const added = await addCrag(area.id, second.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ id: area.id, crags_count: 1, routes_count: 30 });

    const both = await addCrag(area.id, first.id);
    expect(both.json()).toMatchObject({
      crags_count: 2,
      routes_count: 150,
      grade_min_value: 10,
      grade_max_value: 46,
      latitude: 48.3,
      longitude: 2.7,
      bounds: [48.2, 2.6, 48.4, 2.8],
    });
    expect((await request('GET', `areas/${area.id}.json`, t.keyHeaders)).json()).toEqual(both.json());

    const history = await versionsOf(area.id);
    expect(history.map((version) => [version.event, version.changes])).toEqual([
      ['create', { name: [null, 'Fontainebleau ouest'] }],
      ['update', { crags: [[], [second.id]] }],
      // `first` was created first: its id is the smaller one.
      ['update', { crags: [[second.id], [first.id, second.id]] }],
    ]);

    const removed = await request('DELETE', `areas/${area.id}/remove_crag.json`, climber, { crag_id: second.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ crags_count: 1, routes_count: 120, bounds: [48.4, 2.6, 48.4, 2.6] });
    const [last] = (await versionsOf(area.id)).slice(-1);
    expect(last?.changes).toEqual({ crags: [[first.id, second.id], [first.id]] });
    // The crag itself stays.
    expect(await t.db.select({ id: crags.id }).from(crags).where(eq(crags.id, second.id))).toEqual([{ id: second.id }]);
  });

  it('refuses an unknown crag (not_found), a crag already in (taken) and removing one not in (not_found)', async () => {
    const area = await createArea();
    const crag = await createCrag(t.db);
    expect((await addCrag(area.id, crag.id)).statusCode).toBe(200);

    const again = await addCrag(area.id, crag.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: { crag_id: ['taken'] } });

    for (const [cragId, rule] of [
      [99_999_999, 'not_found'],
      [9_999_999_999, 'too_big'],
    ] as const) {
      const unknown = await addCrag(area.id, cragId);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ error: { crag_id: [rule] } });
    }

    const elsewhere = await createCrag(t.db);
    const notIn = await request('DELETE', `areas/${area.id}/remove_crag.json`, climber, { crag_id: elsewhere.id });
    expect(notIn.statusCode).toBe(422);
    expect(notIn.json()).toEqual({ error: { crag_id: ['not_found'] } });

    const badBody = await addCrag(area.id, 'one' as unknown as number);
    expect(badBody.json()).toEqual({ error: { crag_id: ['not_a_number'] } });

    // Only the successful add was recorded; the links are as they were.
    expect((await versionsOf(area.id)).map((version) => version.event)).toEqual(['create', 'update']);
    const links = await t.db.select().from(areaCrags).where(eq(areaCrags.area_id, area.id));
    expect(links.map((link) => link.crag_id)).toEqual([crag.id]);
  });

  it('needs an account to change crags, and 404s for an unknown area', async () => {
    const area = await createArea();
    const crag = await createCrag(t.db);
    expect((await addCrag(area.id, crag.id, t.keyHeaders)).statusCode).toBe(401);
    expect(
      (await request('DELETE', `areas/${area.id}/remove_crag.json`, t.keyHeaders, { crag_id: crag.id })).statusCode,
    ).toBe(401);
    expect((await addCrag(99_999_999, crag.id)).statusCode).toBe(404);
    expect((await request('GET', 'areas/99999999/crags.json', t.keyHeaders)).statusCode).toBe(404);
  });

  it('lists the area’s crags by name, paged, as crag summaries', async () => {
    const area = await createArea();
    const names = ['Saussois', 'Éléphant', 'Buoux'];
    const created = [];
    for (const name of names) {
      const crag = await createCrag(t.db, { name, routes_count: 5, grade_min_value: 20, grade_max_value: 30 });
      created.push(crag);
      await addCrag(area.id, crag.id);
    }
    const firstPage = await request('GET', `areas/${area.id}/crags.json?per_page=2`, t.keyHeaders);
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.headers['x-total-count']).toBe('3');
    expect(firstPage.json().map((crag: { name: string }) => crag.name)).toEqual(['Buoux', 'Éléphant']);
    expect(firstPage.json()[0]).toMatchObject({
      id: created[2]?.id,
      slug_name: created[2]?.slug_name,
      routes_count: 5,
      grade_min_value: 20,
      grade_max_value: 30,
      climbing_types: ['sport_climbing'],
    });
    const secondPage = await request('GET', `areas/${area.id}/crags.json?per_page=2&page=2`, t.keyHeaders);
    expect(secondPage.json().map((crag: { name: string }) => crag.name)).toEqual(['Saussois']);
  });
});

describe('GET /api/v1/areas.json', () => {
  it('lists areas by name with their figures, paged, with the total', async () => {
    const zeta = await createArea('Zzz Massif');
    const alpha = await createArea('Zzy Vallée');
    const crag = await createCrag(t.db, { latitude: 45, longitude: 6, routes_count: 7 });
    await addCrag(zeta.id, crag.id);

    const all = await request('GET', 'areas.json?per_page=100', t.keyHeaders);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(all.json()).toHaveLength(total);
    expect(all.json().slice(-2)).toEqual([
      {
        id: alpha.id,
        name: 'Zzy Vallée',
        slug_name: 'zzy-vallee',
        crags_count: 0,
        routes_count: 0,
        latitude: null,
        longitude: null,
      },
      {
        id: zeta.id,
        name: 'Zzz Massif',
        slug_name: 'zzz-massif',
        crags_count: 1,
        routes_count: 7,
        latitude: 45,
        longitude: 6,
      },
    ]);

    const lastPage = await request('GET', `areas.json?per_page=1&page=${total}`, t.keyHeaders);
    expect(lastPage.headers['x-total-count']).toBe(String(total));
    expect(lastPage.json().map((area: { id: number }) => area.id)).toEqual([zeta.id]);
  });
});

describe('PUT and DELETE /api/v1/areas/{id}.json', () => {
  it('renames an area (new slug), recorded as a version', async () => {
    const area = await createArea('Céüse et environs');
    const renamed = await request('PUT', `areas/${area.id}.json`, climber, {
      name: 'Pays de Céüse',
      description: 'Gap',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pays de Céüse', slug_name: 'pays-de-ceuse', description: 'Gap' });
    const [, update] = await versionsOf(area.id);
    expect(update).toMatchObject({
      event: 'update',
      changes: { name: ['Céüse et environs', 'Pays de Céüse'], description: [null, 'Gap'] },
    });
    const bad = await request('PUT', `areas/${area.id}.json`, climber, { name: '   ' });
    expect(bad.json()).toEqual({ error: { name: ['required'] } });
    expect((await request('PUT', `areas/${area.id}.json`, t.keyHeaders, { name: 'X' })).statusCode).toBe(401);
    expect((await request('PUT', 'areas/99999999.json', climber, { name: 'X' })).statusCode).toBe(404);
  });

  it('lets only a site administrator delete an area; its crags stay', async () => {
    const area = await createArea('À supprimer');
    const crag = await createCrag(t.db);
    await addCrag(area.id, crag.id);
    expect((await request('DELETE', `areas/${area.id}.json`, t.keyHeaders)).statusCode).toBe(401);
    const byClimber = await request('DELETE', `areas/${area.id}.json`, climber);
    expect(byClimber.statusCode).toBe(403);
    expect(byClimber.json()).toMatchObject({ need: { role: 'super_admin' } });

    expect((await request('DELETE', `areas/${area.id}.json`, admin)).statusCode).toBe(204);
    expect((await request('GET', `areas/${area.id}.json`, t.keyHeaders)).statusCode).toBe(404);
    expect(await t.db.select().from(areaCrags).where(eq(areaCrags.area_id, area.id))).toEqual([]);
    expect(await t.db.select({ id: crags.id }).from(crags).where(eq(crags.id, crag.id))).toEqual([{ id: crag.id }]);
    const [last] = (await versionsOf(area.id)).slice(-1);
    expect(last).toMatchObject({ event: 'destroy', item_name: 'À supprimer' });
    expect((await request('DELETE', `areas/${area.id}.json`, admin)).statusCode).toBe(404);
  });

  it('answers 404 for malformed ids', async () => {
    for (const id of ['abc', '0', '-3', '99999999999']) {
      expect((await request('GET', `areas/${id}.json`, t.keyHeaders)).statusCode, id).toBe(404);
    }
  });
});
