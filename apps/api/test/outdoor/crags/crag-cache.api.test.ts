import type { Crag } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crags } from '../../../src/db/schema';
import type { CatalogueChange } from '../../../src/lib/domain-events';
import { CATALOGUE_CRAGS_VERSION, CATALOGUE_VERSION } from '../../../src/lib/shared-cache';
import { type CachedCragAnswer, cragCacheKey } from '../../../src/outdoor/crags/crag-cache';
import { call, cragBody, expectCall, openWikiTestApp, routeBody } from './wiki-api';

/*
 * The crag page's answer is cached (docs/runtime.md, "Caches"), keyed by the crag's `updated_at`: every
 * write of what the page shows must give the next read the new answer at once, never the cached one.
 */
const wiki = openWikiTestApp();

function readCrag(id: number) {
  return expectCall<Crag>(wiki.t, 200, 'GET', `crags/${id}.json`, wiki.callers.visitor);
}

async function addCrag(overrides: Record<string, unknown> = {}): Promise<Crag> {
  const crag = await expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody(overrides));
  // Read once: the answer is cached from now on.
  await readCrag(crag.id);
  return crag;
}

/**
 * Changes the stored description behind the app's back (no write of the app moves `updated_at`): the
 * next read still shows the cached one, which proves the read came from the cache.
 */
async function changeBehindTheAppsBack(id: number, description: string) {
  await wiki.t.db.update(crags).set({ description }).where(eq(crags.id, id));
}

describe('the cached crag page (GET crags/{id}.json)', () => {
  let crag: Crag;

  beforeAll(async () => {
    crag = await addCrag({ name: 'Céüse', description: 'Calcaire bleu' });
  });

  it('is served from the cache while nothing the page shows was written through the app', async () => {
    await changeBehindTheAppsBack(crag.id, 'Changed in the database only');
    expect((await readCrag(crag.id)).description).toBe('Calcaire bleu');
    await changeBehindTheAppsBack(crag.id, 'Calcaire bleu');
  });

  it('sends the cached answer as the JSON text it was cached as, with its content type', async () => {
    const { cache } = wiki.t.app.appContext;
    const key = cragCacheKey(crag.id);
    const entry = await cache.get<CachedCragAnswer>(key);
    expect(entry && JSON.parse(entry.json)).toEqual(await readCrag(crag.id));
    if (!entry) return;
    // A mark the contract's serializer would drop: present, so the text was sent as it is.
    await cache.set(key, { ...entry, json: entry.json.replace(/^\{/, '{"sent_as_cached":true,') }, 60);
    const response = await call(wiki.t, 'GET', `crags/${crag.id}.json`, wiki.callers.visitor);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ sent_as_cached: true, id: crag.id });
    await cache.set(key, entry, 60);
  });

  it('shows a rename at once, and what was changed with it', async () => {
    await changeBehindTheAppsBack(crag.id, 'Changed in the database only');
    const renamed = await expectCall<Crag>(wiki.t, 200, 'PUT', `crags/${crag.id}.json`, wiki.callers.climber, {
      name: 'Céüse – Berlin',
    });
    expect(renamed).toMatchObject({ name: 'Céüse – Berlin', slug_name: 'ceuse-berlin' });
    const read = await readCrag(crag.id);
    expect(read).toMatchObject({ name: 'Céüse – Berlin', description: 'Changed in the database only' });
    expect(read.updated_at > crag.updated_at).toBe(true);
  });

  it('counts a sector added and deleted at once', async () => {
    const sector = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, {
      crag_id: crag.id,
      name: 'Demi-Lune',
    });
    expect((await readCrag(crag.id)).sectors_count).toBe(1);
    await expectCall(wiki.t, 204, 'DELETE', `crag_sectors/${sector.id}.json`, wiki.callers.admin);
    expect((await readCrag(crag.id)).sectors_count).toBe(0);
  });

  it('follows a route added, regraded and deleted at once', async () => {
    const route = await expectCall<{ id: number }>(
      wiki.t,
      201,
      'POST',
      'crag_routes.json',
      wiki.callers.climber,
      routeBody(crag.id, { pitches: [{ grade: '7a' }] }),
    );
    let read = await readCrag(crag.id);
    expect(read).toMatchObject({ routes_count: 1, grade_min_value: 37, grade_max_value: 37 });

    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, {
      pitches: [{ grade: '8a' }],
    });
    read = await readCrag(crag.id);
    expect(read).toMatchObject({ routes_count: 1, grade_min_value: 43, grade_max_value: 43 });

    await expectCall(wiki.t, 204, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.admin);
    read = await readCrag(crag.id);
    expect(read).toMatchObject({ routes_count: 0, grade_min_value: null, grade_max_value: null });
  });

  it('counts an alert on the crag posted and removed at once', async () => {
    const alert = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'alerts.json', wiki.callers.climber, {
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'warning',
      description: 'Chute de pierres',
    });
    expect((await readCrag(crag.id)).alerts_count).toBe(1);
    await expectCall(wiki.t, 204, 'DELETE', `alerts/${alert.id}.json`, wiki.callers.climber);
    expect((await readCrag(crag.id)).alerts_count).toBe(0);
  });

  it('counts a park and an approach drawn, and a park deleted, at once', async () => {
    const park = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'parks.json', wiki.callers.climber, {
      crag_id: crag.id,
      latitude: 44.5,
      longitude: 5.9,
    });
    await expectCall(wiki.t, 201, 'POST', 'approaches.json', wiki.callers.climber, {
      crag_id: crag.id,
      path: [
        [44.5, 5.9],
        [44.5045, 5.9],
      ],
    });
    expect(await readCrag(crag.id)).toMatchObject({ parks_count: 1, approaches_count: 1 });
    await expectCall(wiki.t, 204, 'DELETE', `parks/${park.id}.json`, wiki.callers.admin);
    expect((await readCrag(crag.id)).parks_count).toBe(0);
  });

  it('lists its areas as they are: added, renamed, taken out, deleted', async () => {
    const area = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'areas.json', wiki.callers.climber, {
      name: 'Hautes-Alpes du Sud',
    });
    await expectCall(wiki.t, 200, 'POST', `areas/${area.id}/add_crag.json`, wiki.callers.climber, { crag_id: crag.id });
    expect((await readCrag(crag.id)).areas).toEqual([
      { id: area.id, name: 'Hautes-Alpes du Sud', slug_name: 'hautes-alpes-du-sud' },
    ]);

    await expectCall(wiki.t, 200, 'PUT', `areas/${area.id}.json`, wiki.callers.climber, { name: 'Buëch' });
    expect((await readCrag(crag.id)).areas).toEqual([{ id: area.id, name: 'Buëch', slug_name: 'buech' }]);

    await expectCall(wiki.t, 200, 'DELETE', `areas/${area.id}/remove_crag.json`, wiki.callers.climber, {
      crag_id: crag.id,
    });
    expect((await readCrag(crag.id)).areas).toEqual([]);

    await expectCall(wiki.t, 200, 'POST', `areas/${area.id}/add_crag.json`, wiki.callers.climber, { crag_id: crag.id });
    expect((await readCrag(crag.id)).areas).toHaveLength(1);
    await expectCall(wiki.t, 204, 'DELETE', `areas/${area.id}.json`, wiki.callers.admin);
    expect((await readCrag(crag.id)).areas).toEqual([]);
  });

  it('shows its creator renamed at once', async () => {
    const response = await wiki.t.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users.json',
      headers: wiki.callers.climber,
      payload: { user: { first_name: 'Renommée' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readCrag(crag.id)).creator?.name).toBe(`Renommée ${wiki.callers.climberUser.last_name}`);
  });

  it('answers 404 once the crag is deleted, though its page was cached', async () => {
    const doomed = await addCrag({ name: 'Falaise condamnée' });
    await readCrag(doomed.id);
    await expectCall(wiki.t, 204, 'DELETE', `crags/${doomed.id}.json`, wiki.callers.admin);
    const response = await call(wiki.t, 'GET', `crags/${doomed.id}.json`, wiki.callers.visitor);
    expect(response.statusCode).toBe(404);
  });

  it('answers crags read at the same time each with its own page, cached or not', async () => {
    const others = await Promise.all(
      ['Buoux', 'Saint-Léger', 'Orgon'].map((name) =>
        expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody({ name })),
      ),
    );
    const ids = [crag.id, ...others.map((other) => other.id), 999_998];
    for (let round = 0; round < 2; round += 1) {
      const responses = await Promise.all(
        [...ids, ...ids].map((id) => call(wiki.t, 'GET', `crags/${id}.json`, wiki.callers.visitor)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(
        [...ids, ...ids].map((id) => (id === 999_998 ? 404 : 200)),
      );
      for (const [index, response] of responses.entries()) {
        if (response.statusCode === 200) expect(response.json<Crag>().id).toBe([...ids, ...ids][index]);
      }
    }
  });

  it('answers 404 for a crag that never existed', async () => {
    expect((await call(wiki.t, 'GET', 'crags/999999.json', wiki.callers.visitor)).statusCode).toBe(404);
  });
});

