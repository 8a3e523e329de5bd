import type { ClimbingType } from '@climb/contracts';
import {
  type CragFeatureCollection,
  type CragSummary,
  cragFeatureCollection,
  cragSummary,
  distanceMetres,
  markerIcon,
} from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCrag } from '../../factories/outdoor.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/*
 * Crags around a point and in a viewport, checked against a brute-force computation in JS over a
 * few hundred crags placed at random (a fixed seed: the same crags on every run).
 */

let t: TestApp;

interface Placed {
  id: number;
  latitude: number;
  longitude: number;
  climbing_types: string[];
}
const placed: Placed[] = [];

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(20_241_122);
const between = (min: number, max: number) => min + random() * (max - min);

/** Where the random crags go: most around the Alps, some over the antimeridian, a few anywhere. */
const CLUSTERS = [
  { count: 220, latitude: [43.5, 45.5], longitude: [4.8, 7.2] },
  { count: 60, latitude: [-47, -35], longitude: [172, 188] },
  { count: 40, latitude: [-80, 80], longitude: [-180, 180] },
] as const;

const TYPES: ClimbingType[][] = [['sport_climbing'], ['bouldering'], ['sport_climbing', 'multi_pitch'], ['deep_water']];

beforeAll(async () => {
  t = await createTestApp();
  for (const cluster of CLUSTERS) {
    for (let index = 0; index < cluster.count; index += 1) {
      const rawLongitude = between(cluster.longitude[0], cluster.longitude[1]);
      const longitude = rawLongitude > 180 ? rawLongitude - 360 : rawLongitude;
      const climbing_types = TYPES[index % TYPES.length] ?? [];
      const crag = await createCrag(t.db, {
        latitude: between(cluster.latitude[0], cluster.latitude[1]),
        longitude,
        climbing_types,
        routes_count: index % 17,
      });
      placed.push({ id: crag.id, latitude: crag.latitude, longitude: crag.longitude, climbing_types });
    }
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...t.keyHeaders, ...headers } });
}

/** Every crag around a point, all pages read, as the API answers it. */
async function aroundAll(query: string): Promise<{ crags: CragSummary[]; total: number }> {
  const crags: CragSummary[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const response = await get(`crags/around.json?${query}&per_page=100&page=${page}`);
    expect(response.statusCode).toBe(200);
    total = Number(response.headers['x-total-count']);
    const items = z.array(cragSummary).parse(response.json());
    crags.push(...items);
    if (items.length < 100) break;
  }
  return { crags, total };
}

describe('GET /api/v1/crags/around.json', () => {
  const CASES = [
    { latitude: 44.5, longitude: 6, distance: 20 },
    { latitude: 44.2, longitude: 5.5, distance: 55 },
    { latitude: 45.1, longitude: 7, distance: 3 },
    { latitude: -40, longitude: 179.5, distance: 400 },
    { latitude: 0, longitude: 0, distance: 500 },
  ];

  it.each(CASES)(
    'finds exactly the crags within $distance km of ($latitude, $longitude), nearest first',
    async (point) => {
      const metres = point.distance * 1_000;
      const expected = placed
        .map((crag) => ({
          ...crag,
          metres: distanceMetres(point.latitude, point.longitude, crag.latitude, crag.longitude),
        }))
        .filter((crag) => crag.metres <= metres)
        .sort((a, b) => a.metres - b.metres);
      // Crags a metre from the edge are left out of the comparison: floating point may put them either side.
      const ambiguous = new Set(
        placed
          .filter(
            (crag) =>
              Math.abs(distanceMetres(point.latitude, point.longitude, crag.latitude, crag.longitude) - metres) < 1,
          )
          .map((crag) => crag.id),
      );

      const { crags, total } = await aroundAll(
        `latitude=${point.latitude}&longitude=${point.longitude}&distance=${point.distance}`,
      );

      expect(crags.map((crag) => crag.id).filter((id) => !ambiguous.has(id))).toEqual(
        expected.map((crag) => crag.id).filter((id) => !ambiguous.has(id)),
      );
      expect(total).toBe(crags.length);
      for (const [index, crag] of crags.entries()) {
        const reference = expected.find((candidate) => candidate.id === crag.id);
        expect(crag.distance_km).toBeCloseTo((reference?.metres ?? 0) / 1_000, 1);
        if (index > 0) expect(crag.distance_km).toBeGreaterThanOrEqual(crags[index - 1]?.distance_km ?? 0);
      }
    },
  );

  it('checks a radius wide enough to hold crags, so the comparison above means something', async () => {
    const { total } = await aroundAll('latitude=44.5&longitude=6&distance=20');
    expect(total).toBeGreaterThan(5);
    const { total: pacific } = await aroundAll('latitude=-40&longitude=179.5&distance=400');
    expect(pacific).toBeGreaterThan(5);
  });

  it('searches 20 km by default, and pages the answer with X-Total-Count', async () => {
    const everything = await aroundAll('latitude=44.5&longitude=6');
    expect(everything.total).toBe(
      placed.filter((crag) => distanceMetres(44.5, 6, crag.latitude, crag.longitude) <= 20_000).length,
    );
    const first = await get('crags/around.json?latitude=44.5&longitude=6&per_page=3');
    const second = await get('crags/around.json?latitude=44.5&longitude=6&per_page=3&page=2');
    expect(first.headers['x-total-count']).toBe(String(everything.total));
    expect([...first.json<CragSummary[]>(), ...second.json<CragSummary[]>()].map((crag) => crag.id)).toEqual(
      everything.crags.slice(0, 6).map((crag) => crag.id),
    );
  });

  it('applies the filters', async () => {
    const { crags } = await aroundAll('latitude=44.5&longitude=6&distance=80&climbing_types=bouldering');
    const expected = placed.filter(
      (crag) =>
        crag.climbing_types.includes('bouldering') && distanceMetres(44.5, 6, crag.latitude, crag.longitude) <= 80_000,
    );
    expect(crags.map((crag) => crag.id).sort()).toEqual(expected.map((crag) => crag.id).sort());
    expect(crags.length).toBeGreaterThan(0);
  });

  it('refuses a point off the Earth or a radius out of range (422)', async () => {
    expect((await get('crags/around.json?latitude=95&longitude=6')).statusCode).toBe(422);
    expect((await get('crags/around.json?latitude=44&longitude=6&distance=900')).statusCode).toBe(422);
    expect((await get('crags/around.json?longitude=6')).statusCode).toBe(422);
  });
});

