import 'fake-indexeddb/auto';
import type { CragRouteSummary } from '@climb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredRoutes,
  findStoredRoute,
  foldText,
  MAX_STORED_CRAGS,
  rememberCragRoutes,
  routeMatches,
  saveCragRoutes,
  searchStoredRoutes,
  storedCragRoutes,
} from './offline-crag-routes';

const ceuse = { id: 12, name: 'Céüse', slug_name: 'ceuse' };
const orpierre = { id: 13, name: 'Orpierre', slug_name: 'orpierre' };

function route(id: number, name: string, crag = ceuse, sector: string | null = null): CragRouteSummary {
  return {
    id,
    name,
    slug_name: name.toLowerCase(),
    climbing_type: 'sport_climbing',
    height: 30,
    pitches_count: 1,
    grade_min_value: 31,
    grade_max_value: 31,
    grade_text: '6a',
    crag,
    crag_sector: sector ? { id: 5, name: sector, slug_name: sector.toLowerCase() } : null,
    note: null,
    ascents_count: 0,
  };
}

/** Routes the API answers for a crag, 100 a page, with their total. */
let served: CragRouteSummary[];
let calls: string[];

beforeEach(() => {
  served = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { searchParams, pathname } = new URL(url, 'http://localhost');
      calls.push(`${pathname}?${searchParams}`);
      const page = Number(searchParams.get('page'));
      const perPage = Number(searchParams.get('per_page'));
      const items = served.slice((page - 1) * perPage, page * perPage);
      return new Response(JSON.stringify(items), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': String(served.length) },
      });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearStoredRoutes();
});

describe('matching route names', () => {
  it('ignores case and accents and needs every word, in the route, crag or sector name', () => {
    expect(foldText('  La Fée   Verte ')).toBe('la fee verte');
    const aubade = route(1, 'Aubade', ceuse, 'Biographie');
    expect(routeMatches(aubade, 'aubade')).toBe(true);
    expect(routeMatches(aubade, 'ceuse aub')).toBe(true);
    expect(routeMatches(aubade, 'bio aubade')).toBe(true);
    expect(routeMatches(aubade, 'aubade orpierre')).toBe(false);
    expect(routeMatches(aubade, '')).toBe(true);
  });
});

describe('routes kept on the device', () => {
  it('fetches every page of a crag’s routes once, then answers from the device', async () => {
    served = Array.from({ length: 230 }, (_, index) => route(index + 1, `Voie ${index + 1}`));
    await rememberCragRoutes(ceuse);
    expect(calls).toHaveLength(3);
    expect(calls[0]).toContain('/api/v1/crags/12/crag_routes.json');
    expect((await storedCragRoutes(12))?.routes).toHaveLength(230);
    // Opened again within the hour: nothing asked.
    await rememberCragRoutes(ceuse);
    expect(calls).toHaveLength(3);
    // Hours later: fetched again.
    await rememberCragRoutes(ceuse, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(calls).toHaveLength(6);
  });

  it('finds routes by name across crags, or in one crag, and a route by id', async () => {
    await saveCragRoutes(ceuse, [route(1, 'Aubade'), route(2, 'La Fée Verte')]);
    await saveCragRoutes(orpierre, [route(3, 'Fée Clochette', orpierre)]);
    expect((await searchStoredRoutes('fee')).map((found) => found.id).sort()).toEqual([2, 3]);
    expect((await searchStoredRoutes('fee', 13)).map((found) => found.id)).toEqual([3]);
    expect((await findStoredRoute(1))?.name).toBe('Aubade');
    expect(await findStoredRoute(99)).toBeUndefined();
  });

  it('forgets the crags saved longest ago beyond the limit', async () => {
    const start = Date.parse('2026-05-01T08:00:00Z');
    for (let index = 0; index <= MAX_STORED_CRAGS; index++) {
      const crag = { id: 100 + index, name: `Site ${index}`, slug_name: `site-${index}` };
      await saveCragRoutes(crag, [route(1000 + index, `Voie ${index}`, crag)], new Date(start + index * 60_000));
    }
    expect(await storedCragRoutes(100)).toBeUndefined();
    expect(await storedCragRoutes(101)).toBeDefined();
    expect(await storedCragRoutes(100 + MAX_STORED_CRAGS)).toBeDefined();
  });

  it('never throws when the crag cannot be fetched (offline)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(rememberCragRoutes(orpierre)).resolves.toBeUndefined();
    expect(await storedCragRoutes(13)).toBeUndefined();
  });
});
