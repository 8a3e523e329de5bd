// The synthetic dataset for benchmarks ONLY (catalogue, logbook and indoor catalogue), built reproducibly from a
// seed into its own database:
//   node bench/generate-outdoor.mjs [--driver=postgres|pglite] [--parts=outdoor,indoor] [--crags=N] [--routes=N]
//                                   [--users=N] [--ascents=N] [--gyms=N] [--gym-routes=N] [--seed=N]
//                                   [--database-url=postgres://…/cordee_bench] [--data-dir=DIR]
// PostgreSQL (default): 100,000 crags, 1,000,000 routes, 200,000 climbers and 10,000,000 ascents in
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/cordee_bench), dropped and created again.
// PGlite: 8,000 crags, 72,000 routes, 1,000 climbers and 20,000 ascents (about 100,000 rows) in
// .tmp/bench/outdoor-pglite. Both hold the benchmark climber (5,000 ascents; bench/lib/synthetic/logbook.mjs).
// The app's migrations, the real reference data (departments, towns), then synthetic crags, sectors and routes
// (`bench/lib/synthetic/outdoor.mjs`), climbers, sessions, ascents, partners and the routes' ascent figures
// (`logbook.mjs`), then the search's completions, all with the secondary indexes and the logbook's foreign keys
// dropped, built once at the end;
// then checks against the app's own code, a checksum of every generated table, and VACUUM ANALYZE.
// The indoor part (`lib/synthetic/indoor.mjs`: 10,000 gyms and 1,000,000 gym routes on PostgreSQL, 300 and 20,000
// on PGlite) is generated after it, or alone with `--parts=indoor` into the stored dataset (its indoor tables
// emptied first; the whole dataset is generated when none is stored), with its own key, checks and checksum.
// Writes bench/results/generate-outdoor-<driver>.json (and generate-indoor-<driver>.json).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadDatabaseModules } from './lib/api-modules.mjs';
import { benchTarget, datasetExists, describeTarget, recreateDataset } from './lib/bench-database.mjs';
import { writeResult } from './lib/common.mjs';
import { createStepTimer } from './lib/step-timer.mjs';
import {
  generateIndoor,
  INDOOR_DATASET_VERSION,
  INDOOR_TABLES,
  indoorChecksum,
  verifyIndoor,
} from './lib/synthetic/indoor.mjs';
import {
  datasetChecksum,
  generateLogbook,
  LOGBOOK_DATASET_VERSION,
  LOGBOOK_TABLES,
  verifyLogbook,
} from './lib/synthetic/logbook.mjs';
import { generateOutdoor, OUTDOOR_DATASET_VERSION, verifyFigures } from './lib/synthetic/outdoor.mjs';
import { createRandom } from './lib/synthetic/random.mjs';

export const DEFAULT_SEED = 2026;
/**
 * PostgreSQL: the scale of docs/conventions.md (100 k crags, 1 M routes, 10 M ascents). PGlite: about 100 k rows in
 * all (8 k crags, 72 k routes, 1 k climbers, 20 k ascents of which the benchmark climber's 5 k).
 */
export const DEFAULT_SIZES = {
  postgres: { crags: 100_000, routes: 1_000_000, users: 200_000, ascents: 10_000_000 },
  pglite: { crags: 8_000, routes: 72_000, users: 1_000, ascents: 20_000 },
};
/** The indoor part: 10,000 gyms and 1 M gym routes on PostgreSQL (the indoor catalogue's scale); a small size on PGlite. */
export const DEFAULT_INDOOR_SIZES = {
  postgres: { gyms: 10_000, gymRoutes: 1_000_000 },
  pglite: { gyms: 300, gymRoutes: 20_000 },
};
/** The benchmark climber's ascents, whatever the size (the logbook benchmark's figure is for this climber). */
export const CLIMBER_ASCENTS = 5_000;
/** The `system_settings` row describing the dataset a database holds, so that a benchmark can reuse it. */
const DATASET_KEY = 'bench_outdoor_dataset';
/** The same for the indoor part, generated on its own into a stored dataset. */
const INDOOR_DATASET_KEY = 'bench_indoor_dataset';

const openTarget = (modules, target) =>
  modules.openDatabase(
    target.driver === 'postgres'
      ? { driver: 'postgres', url: target.url }
      : { driver: 'pglite', dataDir: target.dataDir },
  );

/** The dataset a database holds (`{ version, seed, crags, routes, … }`, or its indoor part's), or null. */
export async function readDataset(target, key = DATASET_KEY) {
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    const result = await database.db.execute(sql`SELECT value FROM system_settings WHERE key = ${key}`);
    const value = result.rows[0]?.value;
    return value ? JSON.parse(value) : null;
  } catch {
    return null;
  } finally {
    await database.close();
  }
}

