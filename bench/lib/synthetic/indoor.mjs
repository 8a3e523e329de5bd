// The synthetic indoor catalogue: gym chains, gyms in real towns (the bigger the town, the likelier a gym), their
// default levels as the app creates them, spaces, sectors and routes (mounted, and dismounted ones of past
// settings), loaded with bulk INSERT … SELECT FROM json_to_recordset like the outdoor part, then the derived
// counts in SQL and the gyms' search completions by the app's own code.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { syntheticWord } from './names.mjs';
import { batchWriter, queryRows, withoutSecondaryIndexes } from './outdoor.mjs';
import { createRandom, skewedParts } from './random.mjs';

/** Bumped when the generated rows change: a stored indoor part of another version is generated again. */
export const INDOOR_DATASET_VERSION = 1;

/** The tables the indoor part fills (emptied first when it is generated again into an existing dataset). */
export const INDOOR_TABLES = ['gym_chains', 'gyms', 'gym_levels', 'gym_spaces', 'gym_sectors', 'gym_routes'];

/** The search's completions: the gyms' rows are rewritten by the app's code at the end. */
const COMPLETIONS_TABLE = 'search_completions';

/** One gym in three belongs to a chain; a chain holds about this many gyms. */
const CHAIN_SHARE = 0.3;
const GYMS_PER_CHAIN = 25;
/** Spaces per gym, sectors per space. */
const SPACES_PER_GYM = { 1: 3, 2: 4, 3: 2, 4: 1 };
const SECTORS_PER_SPACE = [2, 8];
/** Routes still on the walls: the others were dismounted at a later setting. */
const MOUNTED_SHARE = 0.45;
/** What a gym offers: bouldering halls are the most common, then lead walls, often both. */
const GYM_OFFERS = {
  bouldering: 45,
  sport_climbing: 15,
  'bouldering,sport_climbing': 25,
  'bouldering,pan': 5,
  'bouldering,sport_climbing,pan,training_space': 7,
  'bouldering,fun_climbing,training_space': 3,
};
/** Words that make gym names as varied as real ones: a kind word and an invented one, in either order. */
const KIND_WORDS = ['Bloc', 'Escalade', 'Vertical', 'Grimpe', 'Climb', 'Boulder', 'Mur', 'Prises', 'Altitude', 'Roc'];
const STREETS = ['rue', 'avenue', 'boulevard', 'chemin', 'allée', 'quai', 'impasse', 'place'];
const OPENERS = ['Alex', 'Camille', 'Sam', 'Jo', 'Lou', 'Max', 'Noa', 'Eden', 'Sacha', 'Charlie', 'Robin', 'Maël'];

const DAY_MS = 86_400_000;
/** Fixed dates (not "now"): the same seed gives the same rows. Gyms opened over ten years, routes over four. */
const FIRST_DAY = Date.UTC(2016, 0, 1);
const GYM_DAYS = 3_650;
const LAST_SETTING_DAY = Date.UTC(2026, 9, 31);
const ROUTE_DAYS = 1_460;

const BATCH_ROWS = 20_000;

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Towns weighted by their population: gyms are where climbers live. */
function townPicker(random, towns) {
  const cumulative = [];
  let total = 0;
  for (const town of towns) {
    total += Math.sqrt(Math.max(100, Number(town.population ?? 0)));
    cumulative.push(total);
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] <= target) low = middle + 1;
      else high = middle;
    }
    return towns[low];
  };
}

async function metropolitanTowns(db) {
  return queryRows(
    db,
    sql`SELECT t.id, t.name, t.latitude, t.longitude, t.population, lower(c.code) AS country_code FROM towns t
        JOIN departments d ON d.id = t.department_id JOIN countries c ON c.id = t.country_id
        WHERE d.number NOT LIKE '97%' ORDER BY t.id`,
  );
}

/** `Synth Bloc Torvela` or `Synth Torvela Escalade`: synthetic, and a word to type that is not the kind. */
function gymName(random) {
  const kind = random.pick(KIND_WORDS);
  const word = syntheticWord(random);
  return random.next() < 0.5 ? `Synth ${kind} ${word}` : `Synth ${word} ${kind}`;
}

function chainRow(random, id, slugify) {
  const name = `Synth ${syntheticWord(random)} ${random.pick(['Climbing', 'Bloc', 'Escalade'])}`;
  const created = new Date(FIRST_DAY + random.int(0, GYM_DAYS - 1) * DAY_MS).toISOString();
  return { id, name, slug_name: slugify(name), created_at: created, updated_at: created };
}

