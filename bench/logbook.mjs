// The logbook at scale: the benchmark climber (5,000 ascents) inside the synthetic dataset of
// bench/generate-outdoor.mjs (PostgreSQL: 10 M ascents of 200,000 climbers over 1 M routes; PGlite: about 100,000
// rows). autocannon on the whole analytics page call (`current_users/outdoor_analytiks.json`, without and with
// filters) and on the first page of the climber's ascent list, each beside a trivial route measured in the same
// run; then the gzip JavaScript a first signed-in visit to `/home/ascents/outdoor/analytiks` loads (built app),
// with the part it adds to what `/` loads. A dataset already built with the same version, seed and sizes is
// reused; otherwise it is generated first (minutes on PostgreSQL).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { biggestModules, loadPageScripts } from './home-js.mjs';
import { kb, printTable, WEB_DIST } from './lib/common.mjs';
import { processMemory } from './lib/server.mjs';
import { BENCHMARK_CLIMBER } from './lib/synthetic/logbook.mjs';
import { measure, prepareDataset, startDatasetServer } from './outdoor.mjs';

const TRIVIAL = { name: 'trivial route', path: '/api/v1/bench/trivial.json' };
/** Target of the issue: the analytics page's API call, p99 ≤ 100 ms on PostgreSQL. */
const ANALYTIKS_P99_MS = 100;
const ANALYTIKS = '/api/v1/current_users/outdoor_analytiks.json';
const TARGETS = [
  { name: 'analytics page, no filter', path: ANALYTIKS, target_p99_ms: ANALYTIKS_P99_MS },
  {
    name: 'analytics page, sport climbing',
    path: `${ANALYTIKS}?climbing_type=sport_climbing`,
    target_p99_ms: ANALYTIKS_P99_MS,
  },
  {
    name: 'analytics page, first tops of 2023',
    path: `${ANALYTIKS}?ascent_status=sent,red_point,flash,onsight&date_from=2023-01-01&date_to=2023-12-31`,
    target_p99_ms: ANALYTIKS_P99_MS,
  },
  { name: 'ascent list, page 1', path: '/api/v1/current_users/ascent_crag_routes.json?page=1', target_p99_ms: null },
];
const PAGE = '/home/ascents/outdoor/analytiks';
/** The web app keeps the session's token pair there (apps/web/src/platform/session/token-store.ts). */
const SESSION_STORAGE_KEY = 'cordee.session';

async function signIn(baseUrl, apiKey) {
  const response = await fetch(`${baseUrl}/api/v1/sessions/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', HttpApiAccessToken: apiKey },
    body: JSON.stringify({ email: BENCHMARK_CLIMBER.email, password: BENCHMARK_CLIMBER.password }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-in of the benchmark climber answered ${response.status}: ${body}`);
  return JSON.parse(body);
}

/** What one answer holds, to show the benchmark measured real work (and to spot an empty answer). */
function describeAnswer(path, response, body) {
  const answer = { status: response.status, bytes: Buffer.byteLength(body) };
  if (response.status !== 200) return { ...answer, body: body.slice(0, 300) };
  const json = JSON.parse(body);
  if (path.startsWith(ANALYTIKS)) {
    return {
      ...answer,
      figures: json.figures,
      grade_buckets: json.grades?.length,
      months: json.months?.length,
      years: json.years?.length,
    };
  }
  return { ...answer, total_count: Number(response.headers.get('x-total-count')), items: json.length };
}

/** The JS of a first signed-in visit to the analytics page, and what it adds to a first visit to `/`. */
async function measurePageJs(baseUrl, tokens) {
  const localStorage = { [SESSION_STORAGE_KEY]: JSON.stringify(tokens) };
  const page = await loadPageScripts(`${baseUrl}${PAGE}`, { localStorage, ready: '.recharts-surface' });
  const home = await loadPageScripts(`${baseUrl}/`, { localStorage });
  // Each file once, whatever the number of requests for it.
  const unique = (scripts) => [...new Map(scripts.map((script) => [script.path, script])).values()];
  const scripts = unique(page.scripts).sort((a, b) => b.gzip - a.gzip);
  const homePaths = new Set(unique(home.scripts).map((script) => script.path));
  const added = scripts.filter((script) => !homePaths.has(script.path));
  const sum = (list, key) => list.reduce((total, script) => total + script[key], 0);
  const breakdown = biggestModules(new Set(added.map((script) => script.path)));
  const result = {
    url: PAGE,
    charts_rendered: page.readyFound,
    total_gzip_bytes: sum(scripts, 'gzip'),
    total_raw_bytes: sum(scripts, 'bytes'),
    files: scripts.map(({ path, bytes, gzip }) => ({ path, bytes, gzip, also_on_home: homePaths.has(path) })),
    home_gzip_bytes: sum(unique(home.scripts), 'gzip'),
    added_to_home_gzip_bytes: sum(added, 'gzip'),
    added_files: added.length,
    added_packages: breakdown?.packages.slice(0, 10) ?? null,
  };
  console.log(`\nJavaScript of a first signed-in visit to ${PAGE} (built app, gzip -9, each file once)`);
  printTable(
    ['file', 'raw', 'gzip -9', 'also on /'],
    result.files.map((file) => [file.path, kb(file.bytes), kb(file.gzip), file.also_on_home ? 'yes' : 'no']),
  );
  console.log(
    `  total: ${result.total_gzip_bytes.toLocaleString('en')} B gzip (${kb(result.total_gzip_bytes)}) in ${scripts.length} files;` +
      ` / alone ${kb(result.home_gzip_bytes)}; the page adds ${kb(result.added_to_home_gzip_bytes)} in ${added.length} files` +
      `${page.readyFound ? '' : ' (the charts did not render within 30 s)'}`,
  );
  if (breakdown) {
    printTable(
      ['package (files the page adds)', 'modules', 'share'],
      breakdown.packages.slice(0, 8).map((entry) => [entry.package, entry.modules, kb(entry.estimated_gzip_share)]),
    );
  }
  return result;
}