describe('catalogue.changed', () => {
  it('is told once by every wiki write, after it committed, and bumps the catalogue versions', async () => {
    const changes: CatalogueChange[] = [];
    wiki.t.app.appContext.events.on('catalogue.changed', (change) => {
      changes.push(change);
    });
    const { cache } = wiki.t.app.appContext;
    const before = { all: await cache.version(CATALOGUE_VERSION), crags: await cache.version(CATALOGUE_CRAGS_VERSION) };

    const crag = await expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody());
    const sector = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, {
      crag_id: crag.id,
      name: 'Secteur',
    });
    const route = await expectCall<{ id: number }>(
      wiki.t,
      201,
      'POST',
      'crag_routes.json',
      wiki.callers.climber,
      routeBody(crag.id),
    );
    const park = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'parks.json', wiki.callers.climber, {
      crag_id: crag.id,
      latitude: 44.5,
      longitude: 5.9,
    });
    const alert = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'alerts.json', wiki.callers.climber, {
      alertable_type: 'crag_routes',
      alertable_id: route.id,
      alert_type: 'warning',
      description: 'Relais abîmé',
    });
    const area = await expectCall<{ id: number }>(wiki.t, 201, 'POST', 'areas.json', wiki.callers.climber, {
      name: 'Zone',
    });
    // A refused write tells nothing.
    expect(
      (await call(wiki.t, 'POST', 'crag_sectors.json', wiki.callers.climber, { crag_id: 999_999, name: 'X' }))
        .statusCode,
    ).toBe(422);
    await expectCall(wiki.t, 204, 'DELETE', `crags/${crag.id}.json`, wiki.callers.admin);

    expect(changes).toEqual([
      { kind: 'crag', id: crag.id, cragId: crag.id },
      { kind: 'sector', id: sector.id, cragId: crag.id },
      { kind: 'route', id: route.id, cragId: crag.id },
      { kind: 'park', id: park.id, cragId: crag.id },
      { kind: 'alert', id: alert.id, cragId: null },
      { kind: 'area', id: area.id },
      { kind: 'crag', id: crag.id, cragId: crag.id },
    ]);
    expect(await cache.version(CATALOGUE_VERSION)).toBe(before.all + 7);
    expect(await cache.version(CATALOGUE_CRAGS_VERSION)).toBe(before.crags + 2);
  });
});
