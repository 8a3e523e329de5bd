// The outdoor catalogue at scale: autocannon on the crag page JSON, search-as-you-type, map viewport GeoJSON and
// crags around a point, each beside a trivial route measured in the same run, on the synthetic datasets of
// bench/generate-outdoor.mjs (PostgreSQL: 100,000 crags and 1,000,000 routes, plus the logbook's 10 M ascents;
// PGlite: about 100,000 rows). A dataset already built with the same version, seed and sizes is reused;
// otherwise it is generated first (minutes on PostgreSQL).
// Requests vary (random ids, prefixes, viewports, points drawn from a seed) and send no Accept-Encoding.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { printTable, runOnDrivers, WEB_DIST } from './lib/common.mjs';
import { startDatasetServer } from './lib/dataset-server.mjs';
import { processMemory } from './lib/server.mjs';
import { createRandom } from './lib/synthetic/random.mjs';

// Used by the other dataset benchmarks through this module too.
export { startDatasetServer };

const TRIVIAL = { name: 'trivial route', path: '/api/v1/bench/trivial.json' };
const TARGETS = [
  { key: 'crag', name: 'crag page JSON', target_p99_ms: 20 },
  { key: 'search', name: 'search-as-you-type', target_p99_ms: 15 },
  { key: 'viewport', name: 'map viewport GeoJSON', target_p99_ms: 30 },
  { key: 'around', name: 'crags around a point', target_p99_ms: null },
  // The page a search engine or a phone opens: rendered on the server (docs/decisions/022), any crag of the set.
  { key: 'html', name: 'crag page HTML', target_p99_ms: 50, accept: 'text/html' },
];
/** Distinct requests drawn per target, cycled through during a run. */
const PATHS_PER_TARGET = 5_000;

function cannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

/** What the requests are drawn from: crag ids, names to type, towns to look around. */
async function readInputs(target, loadDatabaseModules) {
  const modules = await loadDatabaseModules();
  const database = await modules.openDatabase(
    target.driver === 'postgres'
      ? { driver: 'postgres', url: target.url }
      : { driver: 'pglite', dataDir: target.dataDir },
  );
  try {
    const rows = async (query) => (await database.db.execute(query)).rows;
    const [{ max }] = await rows(sql`SELECT max(id) AS max FROM crags`);
    const cragNames = await rows(sql`SELECT name FROM crags WHERE id % 97 = 0 ORDER BY id LIMIT 500`);
    // A crag's page at its own address: another slug is answered with a redirect to it.
    const cragPages = await rows(sql`SELECT id, slug_name FROM crags ORDER BY id`);
    const towns = await rows(
      sql`SELECT t.name, t.latitude, t.longitude FROM towns t JOIN departments d ON d.id = t.department_id
          WHERE d.number NOT LIKE '97%' ORDER BY t.id`,
    );
    return {
      maxCragId: Number(max),
      cragNames: cragNames.map((row) => row.name),
      cragPaths: cragPages.map((row) => `/crags/${row.id}/${row.slug_name}`),
      towns,
      townNames: towns.map((town) => town.name),
    };
  } finally {
    await database.close();
  }
}

/**
 * A 3–6 letter prefix of a word a climber types: of a record's name (not "Synth", 60 %) or of a town's name.
 */
export function typedPrefix(random, recordNames, townNames) {
  for (;;) {
    const name = random.next() < 0.6 ? random.pick(recordNames).replace(/^Synth /, '') : random.pick(townNames);
    const words = name.split(/[\s'’-]+/).filter((word) => word.length >= 3);
    if (words.length === 0) continue;
    const word = random.pick(words);
    return word.slice(0, random.int(3, Math.min(6, word.length))).toLowerCase();
  }
}

/** A viewport from a city (0.1° wide) to a region (2.5°), log-uniform, around one of `towns`; 2:3 like a screen. */
export function viewport(random, towns) {
  const town = random.pick(towns);
  const width = 0.1 * 25 ** random.next();
  const height = width * 0.66;
  const west = town.longitude - width / 2;
  const south = town.latitude - height / 2;
  return [west, south, west + width, south + height].map((value) => value.toFixed(5)).join(',');
}

function pathFor(key, random, inputs) {
  switch (key) {
    case 'crag':
      return `/api/v1/crags/${random.int(1, inputs.maxCragId)}.json`;
    case 'search':
      return `/api/v1/search.json?query=${encodeURIComponent(typedPrefix(random, inputs.cragNames, inputs.townNames))}`;
    case 'viewport':
      return `/api/v1/crags/geo_json.json?bbox=${viewport(random, inputs.towns)}`;
    case 'html':
      return random.pick(inputs.cragPaths);
    case 'around': {
      const town = random.pick(inputs.towns);
      const latitude = (town.latitude + random.normal(0, 0.05)).toFixed(5);
      const longitude = (town.longitude + random.normal(0, 0.05)).toFixed(5);
      return `/api/v1/crags/around.json?latitude=${latitude}&longitude=${longitude}&distance=20`;
    }
    default:
      throw new Error(`unknown target ${key}`);
  }
}

/** One autocannon run over `paths` (cycled), after a one-second warm-up. */
export async function measure(baseUrl, headers, paths, { duration, connections }) {
  let next = 0;
  const options = {
    url: baseUrl,
    connections,
    headers,
    // A slow answer is a latency to report, not an error: only a stuck request times out.
    timeout: 60,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next % paths.length];
          next += 1;
          return request;
        },
      },
    ],
  };
  await cannon({ ...options, duration: 1 });
  const run = await cannon({ ...options, duration });
  return {
    // Whole requests per second, with a decimal below 10 (a slow route must not read 0).
    requests_per_second: Number((run.requests.total / duration).toFixed(run.requests.total < 10 * duration ? 1 : 0)),
    latency_p50_ms: run.latency.p50,
    latency_p99_ms: run.latency.p99,
    latency_max_ms: run.latency.max,
    requests: run.requests.total,
    non_2xx: run.non2xx,
    errors: run.errors + run.timeouts,
    bytes_per_request: run.requests.total ? Math.round(run.throughput.total / run.requests.total) : 0,
  };
}

