// The synthetic outdoor catalogue: crags placed around real French towns, their sectors and routes
// (grades through pitches), loaded with bulk INSERT … SELECT FROM json_to_recordset (one parameter per
// batch, the same SQL on PostgreSQL and PGlite), then the derived figures computed in SQL.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { syntheticName } from './names.mjs';
import { createRandom, skewedParts } from './random.mjs';

/**
 * Bumped when the generated rows change: a stored dataset of another version is rebuilt. 2: the
 * routes' ascent figures are filled by the logbook step (`logbook.mjs`).
 */
export const OUTDOOR_DATASET_VERSION = 2;

const BATCH_ROWS = { crags: 10_000, crag_sectors: 10_000, crag_routes: 20_000 };

/** How often each climbing type is a crag's main one; a third of the crags have a second type. */
const CRAG_TYPES = {
  sport_climbing: 55,
  bouldering: 22,
  multi_pitch: 10,
  trad_climbing: 6,
  aid_climbing: 1,
  deep_water: 2,
  via_ferrata: 4,
};
/** Sectors per crag: none for 40 % of the crags (their routes have no sector), up to 4. */
const SECTORS_PER_CRAG = { 0: 4, 1: 2, 2: 2, 3: 1, 4: 1 };
const ROCKS = {
  limestone: 50,
  granite: 15,
  sandstone: 12,
  gneiss: 6,
  conglomerate: 5,
  basalt: 4,
  quartzite: 3,
  schist: 5,
};

/** Grade centre and spread (grade values) and height range (m) per pitch, by climbing type. */
const ROUTE_SHAPES = {
  sport_climbing: { pitches: [1, 1], grade: [33, 5], height: [10, 35] },
  bouldering: { pitches: [1, 1], grade: [31, 6], height: [2, 6] },
  multi_pitch: { pitches: [2, 10], grade: [31, 4], height: [20, 45] },
  trad_climbing: { pitches: [1, 3], grade: [28, 5], height: [15, 40] },
  aid_climbing: { pitches: [1, 6], grade: [30, 5], height: [20, 40] },
  deep_water: { pitches: [1, 1], grade: [31, 5], height: [8, 20] },
  via_ferrata: { pitches: [1, 1], grade: [16, 4], height: [100, 600] },
};

const DAY_MS = 86_400_000;
/** Creation dates spread over ten fixed years (not "now"): the same seed gives the same rows. */
const FIRST_DAY = Date.UTC(2016, 0, 1);
const DAYS = 3_650;

const clamp = (value, min, max) => Math.min(max, Math.max(min, value));

