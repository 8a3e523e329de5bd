import type { Gym, GymChain, GymRoute, VersionHistory } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { call, expectCall, openWikiTestApp } from '../outdoor/crags/wiki-api';
import { addGym, addSector, addSpace } from './indoor-api';

const wiki = openWikiTestApp();

/** A record's history as a visitor reads it, with its `X-Total-Count`. */
async function history(url: string) {
  const response = await call(wiki.t, 'GET', `versions/${url}`, wiki.callers.visitor);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<VersionHistory>(), total: response.headers['x-total-count'] };
}

function climber() {
  const user = wiki.callers.climberUser;
  return { uuid: user.uuid, name: `${user.first_name} ${user.last_name}`, slug_name: user.slug_name };
}

describe('GET /api/v1/versions/{version_type}/{id}.json of the indoor records', () => {
  it('shows a gym’s history to visitors, newest first, with who changed which fields', async () => {
    const gym = await addGym(wiki, { name: 'Bloc Part-Dieu' });
    await expectCall<Gym>(wiki.t, 200, 'PUT', `gyms/${gym.id}.json`, wiki.callers.climber, {
      name: 'Bloc Part-Dieu Centre',
      hours: 'Tous les jours 9 h – 23 h',
    });

    const { body, total } = await history(`gyms/${gym.id}.json`);
    expect(total).toBe('2');
    expect(body).toMatchObject({
      item_type: 'gyms',
      item_id: gym.id,
      item_name: 'Bloc Part-Dieu Centre',
      deleted: false,
      versions_count: 2,
    });
    expect(body.versions).toEqual([
      {
        id: expect.any(Number),
        item_type: 'gyms',
        item_id: gym.id,
        event: 'update',
        changes: { name: ['Bloc Part-Dieu', 'Bloc Part-Dieu Centre'], hours: [null, 'Tous les jours 9 h – 23 h'] },
        user: climber(),
        created_at: expect.any(String),
      },
      expect.objectContaining({ event: 'create', user: climber() }),
    ]);
    expect(body.versions[1]?.changes).toMatchObject({ name: [null, 'Bloc Part-Dieu'], city: [null, 'Lyon'] });
    // Figures the server keeps are no contributor's change.
    expect(Object.keys(body.versions[1]?.changes ?? {})).not.toContain('spaces_count');
  });

  it('reads the history of a chain, a space, a sector and a route, an unnamed route as unnamed', async () => {
    const chain = await expectCall<GymChain>(wiki.t, 201, 'POST', 'gym_chains.json', wiki.callers.admin, {
      name: 'Réseau Historique',
    });
    const gym = await addGym(wiki);
    const space = await addSpace(wiki, gym.id, { name: 'Salle du haut' });
    const sector = await addSector(wiki, space.id, { name: 'Le Toit' });
    const route = await expectCall<GymRoute>(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      level_index: 2,
      hold_colors: ['green'],
      opened_at: '2026-11-20',
    });
    await expectCall(wiki.t, 200, 'PUT', `gym_routes/${route.id}.json`, wiki.callers.climber, { openers: ['Léa'] });

    expect((await history(`gym_chains/${chain.id}.json`)).body).toMatchObject({
      item_type: 'gym_chains',
      item_name: 'Réseau Historique',
      versions: [{ event: 'create' }],
    });
    expect((await history(`gym_spaces/${space.id}.json`)).body).toMatchObject({ item_name: 'Salle du haut' });
    const sectorHistory = (await history(`gym_sectors/${sector.id}.json`)).body;
    expect(sectorHistory.versions[0]?.changes).toMatchObject({ gym_space_id: [null, space.id] });

    const routeHistory = await history(`gym_routes/${route.id}.json`);
    expect(routeHistory.total).toBe('2');
    expect(routeHistory.body).toMatchObject({ item_type: 'gym_routes', item_id: route.id, item_name: null });
    expect(routeHistory.body.versions.map((version) => version.event)).toEqual(['update', 'create']);
    expect(routeHistory.body.versions[0]).toMatchObject({ changes: { openers: [[], ['Léa']] }, user: climber() });
    expect(routeHistory.body.versions[1]?.changes).toMatchObject({
      gym_id: [null, gym.id],
      gym_space_id: [null, space.id],
    });
  });

  it('still reads a deleted gym’s history, under its last name', async () => {
    const gym = await addGym(wiki, { name: 'Bloc Fermé' });
    await expectCall(wiki.t, 204, 'DELETE', `gyms/${gym.id}.json`, wiki.callers.admin);
    const { body } = await history(`gyms/${gym.id}.json`);
    expect(body).toMatchObject({ item_name: 'Bloc Fermé', deleted: true, versions_count: 2 });
    expect(body.versions[0]).toMatchObject({ event: 'destroy' });
  });

  it.each([
    ['an unknown type', 'gym_walls/1.json'],
    ['an id of no gym', 'gyms/99999999.json'],
    ['a malformed id', 'gym_routes/abc.json'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await call(wiki.t, 'GET', `versions/${url}`, wiki.callers.visitor);
    expect(response.statusCode).toBe(404);
  });
});
