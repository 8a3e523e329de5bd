import type { Gym } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION, gymVersion, INDOOR_VERSION } from '../../src/lib/shared-cache';
import { expectCall, openWikiTestApp } from '../outdoor/crags/wiki-api';
import { addGym, addSector, spaceWithPlan } from './indoor-api';

const wiki = openWikiTestApp();

/** The versions the indoor pages are kept at, and the outdoor catalogue's. */
function versionsOf(gyms: readonly number[]) {
  return wiki.t.app.appContext.cache.versions([CATALOGUE_VERSION, INDOOR_VERSION, ...gyms.map(gymVersion)]);
}

describe('the page cache versions of the gyms (docs/domain/indoor.md, "Cache")', () => {
  it("moves a gym's version and the indoor lists' with a route set in it, never another gym's nor the crags'", async () => {
    const first = await addGym(wiki, { name: 'Première salle' });
    const second = await addGym(wiki, { name: 'Seconde salle' });
    const space = await spaceWithPlan(wiki, first.id);
    const sector = await addSector(wiki, space.id);
    const [catalogue, indoor, firstGym, secondGym] = await versionsOf([first.id, second.id]);
    await expectCall(wiki.t, 201, 'POST', 'gym_routes.json', wiki.callers.climber, {
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      hold_colors: ['blue'],
      opened_at: '2026-11-20',
    });
    const after = await versionsOf([first.id, second.id]);
    expect(after[0]).toBe(catalogue);
    expect(after[1]).toBeGreaterThan(indoor as number);
    expect(after[2]).toBeGreaterThan(firstGym as number);
    expect(after[3]).toBe(secondGym);
  });

  it("counts a gym's followers, once however often followed, and moves its pages with them", async () => {
    const gym = await addGym(wiki, { name: 'Salle suivie' });
    const [, , before] = await versionsOf([gym.id]);
    const body = { followable_type: 'gyms', followable_id: gym.id };
    await expectCall(wiki.t, 201, 'POST', 'follows.json', wiki.callers.climber, body);
    await expectCall(wiki.t, 200, 'POST', 'follows.json', wiki.callers.climber, body);
    const followed = await expectCall<Gym>(wiki.t, 200, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor);
    expect(followed.followers_count).toBe(1);
    const [, , after] = await versionsOf([gym.id]);
    expect(after).toBeGreaterThan(before as number);
    const favorites = await expectCall<Gym[]>(
      wiki.t,
      200,
      'GET',
      'current_users/favorite_gyms.json',
      wiki.callers.climber,
    );
    expect(favorites.map((item) => item.id)).toEqual([gym.id]);
    await expectCall(wiki.t, 204, 'DELETE', 'follows.json', wiki.callers.climber, body);
    const left = await expectCall<Gym>(wiki.t, 200, 'GET', `gyms/${gym.id}.json`, wiki.callers.visitor);
    expect(left.followers_count).toBe(0);
  });

  it('lists the followers of a gym whose profile is public', async () => {
    const gym = await addGym(wiki, { name: 'Salle des abonnés' });
    const body = { followable_type: 'gyms', followable_id: gym.id };
    await expectCall(wiki.t, 201, 'POST', 'follows.json', wiki.callers.climber, body);
    const response = await wiki.t.app.inject({
      method: 'GET',
      url: `/api/v1/follows/followers.json?followable_type=gyms&followable_id=${gym.id}`,
      headers: wiki.callers.visitor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ uuid: wiki.callers.climberUser.uuid, slug_name: wiki.callers.climberUser.slug_name }),
    ]);
    expect(response.headers['x-total-count']).toBe('1');
  });
});