/** The search's completions (`search_completions`): derived from the catalogue, rebuilt after a bulk load. */
const COMPLETIONS_TABLE = 'search_completions';

/**
 * Brings a reused dataset to the app's current schema: the migrations added since it was generated
 * (an index changed, say) are applied to it, as they would be to a live database at the next start. A dataset
 * generated before the search's completions existed gets them, as a live database does at its next start.
 */
export async function migrateDataset(target) {
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    await database.migrate();
    const { timed } = createStepTimer(console.log);
    if (await timed('search_completions', () => modules.fillSearchCompletionsIfEmpty(database.db))) {
      // As after a generation: statistics for the plans, a visibility map for the index-only scans.
      await database.db.execute(sql.raw(`VACUUM ANALYZE ${COMPLETIONS_TABLE}`));
    }
  } finally {
    await database.close();
  }
}

export function sameDataset(stored, { seed, crags, routes, users, ascents }) {
  return (
    stored?.version === OUTDOOR_DATASET_VERSION &&
    stored.logbook_version === LOGBOOK_DATASET_VERSION &&
    stored.seed === seed &&
    stored.crags === crags &&
    stored.routes === routes &&
    stored.users === users &&
    stored.ascents === ascents
  );
}

export const readIndoorDataset = (target) => readDataset(target, INDOOR_DATASET_KEY);

export function sameIndoorDataset(stored, { seed, gyms, gymRoutes }) {
  return (
    stored?.version === INDOOR_DATASET_VERSION &&
    stored.seed === seed &&
    stored.gyms === gyms &&
    stored.gym_routes === gymRoutes
  );
}

/**
 * Generates the indoor part into the stored dataset (its indoor tables emptied first), checks it against the app's
 * own code, checksums it and refreshes its statistics; returns what was built and how long each step took.
 */
export async function buildIndoorDataset(target, { seed, gyms, gymRoutes, log = console.log }) {
  const started = performance.now();
  log(`Generating ${gyms} gyms and ${gymRoutes} gym routes (seed ${seed}) into ${describeTarget(target)}…`);
  const { timed, timings } = createStepTimer(log);
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    await timed('migrate', () => database.migrate());
    await database.db.execute(sql`DELETE FROM system_settings WHERE key = ${INDOOR_DATASET_KEY}`);
    const generated = await generateIndoor(database.db, modules, { seed, gyms, routes: gymRoutes, timed });
    const sample = Array.from({ length: 25 }, (_, index) => 1 + Math.floor((index * gyms) / 25));
    const randomSample = createRandom(seed + 2);
    for (let count = 0; count < 25; count += 1) sample.push(randomSample.int(1, gyms));
    const verified = await timed('verify_indoor', () => verifyIndoor(database.db, modules, sample));
    const checksum = await timed('indoor_checksum', () => indoorChecksum(database.db, datasetChecksum));
    await timed('indoor_vacuum_analyze', () =>
      database.db.execute(sql.raw(`VACUUM ANALYZE ${[...INDOOR_TABLES, COMPLETIONS_TABLE].join(', ')}`)),
    );
    const dataset = {
      version: INDOOR_DATASET_VERSION,
      seed,
      gyms,
      gym_routes: gymRoutes,
      ...generated,
      verified,
      checksum,
      driver: target.driver,
      timings_ms: { ...timings, total: Math.round(performance.now() - started) },
    };
    await database.db.execute(
      sql`INSERT INTO system_settings (key, value) VALUES (${INDOOR_DATASET_KEY}, ${JSON.stringify(dataset)})`,
    );
    log(
      `  total: ${(dataset.timings_ms.total / 1000).toFixed(1)} s (${generated.gym_spaces} spaces, ` +
        `${generated.gym_sectors} sectors, ${verified.mounted_routes} mounted routes; checksum ${checksum.md5})`,
    );
    return dataset;
  } finally {
    await database.close();
  }
}

