import type { Crag } from '@climb/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { preparedCragsOf } from '../../src/outdoor/crags/crag-body';
import type { ClusterNode } from '../helpers/cluster';
import { sendTo, sharedServerUrl, twoSharedNodes } from './two-shared-nodes';

const serverUrl = sharedServerUrl();

/*
 * The crag page's answer prepared on each node (docs/decisions/031) across two API nodes on one
 * PostgreSQL and one Redis: a node that prepared a crag's answer never sends it again once a write
 * on the other node changed what it shows, not even right after the write's answer; the same answer
 * has the same ETag on both nodes, so a client's If-None-Match holds whichever node it reaches.
 */
describe.skipIf(!serverUrl)('prepared crag answers on two API nodes (PostgreSQL + Redis)', () => {
  const nodes = twoSharedNodes(serverUrl as string, { first_name: 'Lynn', last_name: 'Hill' });

  /** A write on node A, which must succeed. */
  function write<Body>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) {
    return sendTo<Body>(nodes.a, method, url, headers, payload);
  }

  function read(node: ClusterNode, id: number, ifNoneMatch?: string): Promise<LightMyRequestResponse> {
    return node.app.inject({
      method: 'GET',
      url: `/api/v1/crags/${id}.json`,
      headers: { ...nodes.cluster.keyHeaders, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  }

  /** B's answer, prepared (read twice: the second is its prepared bytes, unchanged). */
  async function preparedOnB(id: number): Promise<LightMyRequestResponse> {
    const first = await read(nodes.b, id);
    expect(first.statusCode).toBe(200);
    const again = await read(nodes.b, id, first.headers.etag as string);
    expect(again.statusCode).toBe(304);
    expect(preparedCragsOf(nodes.b.app.appContext.cache).get(id)?.prepared.etag).toBe(first.headers.etag);
    return first;
  }

  /** After a write on A, B's very next answer shows it: a new body and ETag, the old ETag no longer matching. */
  async function changedOnB(id: number, before: LightMyRequestResponse): Promise<Crag> {
    const after = await read(nodes.b, id, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toBe(before.body);
    return after.json<Crag>();
  }

  it('keeps the versions in Redis, shared by both nodes', () => {
    const { a, b } = nodes;
    expect(a.app.appContext.cache.shared).toBe(true);
    expect(b.app.appContext.cache.shared).toBe(true);
  });

  it('sends the same bytes and ETag from both nodes, and answers 304 on B to the ETag A sent', async () => {
    const { a, b, climber } = nodes;
    const crag = await write<Crag>('POST', 'crags.json', climber, {
      name: 'Orpierre',
      latitude: 44.31,
      longitude: 5.69,
      climbing_types: ['sport_climbing'],
    });
    const fromA = await read(a, crag.id);
    const fromB = await preparedOnB(crag.id);
    expect(fromB.body).toBe(fromA.body);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect((await read(b, crag.id, fromA.headers.etag as string)).statusCode).toBe(304);
  });

  it('shows on B every write made on A at once, though B had prepared the answer', async () => {
    const { a, b, climber, admin } = nodes;
    const crag = await write<Crag>('POST', 'crags.json', climber, {
      name: 'Saint-Léger',
      latitude: 44.2,
      longitude: 5.2,
      climbing_types: ['sport_climbing'],
    });

    let before = await preparedOnB(crag.id);
    await write('PUT', `crags/${crag.id}.json`, climber, { name: 'Saint-Léger-du-Ventoux' });
    expect((await changedOnB(crag.id, before)).name).toBe('Saint-Léger-du-Ventoux');

    before = await preparedOnB(crag.id);
    await write('POST', 'crag_sectors.json', climber, { crag_id: crag.id, name: 'Rive gauche' });
    expect((await changedOnB(crag.id, before)).sectors_count).toBe(1);

    before = await preparedOnB(crag.id);
    await write('POST', 'crag_routes.json', climber, {
      crag_id: crag.id,
      name: 'Les Diables',
      climbing_type: 'sport_climbing',
      pitches: [{ grade: '7a' }],
    });
    expect(await changedOnB(crag.id, before)).toMatchObject({ routes_count: 1, grade_max_value: 37 });

    before = await preparedOnB(crag.id);
    const alert = await write<{ id: number }>('POST', 'alerts.json', climber, {
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'warning',
      description: 'Chute de pierres',
    });
    expect((await changedOnB(crag.id, before)).alerts_count).toBe(1);
    before = await preparedOnB(crag.id);
    await write('DELETE', `alerts/${alert.id}.json`, climber);
    expect((await changedOnB(crag.id, before)).alerts_count).toBe(0);

    before = await preparedOnB(crag.id);
    await write('POST', 'parks.json', climber, { crag_id: crag.id, latitude: 44.2, longitude: 5.2 });
    expect((await changedOnB(crag.id, before)).parks_count).toBe(1);

    before = await preparedOnB(crag.id);
    const area = await write<{ id: number }>('POST', 'areas.json', climber, { name: 'Ventoux' });
    await write('POST', `areas/${area.id}/add_crag.json`, climber, { crag_id: crag.id });
    expect((await changedOnB(crag.id, before)).areas.map((each) => each.name)).toEqual(['Ventoux']);
    before = await preparedOnB(crag.id);
    await write('PUT', `areas/${area.id}.json`, climber, { name: 'Mont Ventoux' });
    expect((await changedOnB(crag.id, before)).areas.map((each) => each.name)).toEqual(['Mont Ventoux']);
    before = await preparedOnB(crag.id);
    await write('DELETE', `areas/${area.id}.json`, admin);
    expect((await changedOnB(crag.id, before)).areas).toEqual([]);

    before = await preparedOnB(crag.id);
    const renamed = await a.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users.json',
      headers: climber,
      payload: { user: { first_name: 'Lynnette' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await changedOnB(crag.id, before)).creator?.name).toBe('Lynnette Hill');

    await preparedOnB(crag.id);
    await write('DELETE', `crags/${crag.id}.json`, admin);
    expect((await read(b, crag.id)).statusCode).toBe(404);
  });
});