async function benchDriver(driver, { duration, connections, log, pageJs }) {
  const prepared = await prepareDataset(driver, log);
  if (prepared.skipped) return { skipped: prepared.skipped };
  const { target, dataset } = prepared;
  const climber = dataset.benchmark_climber;
  log(
    `\nLogbook on ${prepared.described} (${dataset.ascents} ascents of ${dataset.users} climbers; ` +
      `the benchmark climber has ${climber.ascents})`,
  );
  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const webDistDir = pageJs ? WEB_DIST : '';
  const running = await startDatasetServer(driver, target, { label: 'logbook', trivialPath: TRIVIAL.path, webDistDir });
  const { server } = running;
  try {
    const tokens = await signIn(server.url, running.apiKey);
    const headers = {
      accept: 'application/json',
      HttpApiAccessToken: running.apiKey,
      authorization: `Bearer ${tokens.token}`,
    };
    const results = [];
    for (const entry of TARGETS) {
      // The first answer, timed alone (cold), says what is measured; a route not answering 200 is reported, not timed.
      const started = performance.now();
      const response = await fetch(`${server.url}${entry.path}`, { headers });
      const body = await response.text();
      const first_ms = Math.round(performance.now() - started);
      const answer = describeAnswer(entry.path, response, body);
      if (response.status !== 200) {
        results.push({ target: entry.name, path: entry.path, answer, error: `answered ${response.status}` });
        continue;
      }
      const trivial = await measure(server.url, headers, [TRIVIAL.path], { duration, connections });
      const endpoint = await measure(server.url, headers, [entry.path], { duration, connections });
      // One climber's page call on an otherwise idle server: the latency without queueing behind other requests.
      const single = await measure(server.url, headers, [entry.path], { duration, connections: 1 });
      const met = (run) =>
        entry.target_p99_ms === null
          ? null
          : run.requests > 0 && run.errors === 0 && run.non_2xx === 0 && run.latency_p99_ms <= entry.target_p99_ms;
      results.push({
        target: entry.name,
        path: entry.path,
        first_answer_ms: first_ms,
        answer,
        endpoint,
        endpoint_1_connection: single,
        trivial,
        target_p99_ms: entry.target_p99_ms,
        // Judged like the outdoor benchmark, at `connections` concurrent requests; also alone.
        target_met: met(endpoint),
        target_met_1_connection: met(single),
      });
    }
    const memory = processMemory(server.child.pid);
    const latency = (run, value) => (run?.requests > 0 ? `${value} ms` : '—');
    const verdict = (value) => (value ? 'met' : 'MISSED');
    printTable(
      [
        'route',
        'req/s',
        'p50',
        'p99',
        '1 conn p50',
        '1 conn p99',
        'trivial req/s',
        'trivial p99',
        `target (${connections} conn / 1)`,
        'non-2xx',
        'errors',
      ],
      results.map((entry) => {
        const { target: name, endpoint, endpoint_1_connection: single, trivial, error } = entry;
        if (error) return [`${name} (${error})`, '—', '—', '—', '—', '—', '—', '—', '—', '—', '—'];
        return [
          endpoint.requests > 0 ? name : `${name} (no answer within ${duration} s)`,
          endpoint.requests_per_second,
          latency(endpoint, endpoint.latency_p50_ms),
          latency(endpoint, endpoint.latency_p99_ms),
          latency(single, single.latency_p50_ms),
          latency(single, single.latency_p99_ms),
          trivial.requests_per_second,
          latency(trivial, trivial.latency_p99_ms),
          entry.target_p99_ms === null
            ? '—'
            : `≤ ${entry.target_p99_ms} ms ${verdict(entry.target_met)} / ${verdict(entry.target_met_1_connection)}`,
          endpoint.non_2xx + single.non_2xx,
          endpoint.errors + single.errors,
        ];
      }),
    );
    const page_js = pageJs ? await measurePageJs(server.url, await signIn(server.url, running.apiKey)) : null;
    return {
      target: prepared.described,
      dataset,
      benchmark_climber: climber,
      connections,
      duration_s: duration,
      load_average_at_start: loadAverage,
      results,
      server_memory: memory,
      page_js,
    };
  } finally {
    await running.stop();
  }
}

/**
 * Runs the logbook benchmark on each driver (PostgreSQL first; skipped with a reason when unreachable). The
 * page's JavaScript is measured once, on the first driver that runs, when the web app is built.
 * Returns `{ drivers: { postgres: {…}, pglite: {…} }, page_js }`; a driver that failed carries `error`.
 */
export async function runLogbook({
  duration = 10,
  connections = 10,
  drivers = ['postgres', 'pglite'],
  log = console.log,
}) {
  const result = { drivers: {}, page_js: null };
  let pageJs = existsSync(join(WEB_DIST, 'index.html'));
  if (!pageJs) result.page_js = { skipped: 'apps/web/dist is missing: run without --no-build' };
  for (const driver of drivers) {
    try {
      const { page_js, ...run } = await benchDriver(driver, { duration, connections, log, pageJs });
      if (page_js) {
        result.page_js = { driver, ...page_js };
        pageJs = false;
      }
      result.drivers[driver] = run;
    } catch (error) {
      console.error(`\n✗ logbook on ${driver}: ${error.stack ?? error}`);
      result.drivers[driver] = { error: String(error.message ?? error) };
    }
  }
  return result;
}