/** INSERT … SELECT FROM json_to_recordset: `columns` maps each column to its SQL type. */
async function insertRows(db, table, columns, rows) {
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await db.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(types)})`,
  );
}

/** Buffers rows and inserts them in batches of the table's size (or of `batchRows`). */
export function batchWriter(db, table, columns, batchRows = BATCH_ROWS[table]) {
  let rows = [];
  let count = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    const batch = rows;
    rows = [];
    await insertRows(db, table, columns, batch);
  };
  return {
    async add(row) {
      rows.push(row);
      count += 1;
      if (rows.length >= batchRows) await flush();
    },
    flush,
    get count() {
      return count;
    },
  };
}

export async function queryRows(db, query) {
  return (await db.execute(query)).rows;
}

/** Metropolitan towns (the overseas ones would scatter markers over the oceans). */
async function metropolitanTowns(db) {
  return queryRows(
    db,
    sql`SELECT t.id, t.latitude, t.longitude, t.department_id, t.country_id FROM towns t
        JOIN departments d ON d.id = t.department_id WHERE d.number NOT LIKE '97%' ORDER BY t.id`,
  );
}

function createdAt(random) {
  return new Date(FIRST_DAY + random.int(0, DAYS - 1) * DAY_MS + random.int(0, DAY_MS - 1)).toISOString();
}

function cragTypes(random) {
  const main = random.weighted(CRAG_TYPES);
  if (random.next() > 0.33) return [main];
  const second = random.weighted(CRAG_TYPES);
  return second === main ? [main] : [main, second];
}

function cragRow(random, id, town, enums, slugify) {
  const name = syntheticName(random);
  const minApproach = random.int(0, 45);
  const created = createdAt(random);
  return {
    id,
    name,
    slug_name: slugify(name),
    // Within about 15 km of the town: the town is the crag's town, as in the real catalogue.
    latitude: Number((town.latitude + random.normal(0, 0.05)).toFixed(6)),
    longitude: Number((town.longitude + random.normal(0, 0.07)).toFixed(6)),
    elevation: random.int(0, 2_400),
    country_id: town.country_id,
    department_id: town.department_id,
    town_id: town.id,
    climbing_types: cragTypes(random),
    rocks: [random.weighted(ROCKS)],
    rain: random.next() < 0.8 ? random.pick(enums.RAIN_EXPOSURES) : null,
    sun: random.next() < 0.8 ? random.pick(enums.SUN_EXPOSURES) : null,
    orientations: random.some(enums.ORIENTATIONS, random.int(1, 3)),
    seasons: random.some(enums.SEASONS, random.int(1, 4)),
    min_approach_time: minApproach,
    max_approach_time: minApproach + random.int(0, 30),
    created_at: created,
    updated_at: created,
  };
}

function sectorRow(random, id, crag, enums, slugify) {
  const name = syntheticName(random);
  return {
    id,
    crag_id: crag.id,
    name,
    slug_name: slugify(name),
    latitude: Number((crag.latitude + random.normal(0, 0.002)).toFixed(6)),
    longitude: Number((crag.longitude + random.normal(0, 0.002)).toFixed(6)),
    orientations: random.some(enums.ORIENTATIONS, random.int(1, 2)),
    created_at: crag.created_at,
    updated_at: crag.created_at,
  };
}

/** The pitches of a route of `type`, each with a grade on the French scale (the app's grade values). */
function pitches(random, type, enums) {
  const shape = ROUTE_SHAPES[type];
  const base = random.normal(shape.grade[0], shape.grade[1]);
  return Array.from({ length: random.int(shape.pitches[0], shape.pitches[1]) }, () => {
    const value = clamp(Math.round(base + random.normal(0, shape.pitches[1] > 1 ? 2.5 : 0)), 1, 54);
    const height = random.int(shape.height[0], shape.height[1]);
    return {
      grade_text: enums.frenchGradeText(value),
      grade_value: value,
      height,
      bolt_count: type === 'sport_climbing' || type === 'multi_pitch' ? Math.max(3, Math.round(height / 3)) : null,
      incline: random.next() < 0.6 ? random.pick(enums.INCLINES) : null,
      anchor_type: null,
    };
  });
}

function routeRow(random, id, crag, sectorIds, { contracts: enums, slugify, routeGrade }) {
  const type = random.pick(crag.climbing_types);
  const routePitches = pitches(random, type, enums);
  const name = syntheticName(random);
  const created = random.next() < 0.5 ? crag.created_at : createdAt(random);
  return {
    id,
    crag_id: crag.id,
    crag_sector_id: sectorIds.length > 0 ? random.pick(sectorIds) : null,
    name,
    slug_name: slugify(name),
    climbing_type: type,
    height: routePitches.reduce((sum, pitch) => sum + pitch.height, 0),
    open_year: random.next() < 0.5 ? random.int(1960, 2025) : null,
    pitches: routePitches,
    ...routeGrade(routePitches),
    created_at: created < crag.created_at ? crag.created_at : created,
    updated_at: created < crag.created_at ? crag.created_at : created,
  };
}

const CRAG_COLUMNS = {
  id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  latitude: 'double precision',
  longitude: 'double precision',
  elevation: 'integer',
  country_id: 'integer',
  department_id: 'integer',
  town_id: 'integer',
  climbing_types: 'text[]',
  rocks: 'text[]',
  rain: 'varchar',
  sun: 'varchar',
  orientations: 'text[]',
  seasons: 'text[]',
  min_approach_time: 'smallint',
  max_approach_time: 'smallint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const SECTOR_COLUMNS = {
  id: 'integer',
  crag_id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  latitude: 'double precision',
  longitude: 'double precision',
  orientations: 'text[]',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const ROUTE_COLUMNS = {
  id: 'integer',
  crag_id: 'integer',
  crag_sector_id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  climbing_type: 'varchar',
  height: 'smallint',
  open_year: 'smallint',
  pitches: 'jsonb',
  pitches_count: 'smallint',
  grade_min_value: 'smallint',
  grade_max_value: 'smallint',
  grade_text: 'varchar',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/**
 * The derived columns of `table` (crags or crag_sectors) from their routes, in one statement: the same
 * rules as the app's `deriveFigures` (a route counts in degrees and grades by its max value; 0 is unknown).
 */
function refreshFigures(db, table, owner) {
  return db.execute(
    sql.raw(`