function gymRow(random, id, town, chainId, slugify) {
  const name = gymName(random);
  const created = new Date(FIRST_DAY + random.int(0, GYM_DAYS - 1) * DAY_MS).toISOString();
  return {
    id,
    name,
    slug_name: slugify(name),
    address: `${random.int(1, 120)} ${random.pick(STREETS)} ${syntheticWord(random)}`,
    postal_code: String(random.int(1_000, 95_999)).padStart(5, '0'),
    city: town.name,
    country_code: town.country_code,
    // Within a few kilometres of the town's centre.
    latitude: Number((town.latitude + random.normal(0, 0.02)).toFixed(6)),
    longitude: Number((town.longitude + random.normal(0, 0.03)).toFixed(6)),
    time_zone: 'Europe/Paris',
    climbing_types: random.weighted(GYM_OFFERS).split(','),
    gym_type: random.next() < 0.3 ? 'club' : 'private',
    gym_chain_id: chainId,
    created_at: created,
    updated_at: created,
  };
}

/** The types of route a gym sets: those of its offer that have levels. */
function routeTypes(gym, routeClimbingTypes) {
  const types = gym.climbing_types.filter((type) => routeClimbingTypes.includes(type));
  return types.length > 0 ? types : ['bouldering'];
}

function spaceRow(random, id, gym, position, types, slugify) {
  const name = `Synth ${random.pick(['Salle', 'Espace', 'Mur', 'Zone'])} ${syntheticWord(random, 1, 2)}`;
  return {
    id,
    gym_id: gym.id,
    name,
    slug_name: slugify(name),
    climbing_type: random.pick(types),
    position,
    created_at: gym.created_at,
    updated_at: gym.created_at,
  };
}

/** A sector's outline on a 1,000 × 600 plan: the sectors of a space side by side along its wall. */
function sectorPolygon(position, count) {
  const width = Math.floor(1_000 / count);
  const x = position * width;
  return [
    [x, 0],
    [x + width, 0],
    [x + width, 120],
    [x, 120],
  ];
}

function sectorRow(random, id, space, position, count) {
  const lead = space.climbing_type === 'sport_climbing';
  const anchorFrom = lead ? position * 6 + 1 : null;
  return {
    id,
    gym_id: space.gym_id,
    gym_space_id: space.id,
    name: `Synth ${syntheticWord(random, 1, 2)}`,
    climbing_type: space.climbing_type,
    height: lead ? random.int(10, 18) : random.int(3, 5),
    anchor_from: anchorFrom,
    anchor_to: lead ? anchorFrom + 5 : null,
    polygon: sectorPolygon(position, count),
    position,
    created_at: space.created_at,
    updated_at: space.created_at,
  };
}

/**
 * A route as the app writes it from its level (gym-route.service `routeValues`): the level's colour, its grade
 * and the grade's text; mounted, or dismounted some weeks after it was opened.
 */
function routeRow(random, id, sector, { levels, formatGrade }) {
  const scale = levels[sector.climbing_type];
  const levelIndex = Math.min(scale.length - 1, Math.max(0, Math.round(random.normal(scale.length / 2, 1.6))));
  const level = scale[levelIndex];
  const mounted = random.next() < MOUNTED_SHARE;
  // Mounted routes are recent; dismounted ones stayed up 4 to 20 weeks.
  const opened = LAST_SETTING_DAY - random.int(0, mounted ? 120 : ROUTE_DAYS) * DAY_MS;
  const dismounted = mounted ? null : Math.min(LAST_SETTING_DAY, opened + random.int(28, 140) * DAY_MS);
  const created = new Date(opened + random.int(8, 20) * 3_600_000).toISOString();
  return {
    id,
    gym_id: sector.gym_id,
    gym_space_id: sector.gym_space_id,
    gym_sector_id: sector.id,
    name: random.next() < 0.2 ? `Synth ${syntheticWord(random)}` : null,
    climbing_type: sector.climbing_type,
    hold_colors: [level.color],
    tag_colors: [],
    grade_value: level.grade_value,
    grade_text: level.grade_value ? formatGrade(level.grade_value) : null,
    level_index: levelIndex,
    level_color: level.color,
    sub_level: random.next() < 0.3 ? random.int(1, 3) : null,
    anchor_number: sector.anchor_from === null ? null : random.int(sector.anchor_from, sector.anchor_to),
    openers: random.some(OPENERS, random.int(1, 2)),
    opened_at: day(opened),
    dismounted_at: dismounted === null ? null : day(dismounted),
    created_at: created,
    updated_at: dismounted === null ? created : new Date(dismounted + 9 * 3_600_000).toISOString(),
  };
}