/** (Re)creates the dataset's database and fills it; returns what was built and how long each step took. */
export async function buildOutdoorDataset(target, { seed, crags, routes, users, ascents, log = console.log }) {
  const started = performance.now();
  const climberAscents = Math.min(CLIMBER_ASCENTS, ascents);
  log(
    `Generating ${crags} crags, ${routes} routes, ${users} climbers and ${ascents} ascents (seed ${seed}) into ${describeTarget(target)}…`,
  );
  const { timed, timings } = createStepTimer(log);
  await timed('create_database', () => recreateDataset(target));
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    await timed('migrate', () => database.migrate());
    await timed('reference_data', () => database.db.transaction((tx) => modules.seedReferenceData(tx)));
    let logbook = null;
    const generated = await generateOutdoor(database.db, modules, {
      seed,
      crags,
      routes,
      timed,
      extraTables: [...LOGBOOK_TABLES, COMPLETIONS_TABLE],
      afterLoad: async () => {
        logbook = await generateLogbook(database.db, modules, { seed, users, ascents, climberAscents, timed });
        // Last: the completions weigh crags by their routes and routes by their ascents.
        await timed('search_completions', () => modules.rebuildSearchCompletions(database.db));
      },
    });
    await timed('foreign_keys', () => logbook.addForeignKeys());
    const sample = Array.from({ length: 25 }, (_, index) => 1 + Math.floor((index * crags) / 25));
    const randomSample = createRandom(seed + 1);
    for (let count = 0; count < 25; count += 1) sample.push(randomSample.int(1, crags));
    await timed('verify_figures', () => verifyFigures(database.db, modules.deriveFigures, sample));
    const verified = await timed('verify_logbook', () =>
      verifyLogbook(database.db, modules, { ascents, climber: logbook.benchmark_climber }),
    );
    const checksum = await timed('checksum', () => datasetChecksum(database.db));
    // Fresh statistics and visibility maps: the benchmark measures plans a maintained database would use.
    await timed('vacuum_analyze', () => database.db.execute(sql`VACUUM ANALYZE`));
    const dataset = {
      version: OUTDOOR_DATASET_VERSION,
      logbook_version: LOGBOOK_DATASET_VERSION,
      seed,
      crags,
      routes,
      users,
      ascents,
      crag_sectors: generated.crag_sectors,
      climbing_sessions: logbook.climbing_sessions,
      ascent_partners: logbook.ascent_partners,
      benchmark_climber: logbook.benchmark_climber,
      verified,
      checksum,
      driver: target.driver,
      timings_ms: { ...timings, total: Math.round(performance.now() - started) },
    };
    await database.db.execute(
      sql`INSERT INTO system_settings (key, value) VALUES (${DATASET_KEY}, ${JSON.stringify(dataset)})`,
    );
    log(
      `  total: ${(dataset.timings_ms.total / 1000).toFixed(1)} s (${generated.crag_sectors} sectors, ` +
        `${logbook.climbing_sessions} sessions, ${logbook.ascent_partners} partners; checksum ${checksum.md5})`,
    );
    return dataset;
  } finally {
    await database.close();
  }
}

const PARTS = ['outdoor', 'indoor'];
const SIZE_FLAGS = {
  '--crags': 'crags',
  '--routes': 'routes',
  '--users': 'users',
  '--ascents': 'ascents',
  '--gyms': 'gyms',
  '--gym-routes': 'gymRoutes',
  '--seed': 'seed',
};

function parseArgs(argv) {
  const options = { driver: 'postgres', seed: DEFAULT_SEED, parts: PARTS };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=');
    if (flag === '--driver') options.driver = value;
    else if (flag === '--parts') options.parts = value.split(',').map((part) => part.trim());
    else if (SIZE_FLAGS[flag] && /^\d+$/.test(value)) options[SIZE_FLAGS[flag]] = Number(value);
    else if (flag === '--database-url') options.url = value;
    else if (flag === '--data-dir') options.dataDir = value;
    else
      throw new Error(
        `unknown flag ${arg} (--driver=postgres|pglite --parts=outdoor,indoor --crags=N --routes=N --users=N --ascents=N --gyms=N --gym-routes=N --seed=N --database-url= --data-dir=)`,
      );
  }
  const sizes = DEFAULT_SIZES[options.driver];
  if (!sizes) throw new Error(`unknown driver ${options.driver} (postgres or pglite)`);
  const unknown = options.parts.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0 || options.parts.length === 0) throw new Error(`unknown part ${unknown} (outdoor, indoor)`);
  return { ...sizes, ...DEFAULT_INDOOR_SIZES[options.driver], ...options };
}

/**
 * The outdoor part when asked, or when only the indoor one is and no dataset is stored (the indoor part goes
 * into a whole dataset); then the indoor part. Writes each part's result file.
 */
async function generate(options) {
  const target = benchTarget(options.driver, options);
  const stored = options.parts.includes('outdoor') ? null : await readStoredDataset(target);
  if (!stored) {
    const dataset = await buildOutdoorDataset(target, options);
    const file = writeResult(`generate-outdoor-${options.driver}`, { target: describeTarget(target), ...dataset });
    console.log(`→ ${file}`);
  }
  if (!options.parts.includes('indoor')) return;
  const indoor = await buildIndoorDataset(target, options);
  const file = writeResult(`generate-indoor-${options.driver}`, { target: describeTarget(target), ...indoor });
  console.log(`→ ${file}`);
}

/** The stored outdoor dataset, or null when there is none (no database, no key). */
async function readStoredDataset(target) {
  return (await datasetExists(target)) ? readDataset(target) : null;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await generate(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`generate-outdoor: ${error.stack ?? error}`);
    process.exitCode = 1;
  }
}
