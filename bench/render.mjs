// The server render of the crag page, on the benchmark dataset (PostgreSQL, else PGlite, else the demo data):
// 1. CPU per page: N random crags rendered in this process by the built server bundle
//    (apps/web/dist-server/entry-server.js), its API calls through `app.inject` as the server makes them
//    (apps/api/src/web/page-renderer.ts). Every render is a miss: the page cache belongs to the server, not to the
//    renderer. Each render's CPU (`process.cpuUsage`) is split between the API calls (while at least one is in
//    flight: routes, validation, queries, serialization) and the rest (matching the route, `renderToString`,
//    dehydrating the queries); median and p90.
// 2. A CPU profile of the same kind of renders (node:inspector): the functions and packages with the most self
//    time, and `bench/results/render.cpuprofile` to open in Chromium's DevTools.
// 3. The crag page HTML under load: the app with the web build on the dataset, random crags each asked once
//    (every request a cache miss), autocannon at 1 and 10 connections.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { kb, printTable, RESULTS_DIR, ROOT, WEB_DIST } from './lib/common.mjs';
import { freePort, makeDataDir, removeDataDir, spawnServer, stopServer, waitForOk } from './lib/server.mjs';
import { createRandom } from './lib/synthetic/random.mjs';

/** The issue's figures for the crag page HTML, every request a cache miss on a random crag. */
export const CRAG_HTML_TARGETS = { p99_ms_1_connection: 60, pages_per_second_10_connections: 120 };
const WARM_UP_RENDERS = 20;
const SEED = 2026;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

/**
 * The dataset to render: the stored benchmark dataset of PostgreSQL, else of PGlite, when it is complete (its
 * seed and sizes recorded) — never generated here, it takes minutes; else null (the demo data).
 */
export async function reusableDataset(log) {
  const generator = await import('./generate-outdoor.mjs');
  const { benchTarget, datasetExists, describeTarget, postgresReachable } = await import('./lib/bench-database.mjs');
  const reasons = [];
  for (const driver of ['postgres', 'pglite']) {
    const target = benchTarget(driver);
    if (driver === 'postgres' && !(await postgresReachable(target.url))) {
      reasons.push(`${describeTarget(target)} unreachable`);
      continue;
    }
    const stored = (await datasetExists(target)) ? await generator.readDataset(target) : null;
    if (!generator.sameDataset(stored, { seed: generator.DEFAULT_SEED, ...generator.DEFAULT_SIZES[driver] })) {
      reasons.push(`${describeTarget(target)}: ${stored ? 'another version or size' : 'no complete dataset'}`);
      continue;
    }
    await generator.migrateDataset(target);
    log(`  dataset: ${describeTarget(target)} (${stored.crags} crags, ${stored.routes} routes)`);
    return { driver, target, dataset: stored, described: describeTarget(target) };
  }
  log(`  no benchmark dataset (${reasons.join('; ')}): the demo data of a fresh install`);
  return { driver: 'demo', reasons };
}

