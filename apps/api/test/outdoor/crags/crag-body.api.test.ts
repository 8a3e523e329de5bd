import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Crag, crag as cragSchema } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crags } from '../../../src/db/schema';
import type { CatalogueChange } from '../../../src/lib/domain-events';
import { PreparedBody } from '../../../src/lib/prepared-body';
import { CATALOGUE_CRAGS_VERSION, CATALOGUE_VERSION } from '../../../src/lib/shared-cache';
import { earliestToday } from '../../../src/outdoor/alerts/alert-dates';
import { toCrag } from '../../../src/outdoor/crags/crag.mapper';
import { findCragDetail } from '../../../src/outdoor/crags/crag.repository';
import { cragJson, cragVersion, preparedCragsOf } from '../../../src/outdoor/crags/crag-body';
import { call, cragBody, expectCall, openWikiTestApp, routeBody } from './wiki-api';

/*
 * The crag page's answer is prepared once per version of the crag (docs/decisions/031): its bytes and
 * ETag, kept at the crag's record version. Every write of what the page shows must give the next read
 * the new answer and a new ETag at once, never the prepared one.
 */
const wiki = openWikiTestApp();

function readCrag(id: number) {
  return expectCall<Crag>(wiki.t, 200, 'GET', `crags/${id}.json`, wiki.callers.visitor);
}

function getCrag(id: number, headers: Record<string, string> = {}) {
  return call(wiki.t, 'GET', `crags/${id}.json`, { ...wiki.callers.visitor, ...headers });
}

async function addCrag(overrides: Record<string, unknown> = {}): Promise<Crag> {
  const crag = await expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody(overrides));
  // Read once: the answer is prepared from now on.
  await readCrag(crag.id);
  return crag;
}

/**
 * Changes the stored description behind the app's back (no write of the app moves the crag's
 * version): the next read still shows the prepared one, which proves the read came from it.
 */
async function changeBehindTheAppsBack(id: number, description: string) {
  await wiki.t.db.update(crags).set({ description }).where(eq(crags.id, id));
}

describe('the prepared crag page (GET crags/{id}.json)', () => {
  let crag: Crag;

  beforeAll(async () => {
    crag = await addCrag({ name: 'Céüse', description: 'Calcaire bleu' });
  });

  it('is served as prepared while nothing the page shows was written through the app', async () => {
    await changeBehindTheAppsBack(crag.id, 'Changed in the database only');
    expect((await readCrag(crag.id)).description).toBe('Calcaire bleu');
    await changeBehindTheAppsBack(crag.id, 'Calcaire bleu');
  });

  it('sends the prepared bytes as they are, with their ETag and content type', async () => {
    const bodies = preparedCragsOf(wiki.t.app.appContext.cache);
    const entry = bodies.get(crag.id);
    expect(entry).toBeDefined();
    if (!entry) return;
    // A mark the contract's serializer would drop: present, so the bytes were sent as they are.
    const marked = new PreparedBody(entry.prepared.body.toString().replace(/^\{/, '{"sent_as_prepared":true,'));
    bodies.set(crag.id, { ...entry, prepared: marked });
    const response = await getCrag(crag.id);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toBe(marked.etag);
    expect(response.json()).toMatchObject({ sent_as_prepared: true, id: crag.id });
    bodies.set(crag.id, entry);
  });

  it("is what the contract encodes of the mapper's object, key for key", async () => {
    const row = await findCragDetail(wiki.t.db, crag.id, earliestToday());
    if (!row) return expect.fail('no crag row');
    const mapped = toCrag(row);
    const encoded = z.encode(cragSchema, mapped);
    const sent = (await getCrag(crag.id)).body;
    expect(JSON.parse(sent)).toStrictEqual(JSON.parse(JSON.stringify(encoded)));
    expect(Object.keys(JSON.parse(sent))).toEqual(Object.keys(encoded));
    expect(sent).toBe(cragJson(mapped));
    expect(cragSchema.safeParse(JSON.parse(sent)).success).toBe(true);
  });

  it('answers 200 with a strong ETag and no-cache, then 304 without a body for that ETag', async () => {
    const first = await getCrag(crag.id);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await getCrag(crag.id, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const other = await getCrag(crag.id, { 'if-none-match': '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('asks for the API key before any ETag is compared', async () => {
    const { etag } = (await getCrag(crag.id)).headers;
    const response = await wiki.t.app.inject({
      method: 'GET',
      url: `/api/v1/crags/${crag.id}.json`,
      headers: { 'if-none-match': etag as string },
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives a new body and ETag at once after a write, and the old ETag no longer matches', async () => {
    const before = await getCrag(crag.id);
    await expectCall(wiki.t, 200, 'PUT', `crags/${crag.id}.json`, wiki.callers.climber, { elevation: 1_500 });
    const after = await getCrag(crag.id, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<Crag>().elevation).toBe(1_500);
  });

  it('sends its brotli or gzip copy to a client that accepts one, made once', async () => {
    const long = await addCrag({ name: 'Ceüse longue', description: 'Calcaire bleu et gris. '.repeat(80) });
    const plain = await getCrag(long.id);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await getCrag(long.id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await getCrag(long.id, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await getCrag(long.id, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);

    // The copies are counted with the body they were made of.
    const entry = preparedCragsOf(wiki.t.app.appContext.cache).get(long.id);
    expect(entry?.prepared.bytes).toBe(plain.rawPayload.length + br.rawPayload.length + gzip.rawPayload.length);
  });

  it('keeps the answer at the crag record version that writes move', async () => {
    const { cache } = wiki.t.app.appContext;
    const version = await cache.version(cragVersion(crag.id));
    await readCrag(crag.id);
    expect(preparedCragsOf(cache).get(crag.id)?.version).toBe(version);
    await expectCall(wiki.t, 200, 'PUT', `crags/${crag.id}.json`, wiki.callers.climber, { elevation: 1_600 });
    expect(await cache.version(cragVersion(crag.id))).toBe(version + 1);
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

  it('answers 404 once the crag is deleted, though its page was prepared', async () => {
    const doomed = await addCrag({ name: 'Falaise condamnée' });
    await readCrag(doomed.id);
    await expectCall(wiki.t, 204, 'DELETE', `crags/${doomed.id}.json`, wiki.callers.admin);
    const response = await call(wiki.t, 'GET', `crags/${doomed.id}.json`, wiki.callers.visitor);
    expect(response.statusCode).toBe(404);
  });

  it('answers crags read at the same time each with its own page, prepared or not', async () => {
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