const CHAIN_COLUMNS = {
  id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const GYM_COLUMNS = {
  id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  address: 'varchar',
  postal_code: 'varchar',
  city: 'varchar',
  country_code: 'varchar',
  latitude: 'double precision',
  longitude: 'double precision',
  time_zone: 'varchar',
  climbing_types: 'text[]',
  gym_type: 'varchar',
  gym_chain_id: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const LEVEL_COLUMNS = {
  gym_id: 'integer',
  climbing_type: 'varchar',
  levels: 'jsonb',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const SPACE_COLUMNS = {
  id: 'integer',
  gym_id: 'integer',
  name: 'varchar',
  slug_name: 'varchar',
  climbing_type: 'varchar',
  position: 'smallint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const SECTOR_COLUMNS = {
  id: 'integer',
  gym_id: 'integer',
  gym_space_id: 'integer',
  name: 'varchar',
  climbing_type: 'varchar',
  height: 'smallint',
  anchor_from: 'smallint',
  anchor_to: 'smallint',
  polygon: 'jsonb',
  position: 'smallint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const ROUTE_COLUMNS = {
  id: 'integer',
  gym_id: 'integer',
  gym_space_id: 'integer',
  gym_sector_id: 'integer',
  name: 'varchar',
  climbing_type: 'varchar',
  hold_colors: 'text[]',
  tag_colors: 'text[]',
  grade_value: 'smallint',
  grade_text: 'varchar',
  level_index: 'smallint',
  level_color: 'varchar',
  sub_level: 'smallint',
  anchor_number: 'smallint',
  openers: 'text[]',
  opened_at: 'date',
  dismounted_at: 'date',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** Chains, gyms and their default levels (every type of route, as `createGym` inserts them). */
async function insertGyms(db, random, count, towns, { contracts, slugify }) {
  const chainCount = Math.max(1, Math.round((count * CHAIN_SHARE) / GYMS_PER_CHAIN));
  const chains = batchWriter(db, 'gym_chains', CHAIN_COLUMNS, BATCH_ROWS);
  for (let id = 1; id <= chainCount; id += 1) await chains.add(chainRow(random, id, slugify));
  await chains.flush();
  const pickTown = townPicker(random, towns);
  const gymWriter = batchWriter(db, 'gyms', GYM_COLUMNS, BATCH_ROWS);
  const gyms = [];
  for (let id = 1; id <= count; id += 1) {
    const chainId = random.next() < CHAIN_SHARE ? random.int(1, chainCount) : null;
    const row = gymRow(random, id, pickTown(), chainId, slugify);
    gyms.push({ id, climbing_types: row.climbing_types, created_at: row.created_at });
    await gymWriter.add(row);
  }
  await gymWriter.flush();
  // After every gym: the levels' foreign key stays during the load.
  const levelWriter = batchWriter(db, 'gym_levels', LEVEL_COLUMNS, BATCH_ROWS);
  for (const gym of gyms) {
    for (const type of contracts.GYM_ROUTE_CLIMBING_TYPES) {
      await levelWriter.add({
        gym_id: gym.id,
        climbing_type: type,
        levels: contracts.DEFAULT_GYM_LEVELS[type],
        created_at: gym.created_at,
        updated_at: gym.created_at,
      });
    }
  }
  await levelWriter.flush();
  return { gyms, chains: chainCount };
}

/** Each gym's sectors (with what a route needs of them), in gym order. */
async function insertSpacesAndSectors(db, random, gyms, { contracts, slugify }) {
  const spaces = batchWriter(db, 'gym_spaces', SPACE_COLUMNS, BATCH_ROWS);
  const byGym = [];
  let sectorCount = 0;
  for (const gym of gyms) {
    const types = routeTypes(gym, contracts.GYM_ROUTE_CLIMBING_TYPES);
    const gymSectors = [];
    for (let position = 0, count = Number(random.weighted(SPACES_PER_GYM)); position < count; position += 1) {
      const space = spaceRow(random, spaces.count + 1, gym, position, types, slugify);
      await spaces.add(space);
      const sectorsInSpace = random.int(SECTORS_PER_SPACE[0], SECTORS_PER_SPACE[1]);
      for (let index = 0; index < sectorsInSpace; index += 1) {
        sectorCount += 1;
        gymSectors.push(sectorRow(random, sectorCount, space, index, sectorsInSpace));
      }
    }
    byGym.push(gymSectors);
  }
  await spaces.flush();
  // After every space: the sectors' foreign key stays during the load.
  const sectors = batchWriter(db, 'gym_sectors', SECTOR_COLUMNS, BATCH_ROWS);
  for (const sector of byGym.flat()) await sectors.add(sector);
  await sectors.flush();
  return { spaces: spaces.count, sectors: sectors.count, byGym };
}

async function insertRoutes(db, random, count, sectorsByGym, modules) {
  const writer = batchWriter(db, 'gym_routes', ROUTE_COLUMNS, BATCH_ROWS);
  const levels = modules.contracts.DEFAULT_GYM_LEVELS;
  const perGym = skewedParts(random, count, sectorsByGym.length);
  for (const [index, sectors] of sectorsByGym.entries()) {
    for (let left = perGym[index]; left > 0; left -= 1) {
      await writer.add(
        routeRow(random, writer.count + 1, random.pick(sectors), {
          levels,
          formatGrade: modules.contracts.formatGrade,
        }),
      );
    }
  }
  await writer.flush();
}

/** The counts the app keeps in each change's transaction (`refreshSpaceCounts`, `refreshGymCounts`, chains'). */
async function computeCounts(db) {
  await db.execute(sql`
    UPDATE gym_sectors s SET mounted_routes_count = r.routes
    FROM (SELECT gym_sector_id, count(*)::int AS routes FROM gym_routes WHERE dismounted_at IS NULL GROUP BY 1) r
    WHERE s.id = r.gym_sector_id`);
  await db.execute(sql`
    UPDATE gym_spaces p SET sectors_count = s.sectors, mounted_routes_count = s.routes
    FROM (SELECT gym_space_id, count(*)::int AS sectors, sum(mounted_routes_count)::int AS routes
          FROM gym_sectors GROUP BY 1) s
    WHERE p.id = s.gym_space_id`);
  await db.execute(sql`
    UPDATE gyms g SET spaces_count = p.spaces, mounted_routes_count = p.routes
    FROM (SELECT gym_id, count(*)::int AS spaces, sum(mounted_routes_count)::int AS routes FROM gym_spaces GROUP BY 1) p
    WHERE g.id = p.gym_id`);
  await db.execute(sql`
    UPDATE gym_chains c SET gyms_count = g.gyms
    FROM (SELECT gym_chain_id, count(*)::int AS gyms FROM gyms WHERE gym_chain_id IS NOT NULL GROUP BY 1) g
    WHERE c.id = g.gym_chain_id`);
  for (const table of INDOOR_TABLES) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 1))`),
    );
  }
}

/**
 * Empties the indoor tables. The logbook's `ascents` refer to gyms and gym routes (its indoor ascents,
 * docs/decisions/040): `TRUNCATE … CASCADE` would empty the whole table, the 10 M outdoor ascents with it. So the
 * indoor ascents are deleted first, the two foreign keys set aside while the indoor tables are emptied (what else
 * refers to them is indoor data, emptied with them), then added back, every row checked.
 */
async function emptyIndoorTables(db) {
  const references = await queryRows(
    db,
    sql`SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE contype = 'f' AND conrelid = 'ascents'::regclass AND confrelid::regclass::text IN ${INDOOR_TABLES}`,
  );
  await db.execute(sql`DELETE FROM ascents WHERE gym_id IS NOT NULL OR gym_route_id IS NOT NULL`);
  for (const { conname } of references) await db.execute(sql.raw(`ALTER TABLE ascents DROP CONSTRAINT ${conname}`));
  await db.execute(sql.raw(`TRUNCATE ${INDOOR_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  for (const { conname, definition } of references) {
    await db.execute(sql.raw(`ALTER TABLE ascents ADD CONSTRAINT ${conname} ${definition}`));
  }
}

/**
 * Generates `gyms` gyms (chains for about a third, 1–4 spaces, 2–8 sectors a space) and `routes` routes spread over
 * them with a long tail, from `seed`, into a database holding the reference data (and possibly the outdoor part):
 * the indoor tables are emptied first. The secondary indexes of the indoor tables and of the completions are
 * dropped during the load and built once at the end. Returns the counts.
 */
export async function generateIndoor(db, modules, { seed, gyms: gymCount, routes: routeCount, timed }) {
  // Its own stream: the indoor part does not depend on the outdoor sizes.
  const random = createRandom(seed + 17);
  const towns = await metropolitanTowns(db);
  if (towns.length === 0) throw new Error('no towns: seed the reference data first');
  await timed('indoor_truncate', () => emptyIndoorTables(db));
  let counts;
  await withoutSecondaryIndexes(
    db,
    [...INDOOR_TABLES, COMPLETIONS_TABLE],
    async () => {
      const { gyms, chains } = await timed('gyms', () => insertGyms(db, random, gymCount, towns, modules));
      const places = await timed('gym_spaces_sectors', () => insertSpacesAndSectors(db, random, gyms, modules));
      await timed('gym_routes', () => insertRoutes(db, random, routeCount, places.byGym, modules));
      await timed('gym_counts', () => computeCounts(db));
      await timed('gym_completions', () => modules.rebuildGymCompletions(db));
      counts = { gym_chains: chains, gym_spaces: places.spaces, gym_sectors: places.sectors };
    },
    timed,
  );
  return counts;
}

const rowsOf = async (db, query) => (await db.execute(query)).rows;

/** A gym's counts and its spaces' and sectors', as stored. */
async function storedCounts(db, gymId) {
  return {
    gym: await rowsOf(db, sql`SELECT spaces_count, mounted_routes_count FROM gyms WHERE id = ${gymId}`),
    spaces: await rowsOf(
      db,
      sql`SELECT id, sectors_count, mounted_routes_count FROM gym_spaces WHERE gym_id = ${gymId} ORDER BY id`,
    ),
    sectors: await rowsOf(
      db,
      sql`SELECT id, mounted_routes_count FROM gym_sectors WHERE gym_id = ${gymId} ORDER BY id`,
    ),
    completions: await rowsOf(
      db,
      sql`SELECT * FROM search_completions WHERE kind = 'gym' AND record_id = ${gymId} ORDER BY word`,
    ),
  };
}

/** Raised to roll the check's transaction back once it has compared. */
class RolledBack extends Error {}

/**
 * Checks sampled gyms against the app's own code, in a transaction rolled back: their counts and their spaces' and
 * sectors' as `refreshGymCounts` and `refreshSpaceCounts` write them, their completions as a gym's change rewrites
 * them, and their routes' levels as `createGymRoute` reads them from the gym's scale.
 */
export async function verifyIndoor(db, modules, gymIds) {
  for (const gymId of gymIds) {
    const before = await storedCounts(db, gymId);
    const after = await db
      .transaction(async (tx) => {
        await modules.refreshGymCounts(tx, gymId);
        for (const space of before.spaces) await modules.refreshSpaceCounts(tx, space.id);
        await modules.refreshGymCompletions(tx, gymId);
        const rows = await storedCounts(tx, gymId);
        throw new RolledBack(JSON.stringify(rows));
      })
      .catch((error) => {
        if (error instanceof RolledBack) return JSON.parse(error.message);
        throw error;
      });
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(before)), after)) {
      throw new Error(`gym ${gymId}: stored ${JSON.stringify(before)} differ from the app's ${JSON.stringify(after)}`);
    }
  }
  const [wrong] = await rowsOf(
    db,
    sql`SELECT count(*)::int AS routes FROM gym_routes r JOIN gym_levels l
          ON l.gym_id = r.gym_id AND l.climbing_type = r.climbing_type
        WHERE r.gym_id = ANY(${`{${gymIds.join(',')}}`}::int[])
          AND (l.levels -> r.level_index ->> 'color' IS DISTINCT FROM r.level_color
            OR (l.levels -> r.level_index ->> 'grade_value')::int IS DISTINCT FROM r.grade_value::int)`,
  );
  if (wrong.routes > 0) throw new Error(`${wrong.routes} sampled routes differ from their gym's levels`);
  const [{ total, mounted }] = await rowsOf(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE dismounted_at IS NULL)::int AS mounted FROM gym_routes`,
  );
  return { sampled_gyms: gymIds.length, gym_routes: total, mounted_routes: mounted };
}

const CHECKSUM_TABLES = Object.fromEntries(INDOOR_TABLES.map((table) => [table, 't::text']));

/** The indoor tables' checksum, as the outdoor part's (`datasetChecksum`): same seed and sizes, same md5. */
export function indoorChecksum(db, datasetChecksum) {
  return datasetChecksum(db, CHECKSUM_TABLES);
}