/** The app in this process, without its own renderer: on the dataset, or on a fresh PGlite seeded with the demo data. */
export async function openApp(source, dataDir) {
  const { loadServerModules } = await import('./lib/api-modules.mjs');
  const { openDatabase, loadConfig, buildApp } = await loadServerModules();
  const env = { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: '', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
  if (source.driver === 'postgres') env.DATABASE_URL = source.target.url;
  else delete env.DATABASE_URL;
  const config = loadConfig(env);
  const database = await openDatabase(
    source.driver === 'postgres'
      ? { driver: 'postgres', url: source.target.url }
      : { driver: 'pglite', dataDir: source.driver === 'pglite' ? source.target.dataDir : join(dataDir, 'pglite') },
  );
  if (source.driver === 'demo') await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  if (source.driver === 'demo') {
    const { seedDatabase } = await import('../apps/api/src/composition.ts');
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    await seedDatabase(database.db, quiet, config);
  }
  return { app, config, database };
}

/** `count` crags drawn at random (seeded), each once, with their canonical path. */
export async function randomCrags(database, count, seed) {
  const rows = async (query) => (await database.db.execute(query)).rows;
  const [{ max }] = await rows(sql`SELECT max(id) AS max FROM crags`);
  const total = Number(max);
  const random = createRandom(seed);
  const ids = new Set();
  // Drawn among the ids; a gap (a deleted crag) is drawn again below.
  while (ids.size < Math.min(count * 2, total)) ids.add(random.int(1, total));
  const found = await rows(sql`SELECT id, slug_name FROM crags WHERE id IN ${sql.raw(`(${[...ids].join(',')})`)}`);
  const byId = new Map(found.map((row) => [Number(row.id), row.slug_name]));
  return [...ids]
    .filter((id) => byId.has(id))
    .slice(0, count)
    .map((id) => ({ id, path: `/crags/${id}/${byId.get(id)}` }));
}

/**
 * The built server bundle, its API calls going through `app.inject` with the web app's key (as the server's
 * renderer does), and a meter of the CPU spent while at least one of those calls is in flight.
 */
async function loadRenderer(app, config) {
  const bundle = await import(pathToFileURL(join(WEB_DIST, '..', 'dist-server', 'entry-server.js')).href);
  bundle.setRuntimeConfig({
    maintenance: false,
    mapTileUrl: config.mapTileUrl,
    supportPaymentUrl: config.supportPaymentUrl,
    exhibitionGymIds: config.exhibitionGymIds,
    version: config.version,
    publicUrl: config.publicUrl,
  });
  const meter = { inFlight: 0, since: null, cpuMs: 0, calls: 0 };
  bundle.setApiTransport(async (url, init) => {
    if (meter.inFlight === 0) meter.since = process.cpuUsage();
    meter.inFlight += 1;
    meter.calls += 1;
    try {
      const response = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: { ...init.headers, HttpApiAccessToken: config.webApiAccessToken },
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: '127.0.0.1',
      });
      const empty = response.statusCode === 204 || response.statusCode === 304;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const one of Array.isArray(value) ? value : [value])
          if (one !== undefined) headers.append(name, String(one));
      }
      return new Response(empty ? null : response.body, { status: response.statusCode, headers });
    } finally {
      meter.inFlight -= 1;
      if (meter.inFlight === 0) meter.cpuMs += cpuMs(process.cpuUsage(meter.since));
    }
  });
  return { bundle, meter };
}

/** Renders each crag once, in turn; per render its wall time, its CPU and the CPU of its API calls. */
async function renderEach(renderer, crags) {
  const { bundle, meter } = renderer;
  const renders = [];
  for (const crag of crags) {
    meter.cpuMs = 0;
    meter.calls = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await bundle.renderPage({ url: crag.path, locale: 'fr' });
    const wall = performance.now() - started;
    const total = cpuMs(process.cpuUsage(cpu));
    renders.push({
      path: crag.path,
      kind: result.kind,
      status: result.status ?? null,
      html_bytes: result.html ? Buffer.byteLength(result.html) : 0,
      api_calls: meter.calls,
      wall_ms: wall,
      cpu_ms: total,
      api_cpu_ms: meter.cpuMs,
      render_cpu_ms: total - meter.cpuMs,
    });
  }
  return renders;
}

function summarizeRenders(renders) {
  const values = (key) => renders.map((render) => render[key]);
  const figure = (key) => ({ median: round(percentile(values(key), 0.5)), p90: round(percentile(values(key), 0.9)) });
  return {
    pages: renders.length,
    not_rendered: renders.filter((render) => render.kind !== 'page' || render.status !== 200).length,
    cpu_ms: figure('cpu_ms'),
    api_cpu_ms: figure('api_cpu_ms'),
    render_cpu_ms: figure('render_cpu_ms'),
    wall_ms: figure('wall_ms'),
    api_calls: figure('api_calls'),
    html_bytes: figure('html_bytes'),
  };
}

/** What a profile's code is: a package, the web app's server bundle, the API's own code, Node, or V8's work. */
function areaOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (module) return module[1];
  // The server bundle beside the measured build, wherever it was built (`BENCH_WEB_DIST`).
  if (path.includes('/dist-server/')) return 'web server bundle';
  if (path.includes('/apps/api/src/')) return 'apps/api/src';
  if (path.includes('/packages/contracts/')) return 'packages/contracts';
  if (path.startsWith('node:')) return 'node';
  return path.replace(ROOT, '');
}