/** Every route answers 200 before anything is measured: a missing endpoint is a clear failure, not a fast 404. */
async function checkAnswers(baseUrl, headers, paths) {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  }
}

/**
 * The dataset of `driver`, reused (with the app's newer migrations applied) when the stored one has the same
 * version, seed and sizes, generated first otherwise. `{ skipped }` when PostgreSQL is unreachable.
 */
export async function prepareDataset(driver, log) {
  const generator = await import('./generate-outdoor.mjs');
  const { benchTarget, datasetExists, describeTarget, postgresReachable } = await import('./lib/bench-database.mjs');
  const target = benchTarget(driver);
  if (driver === 'postgres' && !(await postgresReachable(target.url))) {
    return { skipped: `PostgreSQL is not reachable at ${describeTarget(target)} (set BENCH_DATABASE_URL)` };
  }
  const wanted = { seed: generator.DEFAULT_SEED, ...generator.DEFAULT_SIZES[driver] };
  const stored = (await datasetExists(target)) ? await generator.readDataset(target) : null;
  let dataset;
  if (generator.sameDataset(stored, wanted)) {
    await generator.migrateDataset(target);
    dataset = stored;
  } else {
    dataset = await generator.buildOutdoorDataset(target, { ...wanted, log });
  }
  return { target, dataset, described: describeTarget(target), seed: wanted.seed };
}

async function benchDriver(driver, { duration, connections, log }) {
  const { loadDatabaseModules } = await import('./lib/api-modules.mjs');
  const prepared = await prepareDataset(driver, log);
  if (prepared.skipped) return { skipped: prepared.skipped };
  const { target, dataset } = prepared;
  log(`\nOutdoor catalogue on ${prepared.described} (${dataset.crags} crags, ${dataset.routes} routes)`);
  const inputs = await readInputs(target, loadDatabaseModules);
  const random = createRandom(prepared.seed + 7);
  const paths = Object.fromEntries(
    TARGETS.map(({ key }) => [key, Array.from({ length: PATHS_PER_TARGET }, () => pathFor(key, random, inputs))]),
  );

  // Other work on the machine skews every figure: say how busy it was.
  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const running = await startDatasetServer(driver, target, {
    label: 'outdoor',
    trivialPath: TRIVIAL.path,
    webDistDir: WEB_DIST,
  });
  const { server } = running;
  try {
    const headers = { accept: 'application/json', HttpApiAccessToken: running.apiKey };
    const headersOf = (entry) => ({ ...headers, accept: entry.accept ?? headers.accept });
    await checkAnswers(server.url, headers, [TRIVIAL.path]);
    for (const entry of TARGETS) await checkAnswers(server.url, headersOf(entry), [paths[entry.key][0]]);
    const results = [];
    for (const entry of TARGETS) {
      const trivial = await measure(server.url, headers, [TRIVIAL.path], { duration, connections });
      const endpoint = await measure(server.url, headersOf(entry), paths[entry.key], { duration, connections });
      results.push({
        target: entry.name,
        example_path: paths[entry.key][0],
        endpoint,
        trivial,
        target_p99_ms: entry.target_p99_ms,
        // No answer within the run is no figure, and certainly not a met target.
        target_met:
          entry.target_p99_ms === null
            ? null
            : endpoint.requests > 0 && endpoint.errors === 0 && endpoint.latency_p99_ms <= entry.target_p99_ms,
      });
    }
    const memory = processMemory(server.child.pid);
    const latency = (run, value) => (run.requests > 0 ? `${value} ms` : '—');
    printTable(
      ['route', 'req/s', 'p50', 'p99', 'trivial req/s', 'trivial p99', 'target', 'non-2xx', 'errors'],
      results.map(({ target: name, endpoint, trivial, target_p99_ms, target_met }) => [
        endpoint.requests > 0 ? name : `${name} (no answer within ${duration} s)`,
        endpoint.requests_per_second,
        latency(endpoint, endpoint.latency_p50_ms),
        latency(endpoint, endpoint.latency_p99_ms),
        trivial.requests_per_second,
        latency(trivial, trivial.latency_p99_ms),
        target_p99_ms === null ? '—' : `≤ ${target_p99_ms} ms ${target_met ? 'met' : 'MISSED'}`,
        endpoint.non_2xx,
        endpoint.errors,
      ]),
    );
    return {
      target: prepared.described,
      dataset,
      connections,
      duration_s: duration,
      load_average_at_start: loadAverage,
      results,
      server_memory: memory,
    };
  } finally {
    await running.stop();
  }
}

/** Runs the outdoor benchmark on each driver (PostgreSQL first; skipped with a reason when unreachable). */
export function runOutdoor({ duration = 10, connections = 10, drivers = ['postgres', 'pglite'], log = console.log }) {
  return runOnDrivers('outdoor', drivers, (driver) => benchDriver(driver, { duration, connections, log }));
}
