import type { Crag, OutdoorAnalytics } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CRAGS_VERSION, CATALOGUE_VERSION } from '../../src/lib/shared-cache';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import type { ClusterNode } from '../helpers/cluster';
import { sendTo, sharedServerUrl, twoSharedNodes } from './two-shared-nodes';

const serverUrl = sharedServerUrl();

/*
 * The shared cache across two API nodes on one PostgreSQL and one Redis (docs/runtime.md, "Caches"):
 * what one node cached is served by the other, and a write on one node is never served stale by the
 * other, not even right after the write's answer.
 */
describe.skipIf(!serverUrl)('caches shared by two API nodes (PostgreSQL + Redis)', () => {
  const nodes = twoSharedNodes(serverUrl as string);

  it('share one cache in Redis', async () => {
    const { a, b } = nodes;
    expect(a.app.appContext.cache.shared).toBe(true);
    expect(b.app.appContext.cache.shared).toBe(true);
    await a.app.appContext.cache.set('shared-check', { from: 'a' }, 30);
    expect(await b.app.appContext.cache.get('shared-check')).toEqual({ from: 'a' });
  });

  it('show on B a crag renamed on A at once, though B had cached it', async () => {
    const { cluster, a, b, climber, admin } = nodes;
    const crag = await sendTo<Crag>(a, 'POST', 'crags.json', climber, {
      name: 'Orpierre',
      latitude: 44.31,
      longitude: 5.69,
      climbing_types: ['sport_climbing'],
    });
    expect((await sendTo<Crag>(b, 'GET', `crags/${crag.id}.json`, cluster.keyHeaders)).name).toBe('Orpierre');
    expect((await sendTo<Crag>(a, 'GET', `crags/${crag.id}.json`, cluster.keyHeaders)).name).toBe('Orpierre');

    for (const name of ['Orpierre – Quiquillon', 'Orpierre – Belleric', 'Orpierre – Le Château']) {
      await sendTo(a, 'PUT', `crags/${crag.id}.json`, climber, { name });
      expect((await sendTo<Crag>(b, 'GET', `crags/${crag.id}.json`, cluster.keyHeaders)).name).toBe(name);
    }

    await sendTo(a, 'POST', 'crag_sectors.json', climber, { crag_id: crag.id, name: 'Quiquillon' });
    expect((await sendTo<Crag>(b, 'GET', `crags/${crag.id}.json`, cluster.keyHeaders)).sectors_count).toBe(1);

    await sendTo(a, 'DELETE', `crags/${crag.id}.json`, admin);
    const gone = await b.app.inject({
      method: 'GET',
      url: `/api/v1/crags/${crag.id}.json`,
      headers: cluster.keyHeaders,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('count on B an ascent logged, changed and deleted on A at once, though B had cached the analytics', async () => {
    const { a, b, climber } = nodes;
    const crag = await createCrag(a.database.db);
    const route = await createCragRoute(a.database.db, crag.id, { grade: '7a' });
    const analyticsOn = (node: ClusterNode, query = '') =>
      sendTo<OutdoorAnalytics>(node, 'GET', `current_users/outdoor_analytiks.json${query}`, climber);
    expect((await analyticsOn(b)).figures.ascents).toBe(0);
    expect((await analyticsOn(b)).figures.ascents).toBe(0);

    const ascent = await sendTo<{ id: number }>(a, 'POST', 'ascent_crag_routes.json', climber, {
      crag_route_id: route.id,
      released_at: '2024-05-01',
      ascent_status: 'red_point',
    });
    expect((await analyticsOn(b)).figures).toMatchObject({ ascents: 1, max_grade_value: 37 });

    await sendTo(a, 'PUT', `ascent_crag_routes/${ascent.id}.json`, climber, { ascent_status: 'project' });
    expect((await analyticsOn(b)).figures.ascents).toBe(0);
    expect((await analyticsOn(b, '?ascent_status=project')).figures.ascents).toBe(1);

    await sendTo(a, 'DELETE', `ascent_crag_routes/${ascent.id}.json`, climber);
    expect((await analyticsOn(b, '?ascent_status=project')).figures.ascents).toBe(0);
  });

  it('let B read at once the catalogue versions A bumped', async () => {
    const { a, b, climber } = nodes;
    const before = {
      all: await b.app.appContext.cache.version(CATALOGUE_VERSION),
      crags: await b.app.appContext.cache.version(CATALOGUE_CRAGS_VERSION),
    };
    expect(before.all).toBeGreaterThanOrEqual(0);
    const crag = await sendTo<Crag>(a, 'POST', 'crags.json', climber, {
      name: 'Saint-Léger',
      latitude: 44.2,
      longitude: 5.2,
      climbing_types: ['sport_climbing'],
    });
    expect(await b.app.appContext.cache.version(CATALOGUE_VERSION)).toBe(before.all + 1);
    expect(await b.app.appContext.cache.version(CATALOGUE_CRAGS_VERSION)).toBe(before.crags + 1);

    await sendTo(a, 'POST', 'crag_routes.json', climber, {
      crag_id: crag.id,
      name: 'Les Diables',
      climbing_type: 'sport_climbing',
      pitches: [{ grade: '6a' }],
    });
    expect(await b.app.appContext.cache.version(CATALOGUE_VERSION)).toBe(before.all + 2);
    // A route is no crag write: the crags' version stays.
    expect(await b.app.appContext.cache.version(CATALOGUE_CRAGS_VERSION)).toBe(before.crags + 1);
    expect(await a.app.appContext.cache.version(CATALOGUE_VERSION)).toBe(before.all + 2);
  });
});
