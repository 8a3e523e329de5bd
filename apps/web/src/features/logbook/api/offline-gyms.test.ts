import 'fake-indexeddb/auto';
import type { GymRouteSummary } from '@climb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gymRoutes, levels, lyon, spaceSummaries, spaces } from '../home/testing/indoor-fixtures';
import {
  clearStoredGyms,
  findStoredGymRoute,
  MAX_STORED_GYMS,
  rememberGym,
  saveGym,
  searchStoredGyms,
  storedGym,
  storedGyms,
} from './offline-gyms';

/** What the API answers for the demo gym; its routes 100 a page, with their total. */
let routes: GymRouteSummary[];
let calls: string[];

function answer(body: unknown, total?: number): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (total !== undefined) headers['x-total-count'] = String(total);
  return new Response(JSON.stringify(body), { status: 200, headers });
}

beforeEach(() => {
  routes = gymRoutes;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api\/v1\//, '');
      calls.push(searchParams.size > 0 ? `${path}?${searchParams}` : path);
      if (path === 'gyms/3/gym_routes.json') {
        const page = Number(searchParams.get('page'));
        const perPage = Number(searchParams.get('per_page'));
        return answer(routes.slice((page - 1) * perPage, page * perPage), routes.length);
      }
      if (path === 'gyms/3/gym_spaces.json') return answer(spaceSummaries);
      if (path === 'gym_spaces/10.json') return answer(spaces[0]);
      if (path === 'gym_spaces/11.json') return answer(spaces[1]);
      if (path === 'gyms/3/levels.json') return answer(levels);
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearStoredGyms();
});

describe('gyms kept on the device', () => {
  it('keeps every mounted route, the spaces with their sectors and the levels, once within the hour', async () => {
    routes = Array.from({ length: 230 }, (_, index) => ({ ...(gymRoutes[0] as GymRouteSummary), id: 1000 + index }));
    const kept = await rememberGym(lyon);
    expect(kept?.routes).toHaveLength(230);
    expect(calls.filter((call) => call.startsWith('gyms/3/gym_routes.json'))).toEqual([
      'gyms/3/gym_routes.json?page=1&per_page=100&order=newest',
      'gyms/3/gym_routes.json?page=2&per_page=100&order=newest',
      'gyms/3/gym_routes.json?page=3&per_page=100&order=newest',
    ]);
    const stored = await storedGym(3);
    expect(stored?.gym).toEqual(lyon);
    expect(stored?.spaces.map((space) => [space.name, space.sectors.map((sector) => sector.name)])).toEqual([
      ['Grande salle', ['Le Toit', 'La Grotte']],
      ['Salle du pan', ['Le Pan']],
    ]);
    expect(stored?.levels).toEqual(levels);
    // Opened again within the hour: nothing asked; hours later, or forced: fetched again.
    const count = calls.length;
    await rememberGym(lyon);
    expect(calls).toHaveLength(count);
    await rememberGym(lyon, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(calls.length).toBeGreaterThan(count);
  });

  it('finds a route by id with its gym, and gyms by the words of their name', async () => {
    await rememberGym(lyon);
    expect(await findStoredGymRoute(41)).toEqual({ route: gymRoutes[1], gym: lyon });
    expect(await findStoredGymRoute(99)).toBeUndefined();
    expect(await searchStoredGyms('cordee bloc')).toEqual([lyon]);
    expect(await searchStoredGyms('voies')).toEqual([]);
  });

  it('forgets the gyms saved longest ago beyond the limit, and lists the newest first', async () => {
    const start = Date.parse('2026-05-01T08:00:00Z');
    for (let index = 0; index <= MAX_STORED_GYMS; index++) {
      const gym = { id: 100 + index, name: `Salle ${index}`, slug_name: `salle-${index}` };
      await saveGym({ gym, routes: [], spaces: [], levels: [] }, new Date(start + index * 60_000));
    }
    expect(await storedGym(100)).toBeUndefined();
    expect(await storedGym(101)).toBeDefined();
    expect((await storedGyms())[0]?.gym.id).toBe(100 + MAX_STORED_GYMS);
  });

  it('never throws when the gym cannot be fetched (offline), and keeps nothing half-fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(rememberGym(lyon)).resolves.toBeUndefined();
    expect(await storedGym(3)).toBeUndefined();
  });
});