/** Self time per function and per area, from the profile's samples; idle time (waiting for the database) apart. */
export function summarizeProfile(profile, top = 25) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map();
  const areas = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const area = areaOf(url, functionName);
    const key = `${functionName || '(anonymous)'} ${url ? `${areaOf(url, '')}:${lineNumber + 1}` : ''}`.trim();
    functions.set(key, { name: key, area, micros: (functions.get(key)?.micros ?? 0) + micros });
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const share = (micros) => round((100 * micros) / busy);
  return {
    busy_ms: round(busy / 1000),
    idle_ms: round(idle / 1000),
    functions: [...functions.values()]
      .sort((a, b) => b.micros - a.micros)
      .slice(0, top)
      .map(({ name, area, micros }) => ({
        function: name,
        area,
        self_ms: round(micros / 1000),
        share_pct: share(micros),
      })),
    areas: [...areas.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([area, micros]) => ({ area, self_ms: round(micros / 1000), share_pct: share(micros) })),
  };
}

async function profileRenders(renderer, crags) {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    await renderEach(renderer, crags);
    const { profile } = await session.post('Profiler.stop');
    return profile;
  } finally {
    session.disconnect();
  }
}

function cannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

/** autocannon over `paths`, each asked once (a 1 s warm-up first); `repeated` when the run outran them. */
async function loadRun(baseUrl, paths, { connections, duration }) {
  let next = 0;
  const options = {
    url: baseUrl,
    connections,
    timeout: 60,
    headers: { accept: 'text/html', cookie: 'i18n_redirected=fr' },
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
    connections,
    duration_s: duration,
    pages_per_second: round(run.requests.total / duration),
    latency_p50_ms: run.latency.p50,
    latency_p90_ms: run.latency.p90,
    latency_p99_ms: run.latency.p99,
    latency_max_ms: run.latency.max,
    requests: run.requests.total,
    non_2xx: run.non2xx,
    errors: run.errors + run.timeouts,
    every_request_a_new_crag: next <= paths.length,
  };
}

