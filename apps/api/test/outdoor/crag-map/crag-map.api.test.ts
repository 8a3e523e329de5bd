import type { VersionItemType } from '@climb/contracts';
import { pathLengthMetres } from '@climb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approaches, parks, rockBars, versions } from '../../../src/db/schema';
import { createCrag, createSector } from '../../factories/outdoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let climber: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
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

function versionsOf(itemType: VersionItemType, itemId: number) {
  return t.db
    .select()
    .from(versions)
    .where(and(eq(versions.item_type, itemType), eq(versions.item_id, itemId)))
    .orderBy(asc(versions.id));
}

/** A path of about 1 km going north from the crag (0.009° of latitude ≈ 1 000 m). */
const NORTH_PATH: [number, number][] = [
  [44.5, 5.9],
  [44.5045, 5.9],
  [44.509, 5.9],
];

describe('parks', () => {
  it('lets a climber add a parking point, recorded as a version, and visitors read it', async () => {
    const crag = await createCrag(t.db);
    const created = await request('POST', 'parks.json', climber, {
      crag_id: crag.id,
      latitude: 44.51,
      longitude: 5.91,
      description: '  Parking du col  ',
    });
    expect(created.statusCode).toBe(201);
    const park = created.json();
    expect(park).toEqual({
      id: expect.any(Number),
      crag_id: crag.id,
      latitude: 44.51,
      longitude: 5.91,
      description: 'Parking du col',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const read = await request('GET', `parks/${park.id}.json`, t.keyHeaders);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(park);

    const list = await request('GET', `crags/${crag.id}/parks.json`, t.keyHeaders);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([park]);

    const [version] = await versionsOf('parks', park.id);
    expect(version).toMatchObject({
      event: 'create',
      changes: { crag_id: [null, crag.id], latitude: [null, 44.51], longitude: [null, 5.91] },
    });
  });

  it('pages the crag’s parking points, oldest first', async () => {
    const crag = await createCrag(t.db);
    const ids: number[] = [];
    for (const latitude of [44.1, 44.2, 44.3]) {
      const response = await request('POST', 'parks.json', climber, { crag_id: crag.id, latitude, longitude: 5.9 });
      ids.push(response.json().id);
    }
    const second = await request('GET', `crags/${crag.id}/parks.json?page=2&per_page=2`, t.keyHeaders);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json().map((park: { id: number }) => park.id)).toEqual([ids[2]]);
  });

  it('moves a parking point and records what changed', async () => {
    const crag = await createCrag(t.db);
    const park = (
      await request('POST', 'parks.json', climber, { crag_id: crag.id, latitude: 44.5, longitude: 5.9 })
    ).json();
    const moved = await request('PUT', `parks/${park.id}.json`, climber, {
      latitude: 44.52,
      description: 'Sous le pont',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ latitude: 44.52, longitude: 5.9, description: 'Sous le pont' });
    const history = await versionsOf('parks', park.id);
    expect(history.map((version) => version.event)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toEqual({ latitude: [44.5, 44.52], description: [null, 'Sous le pont'] });
  });

  it('refuses writes to visitors (401) and deletes to climbers (403); a site administrator deletes', async () => {
    const crag = await createCrag(t.db);
    const park = (
      await request('POST', 'parks.json', climber, { crag_id: crag.id, latitude: 44.5, longitude: 5.9 })
    ).json();
    expect(
      (await request('POST', 'parks.json', t.keyHeaders, { crag_id: crag.id, latitude: 44.5, longitude: 5.9 }))
        .statusCode,
    ).toBe(401);
    expect((await request('PUT', `parks/${park.id}.json`, t.keyHeaders, { latitude: 44 })).statusCode).toBe(401);
    expect((await request('DELETE', `parks/${park.id}.json`, t.keyHeaders)).statusCode).toBe(401);

    const byClimber = await request('DELETE', `parks/${park.id}.json`, climber);
    expect(byClimber.statusCode).toBe(403);
    expect(byClimber.json()).toMatchObject({ code: 'forbidden', need: { role: 'super_admin' } });

    const byAdmin = await request('DELETE', `parks/${park.id}.json`, admin);
    expect(byAdmin.statusCode).toBe(204);
    expect(await t.db.select().from(parks).where(eq(parks.id, park.id))).toEqual([]);
    expect((await request('GET', `parks/${park.id}.json`, t.keyHeaders)).statusCode).toBe(404);
    const history = await versionsOf('parks', park.id);
    expect(history.map((version) => version.event)).toEqual(['create', 'destroy']);
  });

  it('answers 422 for each bad field and writes nothing', async () => {
    const crag = await createCrag(t.db);
    const bad = await request('POST', 'parks.json', climber, {
      crag_id: crag.id,
      latitude: 91,
      longitude: -181,
      description: 'x'.repeat(2_001),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: { latitude: ['too_big'], longitude: ['too_small'], description: ['too_long'] },
    });

    const missing = await request('POST', 'parks.json', climber, {});
    expect(missing.json()).toEqual({
      error: { crag_id: ['required'], latitude: ['required'], longitude: ['required'] },
    });

    const unknownCrag = await request('POST', 'parks.json', climber, {
      crag_id: 99_999_999,
      latitude: 44,
      longitude: 5,
    });
    expect(unknownCrag.statusCode).toBe(422);
    expect(unknownCrag.json()).toEqual({ error: { crag_id: ['not_found'] } });
    // An id no column can hold is refused by the schema, never a database error.
    const hugeCrag = await request('POST', 'parks.json', climber, {
      crag_id: 9_999_999_999,
      latitude: 44,
      longitude: 5,
    });
    expect(hugeCrag.json()).toEqual({ error: { crag_id: ['too_big'] } });

    expect(await t.db.select().from(parks).where(eq(parks.crag_id, crag.id))).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids in paths', async () => {
    for (const id of ['99999999', 'abc', '0', '99999999999']) {
      expect((await request('GET', `parks/${id}.json`, t.keyHeaders)).statusCode, id).toBe(404);
      expect((await request('PUT', `parks/${id}.json`, climber, { latitude: 44 })).statusCode, id).toBe(404);
      expect((await request('GET', `crags/${id}/parks.json`, t.keyHeaders)).statusCode, id).toBe(404);
    }
    expect((await request('DELETE', 'parks/99999999.json', admin)).statusCode).toBe(404);
  });
});

describe('approaches', () => {
  it('measures the path and estimates the walking time from length and type', async () => {
    const crag = await createCrag(t.db);
    const created = await request('POST', 'approaches.json', climber, {
      crag_id: crag.id,
      path: NORTH_PATH,
      approach_type: 'ascent',
    });
    expect(created.statusCode).toBe(201);
    const approach = created.json();
    const length = pathLengthMetres(NORTH_PATH);
    expect(length).toBeGreaterThan(990);
    expect(length).toBeLessThan(1010);
    expect(approach).toEqual({
      id: expect.any(Number),
      crag_id: crag.id,
      path: NORTH_PATH,
      length,
      approach_type: 'ascent',
      // 1 km uphill at 3 km/h.
      walking_time: 20,
      description: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [version] = await versionsOf('approaches', approach.id);
    expect(version?.event).toBe('create');
    expect(version?.changes).toMatchObject({ path: [null, NORTH_PATH], approach_type: [null, 'ascent'] });
  });

  it('keeps a walking time given by the climber, and refuses a length sent (the server measures it)', async () => {
    const crag = await createCrag(t.db);
    const body = { crag_id: crag.id, path: NORTH_PATH, walking_time: 35 };
    const withLength = await request('POST', 'approaches.json', climber, { ...body, length: 5 });
    expect(withLength.statusCode).toBe(422);
    expect(withLength.json()).toEqual({ error: { length: ['unknown'] } });
    const created = await request('POST', 'approaches.json', climber, body);
    expect(created.json()).toMatchObject({
      walking_time: 35,
      approach_type: null,
      length: pathLengthMetres(NORTH_PATH),
    });
  });

  it('re-measures a redrawn path and re-estimates its time, recording the change', async () => {
    const crag = await createCrag(t.db);
    const approach = (
      await request('POST', 'approaches.json', climber, { crag_id: crag.id, path: NORTH_PATH, approach_type: 'flat' })
    ).json();
    expect(approach.walking_time).toBe(13);
    const shorter: [number, number][] = [
      [44.5, 5.9],
      [44.5045, 5.9],
    ];
    const updated = await request('PUT', `approaches/${approach.id}.json`, climber, {
      path: shorter,
      approach_type: 'descent',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      path: shorter,
      length: pathLengthMetres(shorter),
      approach_type: 'descent',
      walking_time: 6,
    });
    const [, version] = await versionsOf('approaches', approach.id);
    expect(version?.changes).toMatchObject({
      path: [NORTH_PATH, shorter],
      length: [approach.length, pathLengthMetres(shorter)],
      approach_type: ['flat', 'descent'],
    });
    const [row] = await t.db.select().from(approaches).where(eq(approaches.id, approach.id));
    expect(row?.length).toBe(pathLengthMetres(shorter));
  });

  it('answers 422 for a path too short, an invalid point, an unknown type or time out of range', async () => {
    const crag = await createCrag(t.db);
    const cases: [object, Record<string, string[]>][] = [
      [{ path: [[44.5, 5.9]] }, { path: ['too_short'] }],
      [{ path: [[44.5, 5.9], 'nowhere'] }, { path: ['invalid'] }],
      [
        {
          path: [
            [44.5, 5.9],
            [95, 5.9],
          ],
        },
        { path: ['too_big'] },
      ],
      [{ path: NORTH_PATH, approach_type: 'crawl' }, { approach_type: ['not_included'] }],
      [{ path: NORTH_PATH, walking_time: 0 }, { walking_time: ['too_small'] }],
      [{ path: NORTH_PATH, description: 'x'.repeat(2_001) }, { description: ['too_long'] }],
    ];
    for (const [fields, error] of cases) {
      const response = await request('POST', 'approaches.json', climber, { crag_id: crag.id, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json(), JSON.stringify(fields)).toEqual({ error });
    }
    const unknownCrag = await request('POST', 'approaches.json', climber, { crag_id: 99_999_999, path: NORTH_PATH });
    expect(unknownCrag.json()).toEqual({ error: { crag_id: ['not_found'] } });
    expect(await t.db.select().from(approaches).where(eq(approaches.crag_id, crag.id))).toEqual([]);
  });

  it('needs an account to draw and a site administrator to delete', async () => {
    const crag = await createCrag(t.db);
    expect(
      (await request('POST', 'approaches.json', t.keyHeaders, { crag_id: crag.id, path: NORTH_PATH })).statusCode,
    ).toBe(401);
    const approach = (await request('POST', 'approaches.json', climber, { crag_id: crag.id, path: NORTH_PATH })).json();
    expect((await request('DELETE', `approaches/${approach.id}.json`, climber)).statusCode).toBe(403);
    expect((await request('DELETE', `approaches/${approach.id}.json`, admin)).statusCode).toBe(204);
    expect((await versionsOf('approaches', approach.id)).map((version) => version.event)).toEqual([
      'create',
      'destroy',
    ]);
  });
});

describe('rock bars', () => {
  it('draws a rock bar tied to a sector of the crag, and moves it to another of its sectors', async () => {
    const crag = await createCrag(t.db);
    const sector = await createSector(t.db, crag.id);
    const other = await createSector(t.db, crag.id);
    const created = await request('POST', 'rock_bars.json', climber, {
      crag_id: crag.id,
      crag_sector_id: sector.id,
      path: NORTH_PATH,
    });
    expect(created.statusCode).toBe(201);
    const rockBar = created.json();
    expect(rockBar).toEqual({
      id: expect.any(Number),
      crag_id: crag.id,
      crag_sector_id: sector.id,
      path: NORTH_PATH,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const moved = await request('PUT', `rock_bars/${rockBar.id}.json`, climber, { crag_sector_id: other.id });
    expect(moved.json()).toMatchObject({ crag_sector_id: other.id, path: NORTH_PATH });
    const untied = await request('PUT', `rock_bars/${rockBar.id}.json`, climber, { crag_sector_id: null });
    expect(untied.json()).toMatchObject({ crag_sector_id: null });
    const history = await versionsOf('rock_bars', rockBar.id);
    expect(history.map((version) => version.changes.crag_sector_id)).toEqual([
      [null, sector.id],
      [sector.id, other.id],
      [other.id, null],
    ]);
  });

  it('refuses a sector of another crag or an unknown sector (422), on create and on update', async () => {
    const crag = await createCrag(t.db);
    const elsewhere = await createSector(t.db, (await createCrag(t.db)).id);
    for (const [sectorId, rule] of [
      [elsewhere.id, 'not_found'],
      [99_999_999, 'not_found'],
      [9_999_999_999, 'too_big'],
    ] as const) {
      const response = await request('POST', 'rock_bars.json', climber, {
        crag_id: crag.id,
        crag_sector_id: sectorId,
        path: NORTH_PATH,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { crag_sector_id: [rule] } });
    }
    expect(await t.db.select().from(rockBars).where(eq(rockBars.crag_id, crag.id))).toEqual([]);

    const rockBar = (await request('POST', 'rock_bars.json', climber, { crag_id: crag.id, path: NORTH_PATH })).json();
    const update = await request('PUT', `rock_bars/${rockBar.id}.json`, climber, { crag_sector_id: elsewhere.id });
    expect(update.json()).toEqual({ error: { crag_sector_id: ['not_found'] } });
    expect((await versionsOf('rock_bars', rockBar.id)).length).toBe(1);
  });

  it('answers 422 for a bad path and needs a site administrator to delete', async () => {
    const crag = await createCrag(t.db);
    const tooShort = await request('POST', 'rock_bars.json', climber, { crag_id: crag.id, path: [] });
    expect(tooShort.json()).toEqual({ error: { path: ['too_short'] } });
    const rockBar = (await request('POST', 'rock_bars.json', climber, { crag_id: crag.id, path: NORTH_PATH })).json();
    expect((await request('DELETE', `rock_bars/${rockBar.id}.json`, t.keyHeaders)).statusCode).toBe(401);
    expect((await request('DELETE', `rock_bars/${rockBar.id}.json`, climber)).statusCode).toBe(403);
    expect((await request('DELETE', `rock_bars/${rockBar.id}.json`, admin)).statusCode).toBe(204);
    const list = await request('GET', `crags/${crag.id}/rock_bars.json`, t.keyHeaders);
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/v1/crags/{id}/map.json', () => {
  it('answers everything the crag map draws in one call', async () => {
    const crag = await createCrag(t.db, { name: 'Céüse', latitude: 44.5, longitude: 5.94 });
    const placed = await createSector(t.db, crag.id, { name: 'Berlin', latitude: 44.501, longitude: 5.941 });
    await createSector(t.db, crag.id, { name: 'Sans position' });
    const park = (
      await request('POST', 'parks.json', climber, { crag_id: crag.id, latitude: 44.49, longitude: 5.93 })
    ).json();
    const approach = (await request('POST', 'approaches.json', climber, { crag_id: crag.id, path: NORTH_PATH })).json();
    const rockBar = (
      await request('POST', 'rock_bars.json', climber, {
        crag_id: crag.id,
        crag_sector_id: placed.id,
        path: NORTH_PATH,
      })
    ).json();
    // Another crag's records stay off this map.
    const other = await createCrag(t.db);
    await request('POST', 'parks.json', climber, { crag_id: other.id, latitude: 44, longitude: 5 });

    const response = await request('GET', `crags/${crag.id}/map.json`, t.keyHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      crag: { id: crag.id, name: 'Céüse', latitude: 44.5, longitude: 5.94 },
      sectors: [{ id: placed.id, name: 'Berlin', slug_name: placed.slug_name, latitude: 44.501, longitude: 5.941 }],
      parks: [park],
      approaches: [approach],
      rock_bars: [rockBar],
    });
  });

  it('is empty around a crag with nothing drawn, and 404 for an unknown crag', async () => {
    const crag = await createCrag(t.db);
    const response = await request('GET', `crags/${crag.id}/map.json`, t.keyHeaders);
    expect(response.json()).toMatchObject({ sectors: [], parks: [], approaches: [], rock_bars: [] });
    expect((await request('GET', 'crags/99999999/map.json', t.keyHeaders)).statusCode).toBe(404);
  });
});