WITH groups AS (
  SELECT ${owner} AS owner_id, climbing_type, grade_max_value,
         min(grade_min_value) FILTER (WHERE grade_min_value > 0) AS min_value, count(*)::int AS routes
  FROM crag_routes WHERE ${owner} IS NOT NULL GROUP BY 1, 2, 3
), totals AS (
  SELECT owner_id, sum(routes)::int AS routes_count, min(min_value) AS grade_min_value,
         max(grade_max_value) FILTER (WHERE grade_max_value > 0) AS grade_max_value
  FROM groups GROUP BY owner_id
), types AS (
  SELECT owner_id, jsonb_object_agg(climbing_type, routes) AS counts
  FROM (SELECT owner_id, climbing_type, sum(routes)::int AS routes FROM groups GROUP BY 1, 2) t GROUP BY owner_id
), degrees AS (
  SELECT owner_id, jsonb_object_agg(degree::text, routes) AS counts
  FROM (SELECT owner_id, least(9, greatest(1, ceil(grade_max_value / 6.0)))::int AS degree, sum(routes)::int AS routes
        FROM groups WHERE grade_max_value > 0 GROUP BY 1, 2) t GROUP BY owner_id
), grades AS (
  SELECT owner_id, jsonb_object_agg(grade_max_value::text, routes) AS counts
  FROM (SELECT owner_id, grade_max_value, sum(routes)::int AS routes FROM groups WHERE grade_max_value > 0 GROUP BY 1, 2) t
  GROUP BY owner_id
)
UPDATE ${table} AS target SET
  routes_count = totals.routes_count,
  grade_min_value = totals.grade_min_value,
  grade_max_value = totals.grade_max_value,
  figures = jsonb_build_object('climbing_types', coalesce(types.counts, '{}'::jsonb),
    'degrees', coalesce(degrees.counts, '{}'::jsonb), 'grades', coalesce(grades.counts, '{}'::jsonb))
FROM totals LEFT JOIN types USING (owner_id) LEFT JOIN degrees USING (owner_id) LEFT JOIN grades USING (owner_id)
WHERE target.id = totals.owner_id`),
  );
}

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped, then builds them again from their
 * own definitions (pg_indexes): one sort per index instead of a trigram and a full-text entry per row.
 * Primary keys and constraints stay.
 */
export async function withoutSecondaryIndexes(db, tables, load, timed) {
  const indexes = await queryRows(
    db,
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
        AND tablename IN ${tables} AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.indexname}`));
  try {
    await load();
  } finally {
    // Even after a failed load: the definitions live only in the indexes, and the next generation reads them there.
    await timed('indexes', () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
      }),
    );
  }
}

