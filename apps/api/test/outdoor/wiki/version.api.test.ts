import type { Crag, CragRoute, VersionHistory } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, parks } from '../../../src/db/schema';
import { recordWikiVersion } from '../../../src/lib/wiki-versions';
import { createCrag } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, cragBody, expectCall, routeBody, type WikiCallers, wikiCallers } from '../crags/wiki-api';

let t: TestApp;
let callers: WikiCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await wikiCallers(t);
});

afterAll(async () => {
  await t?.close();
});

async function history(url: string) {
  const response = await call(t, 'GET', `versions/${url}`, callers.visitor);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<VersionHistory>(), total: response.headers['x-total-count'] };
}

describe('GET /api/v1/versions/{version_type}/{id}.json', () => {
  it('shows a record’s history to visitors, newest first, with who changed which fields', async () => {
    const crag = await expectCall<Crag>(t, 201, 'POST', 'crags.json', callers.climber, cragBody({ name: 'Céüse' }));
    await expectCall(t, 200, 'PUT', `crags/${crag.id}.json`, callers.climber, { sun: 'shady' });
    await expectCall(t, 200, 'PUT', `crags/${crag.id}.json`, callers.climber, { name: 'Ceüse', sun: 'sunny_morning' });

    const { body, total } = await history(`crags/${crag.id}.json`);
    expect(total).toBe('3');
    const author = {
      uuid: callers.climberUser.uuid,
      name: `${callers.climberUser.first_name} ${callers.climberUser.last_name}`,
      slug_name: callers.climberUser.slug_name,
    };
    expect(body).toEqual({
      item_type: 'crags',
      item_id: crag.id,
      item_name: 'Ceüse',
      deleted: false,
      versions_count: 3,
      versions: [
        {
          id: expect.any(Number),
          item_type: 'crags',
          item_id: crag.id,
          event: 'update',
          changes: { name: ['Céüse', 'Ceüse'], sun: ['shady', 'sunny_morning'] },
          user: author,
          created_at: expect.any(String),
        },
        expect.objectContaining({ event: 'update', changes: { sun: [null, 'shady'] }, user: author }),
        expect.objectContaining({ event: 'create', user: author }),
      ],
    });
    expect(body.versions[2]?.changes).toMatchObject({
      name: [null, 'Céüse'],
      climbing_types: [null, ['sport_climbing']],
    });
  });

  it('pages the history, the number of versions in X-Total-Count and in the answer', async () => {
    const crag = await expectCall<Crag>(t, 201, 'POST', 'crags.json', callers.climber, cragBody());
    for (const elevation of [100, 200, 300, 400]) {
      await expectCall(t, 200, 'PUT', `crags/${crag.id}.json`, callers.climber, { elevation });
    }
    const first = await history(`crags/${crag.id}.json?per_page=2`);
    expect(first.total).toBe('5');
    expect(first.body.versions_count).toBe(5);
    expect(first.body.versions.map((version) => version.changes.elevation)).toEqual([
      [300, 400],
      [200, 300],
    ]);
    const last = await history(`crags/${crag.id}.json?per_page=2&page=3`);
    expect(last.body.versions.map((version) => version.event)).toEqual(['create']);
    const beyond = await history(`crags/${crag.id}.json?per_page=2&page=4`);
    expect(beyond.body.versions).toEqual([]);
    expect(beyond.total).toBe('5');
    const bad = await call(t, 'GET', `versions/crags/${crag.id}.json?per_page=500`, callers.visitor);
    expect(bad.statusCode).toBe(422);
  });

  it('still reads once the record is deleted, under its last name', async () => {
    const crag = await expectCall<Crag>(t, 201, 'POST', 'crags.json', callers.climber, cragBody());
    const route = await expectCall<CragRoute>(t, 201, 'POST', 'crag_routes.json', callers.climber, {
      ...routeBody(crag.id, { name: 'La Fissure' }),
    });
    await expectCall(t, 200, 'PUT', `crag_routes/${route.id}.json`, callers.climber, { name: 'La Grande Fissure' });
    expect((await call(t, 'DELETE', `crag_routes/${route.id}.json`, callers.admin)).statusCode).toBe(204);

    const { body, total } = await history(`crag_routes/${route.id}.json`);
    expect(total).toBe('3');
    expect(body).toMatchObject({
      item_type: 'crag_routes',
      item_id: route.id,
      item_name: 'La Grande Fissure',
      deleted: true,
    });
    expect(body.versions.map((version) => version.event)).toEqual(['destroy', 'update', 'create']);
    expect(body.versions[0]?.user?.uuid).toBe(callers.adminUser.uuid);
    expect(body.versions[0]?.changes.name).toEqual(['La Grande Fissure', null]);
  });

  it('reads a live record that has no history yet, and the history of every versioned type', async () => {
    const imported = await createCrag(t.db, { name: 'Bas Cuvier' });
    expect((await history(`crags/${imported.id}.json`)).body).toEqual({
      item_type: 'crags',
      item_id: imported.id,
      item_name: 'Bas Cuvier',
      deleted: false,
      versions_count: 0,
      versions: [],
    });

    // Records written by the other parts of the wiki through the same recorder.
    const [park] = await t.db
      .insert(parks)
      .values({ crag_id: imported.id, latitude: 48.44, longitude: 2.63 })
      .returning();
    const [area] = await t.db.insert(areas).values({ name: 'Trois Pignons', slug_name: 'trois-pignons' }).returning();
    if (!park || !area) throw new Error('no rows');
    await recordWikiVersion(t.db, {
      itemType: 'parks',
      itemId: park.id,
      event: 'create',
      before: null,
      after: park,
      userId: callers.climberUser.id,
    });
    await recordWikiVersion(t.db, {
      itemType: 'areas',
      itemId: area.id,
      event: 'create',
      before: null,
      after: area,
      userId: null,
    });

    const parkHistory = await history(`parks/${park.id}.json`);
    expect(parkHistory.body).toMatchObject({ item_type: 'parks', item_name: null, deleted: false });
    expect(parkHistory.body.versions[0]?.changes).toMatchObject({ latitude: [null, 48.44], longitude: [null, 2.63] });
    const areaHistory = await history(`areas/${area.id}.json`);
    expect(areaHistory.body).toMatchObject({ item_name: 'Trois Pignons', deleted: false });
    expect(areaHistory.body.versions[0]?.user).toBeNull();

    await t.db.delete(parks).where(eq(parks.id, park.id));
    expect((await history(`parks/${park.id}.json`)).body).toMatchObject({ deleted: true, item_name: null });
  });

  it('answers 404 when there is neither a record nor a version, or for a path naming nothing', async () => {
    for (const path of [
      'crags/99999999.json',
      'alerts/99999999.json',
      'rock_bars/99999999.json',
      'gyms/1.json',
      'crags/abc.json',
      'crags/0.json',
      'crags/99999999999.json',
    ]) {
      const response = await call(t, 'GET', `versions/${path}`, callers.visitor);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
