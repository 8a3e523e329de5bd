// The synthetic outdoor dataset for benchmarks ONLY, built reproducibly from a seed into its own database:
//   node bench/generate-outdoor.mjs [--driver=postgres|pglite] [--crags=N] [--routes=N] [--seed=N]
//                                   [--database-url=postgres://…/cordee_bench] [--data-dir=DIR]
// PostgreSQL (default): 100,000 crags and 1,000,000 routes in BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/cordee_bench), dropped and created again. PGlite: 10,000 crags and
// 90,000 routes (100,000 rows) in .tmp/bench/outdoor-pglite. The app's migrations, the real reference data
// (departments, towns), then synthetic crags, sectors and routes (`bench/lib/synthetic/`) and their figures.
// Writes bench/results/generate-outdoor-<driver>.json. Later datasets (climbers, ascents) add a step here.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadDatabaseModules } from './lib/api-modules.mjs';
import { benchTarget, describeTarget, recreateDataset } from './lib/bench-database.mjs';
import { writeResult } from './lib/common.mjs';
import { createStepTimer } from './lib/step-timer.mjs';
import { generateOutdoor, OUTDOOR_DATASET_VERSION, verifyFigures } from './lib/synthetic/outdoor.mjs';
import { createRandom } from './lib/synthetic/random.mjs';

export const DEFAULT_SEED = 2026;
export const DEFAULT_SIZES = {
  postgres: { crags: 100_000, routes: 1_000_000 },
  pglite: { crags: 10_000, routes: 90_000 },
};
/** The `system_settings` row describing the dataset a database holds, so that a benchmark can reuse it. */
const DATASET_KEY = 'bench_outdoor_dataset';

const openTarget = (modules, target) =>
  modules.openDatabase(
    target.driver === 'postgres'
      ? { driver: 'postgres', url: target.url }
      : { driver: 'pglite', dataDir: target.dataDir },
  );

/** The dataset a database holds (`{ version, seed, crags, routes, … }`), or null. */
export async function readDataset(target) {
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    const result = await database.db.execute(sql`SELECT value FROM system_settings WHERE key = ${DATASET_KEY}`);
    const value = result.rows[0]?.value;
    return value ? JSON.parse(value) : null;
  } catch {
    return null;
  } finally {
    await database.close();
  }
}

export function sameDataset(stored, { seed, crags, routes }) {
  return (
    stored?.version === OUTDOOR_DATASET_VERSION &&
    stored.seed === seed &&
    stored.crags === crags &&
    stored.routes === routes
  );
}

/** (Re)creates the dataset's database and fills it; returns what was built and how long each step took. */
export async function buildOutdoorDataset(target, { seed, crags, routes, log = console.log }) {
  const started = performance.now();
  log(`Generating ${crags} crags and ${routes} routes (seed ${seed}) into ${describeTarget(target)}…`);
  const { timed, timings } = createStepTimer(log);
  await timed('create_database', () => recreateDataset(target));
  const modules = await loadDatabaseModules();
  const database = await openTarget(modules, target);
  try {
    await timed('migrate', () => database.migrate());
    await timed('reference_data', () => database.db.transaction((tx) => modules.seedReferenceData(tx)));
    const generated = await generateOutdoor(database.db, modules, { seed, crags, routes, timed });
    const sample = Array.from({ length: 25 }, (_, index) => 1 + Math.floor((index * crags) / 25));
    const randomSample = createRandom(seed + 1);
    for (let count = 0; count < 25; count += 1) sample.push(randomSample.int(1, crags));
    await timed('verify_figures', () => verifyFigures(database.db, modules.deriveFigures, sample));
    // Fresh statistics and visibility maps: the benchmark measures plans a maintained database would use.
    await timed('vacuum_analyze', () => database.db.execute(sql`VACUUM ANALYZE`));
    const dataset = {
      version: OUTDOOR_DATASET_VERSION,
      seed,
      crags,
      routes,
      crag_sectors: generated.crag_sectors,
      driver: target.driver,
      timings_ms: { ...timings, total: Math.round(performance.now() - started) },
    };
    await database.db.execute(
      sql`INSERT INTO system_settings (key, value) VALUES (${DATASET_KEY}, ${JSON.stringify(dataset)})`,
    );
    log(`  total: ${(dataset.timings_ms.total / 1000).toFixed(1)} s (${generated.crag_sectors} sectors)`);
    return dataset;
  } finally {
    await database.close();
  }
}

function parseArgs(argv) {
  const options = { driver: 'postgres', seed: DEFAULT_SEED };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=');
    if (flag === '--driver') options.driver = value;
    else if (['--crags', '--routes', '--seed'].includes(flag) && /^\d+$/.test(value))
      options[flag.slice(2)] = Number(value);
    else if (flag === '--database-url') options.url = value;
    else if (flag === '--data-dir') options.dataDir = value;
    else
      throw new Error(
        `unknown flag ${arg} (--driver=postgres|pglite --crags=N --routes=N --seed=N --database-url= --data-dir=)`,
      );
  }
  const sizes = DEFAULT_SIZES[options.driver];
  if (!sizes) throw new Error(`unknown driver ${options.driver} (postgres or pglite)`);
  return { ...sizes, ...options };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const target = benchTarget(options.driver, options);
    const dataset = await buildOutdoorDataset(target, options);
    const file = writeResult(`generate-outdoor-${options.driver}`, { target: describeTarget(target), ...dataset });
    console.log(`→ ${file}`);
  } catch (error) {
    console.error(`generate-outdoor: ${error.stack ?? error}`);
    process.exitCode = 1;
  }
}
