import { gzipSync } from 'node:zlib';
import {
  type CragViewportCollection,
  cellBbox,
  cellOf,
  cragViewportCollection,
  GEO_JSON_MAX_FEATURES,
  gridLevel,
  isCragCluster,
  MAP_GRID_LEVELS,
  type MapBbox,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crags } from '../../../src/db/schema';
import { createCrag } from '../../factories/outdoor.factory';
import { queryRows } from '../../helpers/sql';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, cragBody, expectCall, type WikiCallers, wikiCallers } from '../crags/wiki-api';

/*
 * The map's viewport answer at scale: clusters from the grid cells the triggers keep, crags when a
 * box holds few enough, never more than GEO_JSON_MAX_FEATURES features, snapped boxes sharing one
 * ETag, and every write of a crag seen at once. Checked against the crags themselves, grouped in
 * JS with the contracts' grid maths.
 */

let t: TestApp;
let callers: WikiCallers;

interface Placed {
  id: number;
  latitude: number;
  longitude: number;
  climbing_types: string[];
}
const placed = new Map<number, Placed>();

/** mulberry32: the same crags on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(20_260_521);
const between = (min: number, max: number) => min + random() * (max - min);

/** Around Lyon: 700 crags, four in five of them boulders. */
const DENSE = { count: 700, latitude: [45.5, 46.2], longitude: [4.5, 5.5] } as const;
/** 300 crags in the Massif Central: more than a region lists, fewer than a country does. */
const MEDIUM = { count: 300, latitude: [44.75, 45.15], longitude: [2.75, 3.25] } as const;
/** Far from it, a handful of crags in Brittany. */
const SPARSE = { count: 12, latitude: [47.9, 48.3], longitude: [-4.2, -3.6] } as const;
/** 520 crags within a few hundred metres, in the Pyrenees. */
const PACKED = { count: 520, latitude: [42.8, 42.803], longitude: [0.5, 0.504] } as const;
/** One crag in the middle of each cell of a 32 × 20 window at zoom 8, in the Atlantic. */
const LATTICE = { zoom: 8, columns: 32, rows: 20, west: -40, north: 20 } as const;

/** Stores many crags in one statement (the triggers see them all at once). */
async function insertCrags(rows: Omit<Placed, 'id'>[], routes: (index: number) => number = () => 0) {
  const stored = await t.db
    .insert(crags)
    .values(
      rows.map((row, index) => ({
        name: `Bloc ${placed.size + index}`,
        slug_name: `bloc-${placed.size + index}`,
        latitude: row.latitude,
        longitude: row.longitude,
        climbing_types: row.climbing_types as (typeof crags.$inferInsert)['climbing_types'],
        routes_count: routes(index),
      })),
    )
    .returning({ id: crags.id, latitude: crags.latitude, longitude: crags.longitude });
  for (const [index, row] of stored.entries()) {
    placed.set(row.id, { ...row, climbing_types: rows[index]?.climbing_types ?? [] });
  }
}

function scatter(area: { count: number; latitude: readonly number[]; longitude: readonly number[] }) {
  return Array.from({ length: area.count }, (_, index) => ({
    latitude: between(area.latitude[0] as number, area.latitude[1] as number),
    longitude: between(area.longitude[0] as number, area.longitude[1] as number),
    climbing_types: index % 5 === 0 ? ['sport_climbing'] : ['bouldering'],
  }));
}

const latticeLevel = gridLevel(LATTICE.zoom);
const [latticeColumn, latticeRow] = cellOf(LATTICE.west, LATTICE.north, latticeLevel);
const latticeCells = Array.from({ length: LATTICE.columns * LATTICE.rows }, (_, index) => [
  latticeColumn + (index % LATTICE.columns),
  latticeRow + Math.floor(index / LATTICE.columns),
]);
const latticeBbox: MapBbox = [
  (cellBbox(latticeColumn, latticeRow, latticeLevel) as MapBbox)[0],
  (cellBbox(latticeColumn, latticeRow + LATTICE.rows - 1, latticeLevel) as MapBbox)[1],
  (cellBbox(latticeColumn + LATTICE.columns - 1, latticeRow, latticeLevel) as MapBbox)[2],
  (cellBbox(latticeColumn, latticeRow, latticeLevel) as MapBbox)[3],
];

