import type { AscentGymRoute } from '@climb/contracts';
import { describe, expect, it, vi } from 'vitest';
import { gymVersion } from '../../src/lib/shared-cache';
import { aGym, gymAscentBody, levelAscentBody } from './indoor-logbook-api';
import { expectCall, openLogbookTestApp } from './logbook-api';

/*
 * A gym's pages show its routes' figures (ascents, climbers, note, difficulty): an ascent of one of its routes moves
 * the gym's page version, as a like does; an ascent without a route shows on none of them and moves nothing.
 */

const logbook = openLogbookTestApp();

const versionOf = async (gymId: number) => (await logbook.t.app.appContext.cache.versions([gymVersion(gymId)]))[0];

describe('an indoor ascent and the gym pages', () => {
  it('of a route moves its gym’s page version when logged, changed and deleted', async () => {
    const { gym, routes } = await aGym(logbook.t.db);
    let before = await versionOf(gym.id);
    const ascent = await expectCall<AscentGymRoute>(
      logbook.t,
      201,
      'POST',
      'ascent_gym_routes.json',
      logbook.climber.headers,
      gymAscentBody(routes.boulder.id, { note: 5 }),
    );
    await vi.waitFor(async () => expect(await versionOf(gym.id)).not.toBe(before));
    before = await versionOf(gym.id);
    await expectCall(logbook.t, 200, 'PUT', `ascent_gym_routes/${ascent.id}.json`, logbook.climber.headers, {
      note: 2,
    });
    await vi.waitFor(async () => expect(await versionOf(gym.id)).not.toBe(before));
    before = await versionOf(gym.id);
    await expectCall(logbook.t, 204, 'DELETE', `ascent_gym_routes/${ascent.id}.json`, logbook.climber.headers);
    await vi.waitFor(async () => expect(await versionOf(gym.id)).not.toBe(before));
  });

  it('without a route leaves the gym’s pages as they were', async () => {
    const { gym } = await aGym(logbook.t.db);
    const before = await versionOf(gym.id);
    await expectCall(logbook.t, 201, 'POST', 'ascent_gym_routes.json', logbook.climber.headers, {
      ...levelAscentBody(gym.id, 1),
      quantity: 3,
    });
    // The ranking's listeners run too: once they are done, the page version has still not moved.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await versionOf(gym.id)).toBe(before);
  });
});