/** The app with the web build on the dataset (or the demo data), rate limits off. */
async function startPageServer(source) {
  if (source.driver === 'postgres' || source.driver === 'pglite') {
    const { startDatasetServer } = await import('./outdoor.mjs');
    const running = await startDatasetServer(source.driver, source.target, {
      label: 'render',
      trivialPath: '/api/v1/bench/trivial.json',
      webDistDir: WEB_DIST,
    });
    return { url: running.server.url, stop: running.stop };
  }
  const dataDir = makeDataDir('render-demo');
  const server = spawnServer({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off' } });
  await waitForOk(server, { path: '/' });
  return {
    url: server.url,
    stop: async () => {
      await stopServer(server);
      removeDataDir(dataDir);
    },
  };
}

export async function runRender({ count = 200, duration = 10, log = console.log } = {}) {
  // React's production build, as the benchmarks' servers run (`NODE_ENV=production`); its development build,
  // which a server started without it loads, renders several times slower. Set before the bundle loads React.
  process.env.NODE_ENV ??= 'production';
  const nodeEnv = process.env.NODE_ENV;
  const loadAverage = loadavg().map((value) => round(value, 2));
  log(`\nServer render of the crag page (${count} random crags, in process, NODE_ENV=${nodeEnv})`);
  const source = await reusableDataset(log);
  const dataDir = makeDataDir('render');
  const { app, config, database } = await openApp(source, dataDir);
  let renders;
  let profileSummary;
  let loadCrags;
  try {
    // Crags for the warm-up, the measure, the profile and the load runs, each used once.
    const crags = await randomCrags(database, WARM_UP_RENDERS + 2 * count + 8000, SEED);
    // The demo data has few crags: they come round again (the renders stay misses; the load runs say so).
    let taken = 0;
    const take = (n) => Array.from({ length: n }, () => crags[taken++ % crags.length]);
    const renderer = await loadRenderer(app, config);
    await renderEach(renderer, take(WARM_UP_RENDERS));
    renders = await renderEach(renderer, take(count));
    const profile = await profileRenders(renderer, take(count));
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'render.cpuprofile'), JSON.stringify(profile));
    profileSummary = summarizeProfile(profile);
    loadCrags = crags.length > taken ? crags.slice(taken) : crags;
  } finally {
    await app.close();
    await database.close();
    removeDataDir(dataDir);
  }
  const summary = summarizeRenders(renders);

  log(
    `  ${summary.pages} pages (${summary.not_rendered} not rendered 200), ${summary.api_calls.median} API calls each`,
  );
  printTable(
    ['per page', 'median', 'p90'],
    [
      ['CPU, all', `${summary.cpu_ms.median} ms`, `${summary.cpu_ms.p90} ms`],
      ['CPU, API calls', `${summary.api_cpu_ms.median} ms`, `${summary.api_cpu_ms.p90} ms`],
      ['CPU, the rest (render)', `${summary.render_cpu_ms.median} ms`, `${summary.render_cpu_ms.p90} ms`],
      ['wall time', `${summary.wall_ms.median} ms`, `${summary.wall_ms.p90} ms`],
      ['HTML of #root', kb(summary.html_bytes.median), kb(summary.html_bytes.p90)],
    ],
  );
  log(`\n  CPU profile of ${count} more renders: ${profileSummary.busy_ms} ms busy, ${profileSummary.idle_ms} ms idle`);
  log('  by area (self time)');
  printTable(
    ['area', 'self', 'share'],
    profileSummary.areas.slice(0, 12).map((entry) => [entry.area, `${entry.self_ms} ms`, `${entry.share_pct} %`]),
  );
  log('  top functions (self time)');
  printTable(
    ['function', 'self', 'share'],
    profileSummary.functions
      .slice(0, 20)
      .map((entry) => [entry.function, `${entry.self_ms} ms`, `${entry.share_pct} %`]),
  );

  log(`\nCrag page HTML under load (random crags, each asked once: every request a cache miss; ${duration} s)`);
  const server = await startPageServer(source);
  const load = [];
  try {
    const paths = loadCrags.map((crag) => crag.path);
    const half = Math.floor(paths.length / 2);
    load.push(await loadRun(server.url, paths.slice(0, half), { connections: 1, duration }));
    load.push(await loadRun(server.url, paths.slice(half), { connections: 10, duration }));
  } finally {
    await server.stop();
  }
  const [single, ten] = load;
  const targets = {
    ...CRAG_HTML_TARGETS,
    p99_met_1_connection: single.non_2xx === 0 && single.latency_p99_ms <= CRAG_HTML_TARGETS.p99_ms_1_connection,
    pages_per_second_met_10_connections:
      ten.non_2xx === 0 && ten.pages_per_second >= CRAG_HTML_TARGETS.pages_per_second_10_connections,
  };
  printTable(
    ['connections', 'pages/s', 'p50', 'p90', 'p99', 'non-2xx', 'errors', 'all misses'],
    load.map((run) => [
      run.connections,
      run.pages_per_second,
      `${run.latency_p50_ms} ms`,
      `${run.latency_p90_ms} ms`,
      `${run.latency_p99_ms} ms`,
      run.non_2xx,
      run.errors,
      run.every_request_a_new_crag ? 'yes' : 'NO',
    ]),
  );
  log(
    `  targets: p99 ≤ ${CRAG_HTML_TARGETS.p99_ms_1_connection} ms at 1 connection ${targets.p99_met_1_connection ? 'met' : 'MISSED'};` +
      ` ≥ ${CRAG_HTML_TARGETS.pages_per_second_10_connections} pages/s at 10 connections ${targets.pages_per_second_met_10_connections ? 'met' : 'MISSED'}`,
  );

  return {
    data: source.driver === 'demo' ? `demo data (${source.reasons.join('; ')})` : source.described,
    dataset: source.dataset ?? null,
    load_average_at_start: loadAverage,
    load_average_at_end: loadavg().map((value) => round(value, 2)),
    node_env: nodeEnv,
    render: { ...summary, renders },
    profile: { file: 'bench/results/render.cpuprofile', ...profileSummary },
    load: { runs: load, targets },
  };
}