beforeAll(async () => {
  t = await createTestApp();
  callers = await wikiCallers(t);
  await insertCrags(scatter(DENSE), (index) => index % 40);
  await insertCrags(scatter(PACKED), (index) => index % 23);
  await insertCrags(scatter(MEDIUM));
  await insertCrags(
    latticeCells.map(([x, y]) => {
      const [west, south, east, north] = cellBbox(x as number, y as number, latticeLevel);
      return { latitude: (south + north) / 2, longitude: (west + east) / 2, climbing_types: ['deep_water'] };
    }),
  );
  // The sparse ones one by one, as the factory stores them.
  for (const crag of scatter(SPARSE)) {
    const row = await createCrag(t.db, crag as Parameters<typeof createCrag>[1]);
    placed.set(row.id, { ...crag, id: row.id });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function viewport(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/crags/geo_json.json${query}`,
    headers: { ...t.keyHeaders, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: cragViewportCollection.parse(response.json()) };
}

/** Whether a crag lies in a box (either side of the antimeridian). */
function inside(crag: Pick<Placed, 'latitude' | 'longitude'>, [west, south, east, north]: readonly number[]) {
  const inLongitude =
    (west as number) <= (east as number)
      ? crag.longitude >= (west as number) && crag.longitude <= (east as number)
      : crag.longitude >= (west as number) || crag.longitude <= (east as number);
  return crag.latitude >= (south as number) && crag.latitude <= (north as number) && inLongitude;
}

function cragsInside(box: readonly number[], filter: (crag: Placed) => boolean = () => true): Placed[] {
  return [...placed.values()].filter((crag) => inside(crag, box) && filter(crag));
}

function clustersOf(body: CragViewportCollection) {
  return body.features.filter(isCragCluster);
}

function cragIdsOf(body: CragViewportCollection): number[] {
  return body.features.flatMap((feature) => (isCragCluster(feature) ? [] : [feature.properties.id]));
}

/** How many crags an answer stands for: its bubbles' counts and its crags. */
function represented(body: CragViewportCollection): number {
  return clustersOf(body).reduce((sum, cluster) => sum + cluster.properties.count, 0) + cragIdsOf(body).length;
}

/** The crags of each cell of a level, grouped in JS with the contracts' maths. */
function cellsInJs(level: number, of: Placed[]) {
  const cells = new Map<string, Placed[]>();
  for (const crag of of) {
    const key = cellOf(crag.longitude, crag.latitude, level).join(',');
    cells.set(key, [...(cells.get(key) ?? []), crag]);
  }
  return cells;
}

const REGION = '4.4,45.4,5.6,46.3';

describe('GET /api/v1/crags/geo_json.json: clusters', () => {
  it('answers a box holding too many crags with one cluster per grid cell, counting every crag of the snapped box', async () => {
    const { body } = await viewport(`?bbox=${REGION}`);
    expect(body.zoom).toBe(10);
    expect(body.partial).toBe(false);
    const clusters = clustersOf(body);
    expect(clusters.length).toBeGreaterThan(10);
    const expected = cragsInside(body.bbox);
    expect(expected.length).toBeGreaterThan(GEO_JSON_MAX_FEATURES);
    expect(represented(body)).toBe(expected.length);
    // The snapped box holds the box asked.
    const [west, south, east, north] = body.bbox;
    expect([west <= 4.4, south <= 45.4, east >= 5.6, north >= 46.3]).toEqual([true, true, true, true]);
  });

  it('puts each cluster at the centroid of its cell’s crags, as the contracts’ grid places them', async () => {
    const { body } = await viewport(`?bbox=${REGION}`);
    const level = gridLevel(body.zoom);
    const expected = cellsInJs(level, cragsInside(body.bbox));
    for (const cluster of clustersOf(body)) {
      const [longitude, latitude] = cluster.geometry.coordinates;
      const cell = expected.get(cellOf(longitude, latitude, level).join(',')) ?? [];
      expect(cluster.properties.count).toBe(cell.length);
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      expect(latitude).toBeCloseTo(mean(cell.map((crag) => crag.latitude)), 4);
      expect(longitude).toBeCloseTo(mean(cell.map((crag) => crag.longitude)), 4);
    }
    // A cell of one crag is that crag, with its marker properties.
    const lone = [...expected.values()].filter((cell) => cell.length === 1).map((cell) => cell[0]?.id);
    expect(cragIdsOf(body).sort()).toEqual(lone.sort());
  });

  it('clusters more than 200 crags closer in than a country, and lists up to 500 for a country', async () => {
    const region = await viewport('?bbox=2.7,44.7,3.3,45.2&zoom=10');
    expect(clustersOf(region.body).length).toBeGreaterThan(0);
    expect(represented(region.body)).toBe(cragsInside(region.body.bbox).length);
    expect(represented(region.body)).toBeGreaterThan(200);

    const country = await viewport('?bbox=2.7,44.7,3.3,45.2&zoom=8');
    expect(country.body.zoom).toBe(8);
    expect(clustersOf(country.body)).toEqual([]);
    const listed = cragsInside(country.body.bbox).map((crag) => crag.id);
    expect(listed.length).toBeGreaterThan(200);
    expect(listed.length).toBeLessThanOrEqual(GEO_JSON_MAX_FEATURES);
    expect(cragIdsOf(country.body).sort()).toEqual(listed.sort());
  });

  it('answers the world in clusters when it holds too many crags, every crag counted', async () => {
    const { body } = await viewport('');
    expect(body.zoom).toBe(2);
    expect(body.bbox).toEqual([-180, -90, 180, 90]);
    expect(clustersOf(body).length).toBeGreaterThan(0);
    expect(represented(body)).toBe(placed.size);
  });

  it('clusters the filtered crags, counted on the fly', async () => {
    const { body } = await viewport(`?bbox=${REGION}&climbing_types=bouldering`);
    const expected = cragsInside(body.bbox, (crag) => crag.climbing_types.includes('bouldering'));
    expect(expected.length).toBeGreaterThan(GEO_JSON_MAX_FEATURES);
    expect(clustersOf(body).length).toBeGreaterThan(0);
    expect(represented(body)).toBe(expected.length);
    const level = gridLevel(body.zoom);
    const cells = cellsInJs(level, expected);
    for (const cluster of clustersOf(body)) {
      const [longitude, latitude] = cluster.geometry.coordinates;
      expect(cluster.properties.count).toBe(cells.get(cellOf(longitude, latitude, level).join(','))?.length);
    }
  });

  it('keeps the cells equal to a count of the crags at every level', async () => {
    const rows = await queryRows<{ mismatches: number; levels: number[] }>(
      t.db,
      sql`
      with expected as (
        select level, crag_grid_y(latitude, level) as y, crag_grid_x(longitude, level) as x,
               count(*)::int as crags_count, sum(id)::bigint as id_sum
        from crags cross join generate_series(${MAP_GRID_LEVELS.min}::int, ${MAP_GRID_LEVELS.max}::int) as level
        group by 1, 2, 3)
      select
        (select count(*)::int from expected full join crag_grid_cells as cell using (level, y, x)
          where expected.crags_count is distinct from cell.crags_count or expected.id_sum is distinct from cell.id_sum)
          as mismatches,
        (select array_agg(distinct level order by level) from crag_grid_cells)::int[] as levels`,
    );
    expect(rows[0]?.mismatches).toBe(0);
    expect(rows[0]?.levels).toEqual(
      Array.from({ length: MAP_GRID_LEVELS.max - MAP_GRID_LEVELS.min + 1 }, (_, index) => MAP_GRID_LEVELS.min + index),
    );
  });
});

describe('GET /api/v1/crags/geo_json.json: crags', () => {
  it('answers the crags themselves when zoomed in, in the box snapped to the zoom', async () => {
    const { body } = await viewport('?bbox=4.9,45.8,4.99,45.86&zoom=14');
    expect(body.zoom).toBe(14);
    expect(clustersOf(body)).toEqual([]);
    expect(body.partial).toBe(false);
    const expected = cragsInside(body.bbox).map((crag) => crag.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(cragIdsOf(body).sort()).toEqual(expected.sort());
  });

  it('answers the crags of a box holding few enough, whatever the zoom', async () => {
    const { body } = await viewport('?bbox=-5,47.5,-3,48.8&zoom=6');
    expect(body.zoom).toBe(6);
    expect(clustersOf(body)).toEqual([]);
    expect(cragIdsOf(body).sort()).toEqual(
      cragsInside(body.bbox)
        .map((crag) => crag.id)
        .sort(),
    );
    expect(cragIdsOf(body)).toHaveLength(SPARSE.count);
  });
});

describe('GET /api/v1/crags/geo_json.json: bounded', () => {
  it('lists at most GEO_JSON_MAX_FEATURES crags zoomed in, the biggest first, and says the answer is partial', async () => {
    const { response, body } = await viewport('?bbox=0.499,42.799,0.505,42.804&zoom=16');
    expect(body.partial).toBe(true);
    expect(body.features).toHaveLength(GEO_JSON_MAX_FEATURES);
    expect(clustersOf(body)).toEqual([]);
    const counts = body.features.map((feature) => (isCragCluster(feature) ? -1 : feature.properties.routes_count));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(gzipSync(response.body).length).toBeLessThan(50_000);
  });

  it('keeps at most GEO_JSON_MAX_FEATURES cells, the fullest first, and says the answer is partial', async () => {
    const { response, body } = await viewport(`?bbox=${latticeBbox.join(',')}&zoom=${LATTICE.zoom}`);
    expect(body.zoom).toBe(LATTICE.zoom);
    expect(body.bbox).toEqual(latticeBbox.map((edge) => Math.round(edge * 1e7) / 1e7));
    expect(body.partial).toBe(true);
    expect(body.features).toHaveLength(GEO_JSON_MAX_FEATURES);
    // One crag per cell: each is given as that crag, northern rows first.
    const ids = new Set(cragIdsOf(body));
    expect(ids.size).toBe(GEO_JSON_MAX_FEATURES);
    expect(gzipSync(response.body).length).toBeLessThan(50_000);
  });

  it('says a complete answer is not partial', async () => {
    const { body } = await viewport('?bbox=-5,47.5,-3,48.8');
    expect(body.partial).toBe(false);
  });

  it('refuses a zoom out of range (422)', async () => {
    for (const zoom of ['-1', '23', '2.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/crags/geo_json.json?bbox=${REGION}&zoom=${zoom}`,
        headers: t.keyHeaders,
      });
      expect(response.statusCode, zoom).toBe(422);
    }
  });
});