/** Serial columns continue after the explicit ids the generator wrote. */
async function resetSequences(db) {
  for (const table of ['crags', 'crag_sectors', 'crag_routes']) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 1))`),
    );
  }
}

/**
 * Checks the SQL figures of a few crags against the app's own `deriveFigures` on their routes: the
 * benchmark must read figures the app would have written.
 */
export async function verifyFigures(db, deriveFigures, cragIds) {
  for (const id of cragIds) {
    const groups = await queryRows(
      db,
      sql`SELECT climbing_type, grade_min_value, grade_max_value, count(*)::int AS routes FROM crag_routes
          WHERE crag_id = ${id} GROUP BY 1, 2, 3`,
    );
    const [stored] = await queryRows(
      db,
      sql`SELECT routes_count, grade_min_value, grade_max_value, figures FROM crags WHERE id = ${id}`,
    );
    const expected = deriveFigures(groups);
    const figures = typeof stored.figures === 'string' ? JSON.parse(stored.figures) : stored.figures;
    if (!isDeepStrictEqual({ ...stored, figures }, expected)) {
      throw new Error(`crag ${id}: stored figures ${JSON.stringify(stored)} differ from ${JSON.stringify(expected)}`);
    }
  }
}

async function insertCrags(db, random, count, towns, { contracts: enums, slugify }) {
  const writer = batchWriter(db, 'crags', CRAG_COLUMNS);
  const crags = [];
  for (let id = 1; id <= count; id += 1) {
    const row = cragRow(random, id, random.pick(towns), enums, slugify);
    // What the sectors and routes need to know of their crag.
    crags.push({
      id,
      latitude: row.latitude,
      longitude: row.longitude,
      climbing_types: row.climbing_types,
      created_at: row.created_at,
    });
    await writer.add(row);
  }
  await writer.flush();
  return crags;
}

/** The sector ids of each crag, in crag order. */
async function insertSectors(db, random, crags, { contracts: enums, slugify }) {
  const writer = batchWriter(db, 'crag_sectors', SECTOR_COLUMNS);
  const byCrag = [];
  for (const crag of crags) {
    const ids = [];
    for (let count = Number(random.weighted(SECTORS_PER_CRAG)); count > 0; count -= 1) {
      ids.push(writer.count + 1);
      await writer.add(sectorRow(random, writer.count + 1, crag, enums, slugify));
    }
    byCrag.push(ids);
  }
  await writer.flush();
  return byCrag;
}

async function insertRoutes(db, random, count, crags, sectorIds, modules) {
  const writer = batchWriter(db, 'crag_routes', ROUTE_COLUMNS);
  const perCrag = skewedParts(random, count, crags.length);
  for (const [index, crag] of crags.entries()) {
    for (let left = perCrag[index]; left > 0; left -= 1) {
      await writer.add(routeRow(random, writer.count + 1, crag, sectorIds[index], modules));
    }
  }
  await writer.flush();
}

async function computeFigures(db) {
  await refreshFigures(db, 'crags', 'crag_id');
  await refreshFigures(db, 'crag_sectors', 'crag_sector_id');
  await db.execute(
    sql`UPDATE crags SET sectors_count = s.sectors FROM (SELECT crag_id, count(*)::int AS sectors FROM crag_sectors GROUP BY crag_id) s WHERE crags.id = s.crag_id`,
  );
  await resetSequences(db);
}

/**
 * The crags map's grid cells (`crag_grid_cells`, outdoor/geo) are kept by statement triggers on `crags`: the
 * bulk inserts filled them batch by batch. Checks that every level counts every crag once.
 */
export async function verifyGridCells(db) {
  const [{ total }] = await queryRows(db, sql`SELECT count(*)::int AS total FROM crags`);
  const levels = await queryRows(
    db,
    sql`SELECT level, sum(crags_count)::int AS crags FROM crag_grid_cells GROUP BY level ORDER BY level`,
  );
  const wrong = levels.filter((row) => row.crags !== total);
  if ((total > 0 && levels.length === 0) || wrong.length > 0) {
    throw new Error(`crag_grid_cells: ${JSON.stringify(wrong)} do not count the ${total} crags`);
  }
}

/**
 * Generates `crags` crags around real towns (0–4 sectors each) and `routes` routes spread over them with a
 * long tail, from `seed`, then their figures (the map's grid cells follow the crags through their
 * triggers). Returns the sector count; `timed` records each step.
 * `afterLoad` (a further step of the generator: climbers and ascents) runs while the secondary indexes of
 * the catalogue and of `extraTables` are still dropped; they are all built once, at the end.
 */
export async function generateOutdoor(
  db,
  modules,
  { seed, crags: cragCount, routes: routeCount, timed, extraTables = [], afterLoad = async () => {} },
) {
  const random = createRandom(seed);
  const towns = await metropolitanTowns(db);
  if (towns.length === 0) throw new Error('no towns: seed the reference data first');
  let sectors = 0;
  await withoutSecondaryIndexes(
    db,
    ['crags', 'crag_sectors', 'crag_routes', ...extraTables],
    async () => {
      const crags = await timed('crags', () => insertCrags(db, random, cragCount, towns, modules));
      const sectorIds = await timed('sectors', () => insertSectors(db, random, crags, modules));
      sectors = sectorIds.reduce((sum, ids) => sum + ids.length, 0);
      await timed('routes', () => insertRoutes(db, random, routeCount, crags, sectorIds, modules));
      // Before the indexes are back: updating 100,000 indexed rows costs more than building the indexes.
      await timed('figures', () => computeFigures(db));
      await afterLoad();
    },
    timed,
  );
  await timed('verify_grid_cells', () => verifyGridCells(db));
  return { crag_sectors: sectors };
}