/** The ids a viewport holds by brute force: latitude within, longitude within (either side of 180°). */
function insideBox(west: number, south: number, east: number, north: number): number[] {
  return placed
    .filter(
      (crag) =>
        crag.latitude >= south &&
        crag.latitude <= north &&
        (west <= east
          ? crag.longitude >= west && crag.longitude <= east
          : crag.longitude >= west || crag.longitude <= east),
    )
    .map((crag) => crag.id)
    .sort((a, b) => a - b);
}

async function geoJson(query: string, headers: Record<string, string> = {}) {
  const response = await get(`crags/geo_json.json${query}`, headers);
  return { response, body: response.statusCode === 200 ? cragFeatureCollection.parse(response.json()) : null };
}

const idsOf = (body: CragFeatureCollection | null) =>
  (body?.features ?? []).map((feature) => feature.properties.id).sort((a, b) => a - b);

describe('GET /api/v1/crags/geo_json.json', () => {
  it.each([
    [5.5, 44, 6.5, 45],
    [4, 43, 8, 46],
    [6.9, 45.2, 7.0, 45.3],
    [170, -50, -170, -30],
    [179, -47, -179, -35],
  ])('holds exactly the crags of the viewport %d,%d,%d,%d', async (west, south, east, north) => {
    const { response, body } = await geoJson(`?bbox=${west},${south},${east},${north}`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(body)).toEqual(insideBox(west, south, east, north));
  });

  it('finds crags on both sides of the antimeridian', async () => {
    const { body } = await geoJson('?bbox=170,-50,-170,-30');
    const longitudes = (body?.features ?? []).map((feature) => feature.geometry.coordinates[0]);
    expect(longitudes.some((longitude) => longitude > 170)).toBe(true);
    expect(longitudes.some((longitude) => longitude < -170)).toBe(true);
  });

  it('answers every crag without a viewport, as compact features of the contract', async () => {
    const { response, body } = await geoJson('');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body?.type).toBe('FeatureCollection');
    expect(idsOf(body)).toEqual(placed.map((crag) => crag.id).sort((a, b) => a - b));
    const first = placed[0] as Placed;
    const feature = body?.features.find((candidate) => candidate.properties.id === first.id);
    expect(feature?.geometry.coordinates).toEqual([
      Math.round(first.longitude * 1e5) / 1e5,
      Math.round(first.latitude * 1e5) / 1e5,
    ]);
    expect(feature?.properties.icon).toBe(markerIcon(first.climbing_types));
    expect(Object.keys(feature?.properties ?? {}).sort()).toEqual(
      ['grade_max_value', 'grade_min_value', 'icon', 'id', 'name', 'routes_count', 'slug_name'].sort(),
    );
  });

  it('puts the biggest crags first', async () => {
    const { body } = await geoJson('?bbox=4,43,8,46');
    const counts = (body?.features ?? []).map((feature) => feature.properties.routes_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('applies the filters', async () => {
    const { body } = await geoJson('?bbox=4,43,8,46&climbing_types=deep_water');
    const expected = placed
      .filter((crag) => crag.climbing_types.includes('deep_water') && insideBox(4, 43, 8, 46).includes(crag.id))
      .map((crag) => crag.id)
      .sort((a, b) => a - b);
    expect(idsOf(body)).toEqual(expected);
    expect(body?.features.every((feature) => feature.properties.icon === '00010')).toBe(true);
  });

  it('is cacheable: a strong ETag, 304 when it still matches, a new tag when the crags change', async () => {
    const query = '?bbox=5,44,7,45.5';
    const { response } = await geoJson(query);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');

    const again = await geoJson(query);
    expect(again.response.headers.etag).toBe(etag);

    const notModified = await get(`crags/geo_json.json${query}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    const other = await geoJson(query, { 'if-none-match': '"something-else"' });
    expect(other.response.statusCode).toBe(200);

    const added = await createCrag(t.db, { latitude: 44.7, longitude: 6.2, name: 'Nouvelle falaise' });
    placed.push({
      id: added.id,
      latitude: added.latitude,
      longitude: added.longitude,
      climbing_types: added.climbing_types,
    });
    const changed = await get(`crags/geo_json.json${query}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<CragFeatureCollection>().features.some((f) => f.properties.name === 'Nouvelle falaise')).toBe(
      true,
    );
  });

  it('refuses a malformed viewport (422)', async () => {
    for (const bbox of ['1,2,3', 'a,b,c,d', '0,50,10,40', '0,0,200,10']) {
      expect((await get(`crags/geo_json.json?bbox=${bbox}`)).statusCode, bbox).toBe(422);
    }
  });
});