describe('GET /api/v1/crags/geo_json.json: snapped boxes and their cache', () => {
  it('gives two views inside the same cells one answer and one ETag, and 304 to the second', async () => {
    const first = await viewport(`?bbox=${REGION}&zoom=10`);
    const [west, south, east, north] = first.body.bbox;
    const inner = [west + 0.01, south + 0.01, east - 0.01, north - 0.01].join(',');
    const second = await viewport(`?bbox=${inner}&zoom=10`);
    expect(second.response.body).toBe(first.response.body);
    const etag = first.response.headers.etag as string;
    expect(second.response.headers.etag).toBe(etag);
    expect(first.response.headers['cache-control']).toBe('public, max-age=60');

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crags/geo_json.json?bbox=${inner}&zoom=10`,
      headers: { ...t.keyHeaders, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The snapped box written back is itself the same request.
    const snapped = await viewport(`?bbox=${first.body.bbox.join(',')}&zoom=10`);
    expect(snapped.response.headers.etag).toBe(etag);
  });

  it('snaps boxes without a zoom too when it answers with clusters', async () => {
    const first = await viewport(`?bbox=${REGION}`);
    const second = await viewport('?bbox=4.41,45.41,5.59,46.29');
    expect(second.body.bbox).toEqual(first.body.bbox);
    expect(second.response.headers.etag).toBe(first.response.headers.etag);
  });
});

describe('GET /api/v1/crags/geo_json.json: never stale', () => {
  it('counts a crag created, moved and deleted through the wiki at once, in clusters and in crags', async () => {
    const clusterQuery = `?bbox=${REGION}&zoom=10`;
    const zoomedQuery = '?bbox=5.02,45.95,5.04,45.96&zoom=15';
    const before = await viewport(clusterQuery);
    const zoomedBefore = await viewport(zoomedQuery);
    const total = represented(before.body);

    const created = await expectCall<{ id: number }>(
      t,
      201,
      'POST',
      'crags.json',
      callers.climber,
      cragBody({ name: 'Falaise neuve', latitude: 45.955, longitude: 5.03 }),
    );
    const afterCreate = await viewport(clusterQuery);
    expect(represented(afterCreate.body)).toBe(total + 1);
    expect(afterCreate.response.headers.etag).not.toBe(before.response.headers.etag);
    const zoomedAfter = await viewport(zoomedQuery, { 'if-none-match': zoomedBefore.response.headers.etag as string });
    expect(cragIdsOf(zoomedAfter.body)).toContain(created.id);

    // Moved far away (Corsica): out of both boxes.
    await expectCall(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, { latitude: 42.3, longitude: 9.1 });
    const afterMove = await viewport(clusterQuery);
    expect(represented(afterMove.body)).toBe(total);
    expect(afterMove.response.body).toBe(before.response.body);
    expect(cragIdsOf((await viewport(zoomedQuery)).body)).not.toContain(created.id);
    const corsica = await viewport('?bbox=9,42.2,9.2,42.4&zoom=13');
    expect(cragIdsOf(corsica.body)).toEqual([created.id]);

    // Moved back, then deleted.
    await expectCall(t, 200, 'PUT', `crags/${created.id}.json`, callers.climber, { latitude: 45.955, longitude: 5.03 });
    expect(represented((await viewport(clusterQuery)).body)).toBe(total + 1);
    const deleted = await call(t, 'DELETE', `crags/${created.id}.json`, callers.admin);
    expect(deleted.statusCode).toBe(204);
    const afterDelete = await viewport(clusterQuery);
    expect(represented(afterDelete.body)).toBe(total);
    expect(afterDelete.response.body).toBe(before.response.body);
    expect(cragIdsOf((await viewport('?bbox=9,42.2,9.2,42.4&zoom=13')).body)).toEqual([]);
  });

  it('sees a crag renamed in the crags it lists', async () => {
    const query = '?bbox=4.9,45.8,4.99,45.86&zoom=14';
    const before = await viewport(query);
    const [first] = cragIdsOf(before.body);
    await expectCall(t, 200, 'PUT', `crags/${first}.json`, callers.climber, { name: 'Rocher renommé' });
    const after = await viewport(query, { 'if-none-match': before.response.headers.etag as string });
    expect(after.response.statusCode).toBe(200);
    expect(after.body.features.some((f) => !isCragCluster(f) && f.properties.name === 'Rocher renommé')).toBe(true);
  });
});
