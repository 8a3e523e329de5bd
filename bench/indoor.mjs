// The indoor catalogue at scale: autocannon on the gym search as you type, the gyms map viewport GeoJSON, gyms
// around a point, the gym page JSON, a space's page JSON and its mounted routes, and the label address
// `/gr/{gymId}-{routeId}`, each beside a trivial route measured in the same run, on the indoor part of the one
// dataset of bench/generate-outdoor.mjs (PostgreSQL: 10,000 gyms and 1,000,000 gym routes beside the outdoor
// catalogue; PGlite: a small size). A stored dataset of the same version, seed and sizes is reused; an indoor part
// missing or of other sizes is generated into it (the outdoor part only when no dataset is stored).
// Requests vary (random ids, prefixes, viewports, points drawn from a seed) and send no Accept-Encoding.
// On PostgreSQL, then the indoor logbook and the gym ranking (`indoor-logbook.mjs`), under `logbook`.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { benchIndoorLogbook } from './indoor-logbook.mjs';
import { printTable, runOnDrivers, WEB_DIST } from './lib/common.mjs';
import { processMemory } from './lib/server.mjs';
import { createRandom } from './lib/synthetic/random.mjs';
import { measure, prepareDataset, startDatasetServer, typedPrefix, viewport } from './outdoor.mjs';

const TRIVIAL = { name: 'trivial route', path: '/api/v1/bench/trivial.json' };
const TARGETS = [
  { key: 'search', name: 'gym search-as-you-type', target_p99_ms: 5 },
  { key: 'viewport', name: 'gyms viewport GeoJSON', target_p99_ms: 10 },
  { key: 'around', name: 'gyms around a point', target_p99_ms: null },
  { key: 'gym', name: 'gym page JSON', target_p99_ms: null },
  { key: 'space', name: 'space page JSON', target_p99_ms: null },
  { key: 'space_routes', name: "a space's mounted routes", target_p99_ms: null },
  // A route label's QR code: one request, a 302 to the space page with the route open (needs the web build).
  { key: 'route_link', name: '/gr/{gymId}-{routeId} (302)', target_p99_ms: null, accept: 'text/html', status: 302 },
];
/** Distinct requests drawn per target, cycled through during a run. */
const PATHS_PER_TARGET = 5_000;
/** Label addresses checked one by one before the run: each answered by one redirect to a page that is no redirect. */
const ROUTE_LINKS_CHECKED = 20;

/** What the requests are drawn from: gyms, their names and towns, spaces with routes, mounted routes. */
async function readInputs(target, loadDatabaseModules) {
  const modules = await loadDatabaseModules();
  const database = await modules.openDatabase(
    target.driver === 'postgres'
      ? { driver: 'postgres', url: target.url }
      : { driver: 'pglite', dataDir: target.dataDir },
  );
  try {
    const rows = async (query) => (await database.db.execute(query)).rows;
    const [{ max }] = await rows(sql`SELECT max(id) AS max FROM gyms`);
    const names = await rows(sql`SELECT name, city FROM gyms WHERE id % 13 = 0 ORDER BY id LIMIT 500`);
    const spaces = await rows(
      sql`SELECT id, gym_id FROM gym_spaces WHERE mounted_routes_count > 0 AND id % 7 = 0 ORDER BY id LIMIT 2000`,
    );
    // Mounted routes of the gyms, one in 997: the labels climbers scan.
    const routes = await rows(
      sql`SELECT r.id, r.gym_id, r.gym_space_id, g.slug_name AS gym_slug, s.slug_name AS space_slug
          FROM gym_routes r JOIN gyms g ON g.id = r.gym_id JOIN gym_spaces s ON s.id = r.gym_space_id
          WHERE r.dismounted_at IS NULL AND r.id % 997 = 0 ORDER BY r.id LIMIT 2000`,
    );
    const towns = await rows(
      sql`SELECT t.name, t.latitude, t.longitude FROM towns t JOIN departments d ON d.id = t.department_id
          WHERE d.number NOT LIKE '97%' AND t.id IN (SELECT DISTINCT t2.id FROM towns t2 JOIN gyms g ON g.city = t2.name)
          ORDER BY t.id`,
    );
    return {
      maxGymId: Number(max),
      gymNames: names.map((row) => row.name),
      cities: names.map((row) => row.city),
      spaces,
      routes,
      towns,
    };
  } finally {
    await database.close();
  }
}

/** Where `/gr/{gymId}-{routeId}` must lead: the route's space page with the route open. */
const spacePageOf = (route) =>
  `/gyms/${route.gym_id}/${route.gym_slug}/spaces/${route.gym_space_id}/${route.space_slug}?route=${route.id}`;

function pathFor(key, random, inputs) {
  switch (key) {
    case 'search':
      return `/api/v1/gyms.json?query=${encodeURIComponent(typedPrefix(random, inputs.gymNames, inputs.cities))}`;
    case 'viewport':
      return `/api/v1/gyms/geo_json.json?bbox=${viewport(random, inputs.towns)}`;
    case 'around': {
      const town = random.pick(inputs.towns);
      const latitude = (town.latitude + random.normal(0, 0.05)).toFixed(5);
      const longitude = (town.longitude + random.normal(0, 0.05)).toFixed(5);
      return `/api/v1/gyms/around.json?latitude=${latitude}&longitude=${longitude}&distance=20`;
    }
    case 'gym':
      return `/api/v1/gyms/${random.int(1, inputs.maxGymId)}.json`;
    case 'space':
      return `/api/v1/gym_spaces/${random.pick(inputs.spaces).id}.json`;
    case 'space_routes': {
      const space = random.pick(inputs.spaces);
      return `/api/v1/gyms/${space.gym_id}/gym_routes.json?gym_space_id=${space.id}`;
    }
    case 'route_link': {
      const route = random.pick(inputs.routes);
      return `/gr/${route.gym_id}-${route.id}`;
    }
    default:
      throw new Error(`unknown target ${key}`);
  }
}

/** Every route answers as it should before anything is measured: a missing endpoint is a clear failure. */
async function checkAnswers(baseUrl, headers, paths, status = 200) {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
    const body = await response.text();
    if (response.status !== status) {
      throw new Error(`GET ${path} answered ${response.status} (not ${status}): ${body.slice(0, 300)}`);
    }
  }
}

/**
 * `/gr/{gymId}-{routeId}` answered in one request: a 302 whose Location is the route's space page with the route
 * open, and that page answers 200 itself (no second redirect, no page that redirects in the browser).
 */
async function checkRouteLinks(baseUrl, headers, routes) {
  const checked = [];
  for (const route of routes) {
    const path = `/gr/${route.gym_id}-${route.id}`;
    const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    const expected = spacePageOf(route);
    if (response.status !== 302 || location !== expected) {
      throw new Error(`GET ${path} answered ${response.status} to ${location}, not 302 to ${expected}`);
    }
    const page = await fetch(`${baseUrl}${location}`, { headers, redirect: 'manual' });
    const html = await page.text();
    if (page.status !== 200 || /http-equiv=["']?refresh/i.test(html)) {
      throw new Error(`${location} (from ${path}) answered ${page.status}: not the space page itself`);
    }
    checked.push({ path, status: response.status, location, page_status: page.status });
  }
  return { one_request: true, checked: checked.length, example: checked[0] };
}

/**
 * The dataset of `driver` with its indoor part: the stored one reused (migrated), or generated; then the indoor part
 * reused when of the same version, seed and sizes, generated into it otherwise. `{ skipped }` as `prepareDataset`.
 */
export async function prepareIndoorDataset(driver, log) {
  const prepared = await prepareDataset(driver, log);
  if (prepared.skipped) return prepared;
  const generator = await import('./generate-outdoor.mjs');
  const wanted = { seed: prepared.seed, ...generator.DEFAULT_INDOOR_SIZES[driver] };
  const stored = await generator.readIndoorDataset(prepared.target);
  const indoor = generator.sameIndoorDataset(stored, wanted)
    ? stored
    : await generator.buildIndoorDataset(prepared.target, { ...wanted, log });
  return { ...prepared, indoor };
}

async function benchDriver(driver, { duration, connections, log }) {
  const { loadDatabaseModules } = await import('./lib/api-modules.mjs');
  const prepared = await prepareIndoorDataset(driver, log);
  if (prepared.skipped) return { skipped: prepared.skipped };
  const { target, indoor } = prepared;
  log(`\nIndoor catalogue on ${prepared.described} (${indoor.gyms} gyms, ${indoor.gym_routes} gym routes)`);
  const inputs = await readInputs(target, loadDatabaseModules);
  const random = createRandom(prepared.seed + 11);
  // The label address is the web app's (its page heads): measured only when a build is there to serve.
  const webBuilt = existsSync(join(WEB_DIST, 'index.html'));
  const targets = TARGETS.filter((entry) => webBuilt || entry.key !== 'route_link');
  const paths = Object.fromEntries(
    targets.map(({ key }) => [key, Array.from({ length: PATHS_PER_TARGET }, () => pathFor(key, random, inputs))]),
  );

  // Other work on the machine skews every figure: say how busy it was.
  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const running = await startDatasetServer(driver, target, {
    label: 'indoor',
    trivialPath: TRIVIAL.path,
    webDistDir: webBuilt ? WEB_DIST : '',
  });
  const { server } = running;
  let catalogue;
  try {
    const headers = { accept: 'application/json', HttpApiAccessToken: running.apiKey };
    const headersOf = (entry) => ({ ...headers, accept: entry.accept ?? headers.accept });
    await checkAnswers(server.url, headers, [TRIVIAL.path]);
    for (const entry of targets) await checkAnswers(server.url, headersOf(entry), [paths[entry.key][0]], entry.status);
    const routeLink = webBuilt
      ? await checkRouteLinks(
          server.url,
          headersOf({ accept: 'text/html' }),
          inputs.routes.slice(0, ROUTE_LINKS_CHECKED),
        )
      : { skipped: `no web build at ${WEB_DIST}: /gr/ is the web app's address` };
    const results = [];
    for (const entry of targets) {
      const trivial = await measure(server.url, headers, [TRIVIAL.path], { duration, connections });
      const endpoint = await measure(server.url, headersOf(entry), paths[entry.key], { duration, connections });
      // The label address answers 302: every answer is then a "non-2xx", and that is what it must be.
      const answeredAsExpected = entry.status === 302 ? endpoint.non_2xx === endpoint.requests : endpoint.non_2xx === 0;
      results.push({
        target: entry.name,
        example_path: paths[entry.key][0],
        endpoint,
        trivial,
        answered_as_expected: answeredAsExpected,
        target_p99_ms: entry.target_p99_ms,
        // No answer within the run is no figure, and certainly not a met target.
        target_met:
          entry.target_p99_ms === null
            ? null
            : endpoint.requests > 0 &&
              endpoint.errors === 0 &&
              answeredAsExpected &&
              endpoint.latency_p99_ms <= entry.target_p99_ms,
      });
    }
    const memory = processMemory(server.child.pid);
    const latency = (run, value) => (run.requests > 0 ? `${value} ms` : '—');
    printTable(
      ['route', 'req/s', 'p50', 'p99', 'trivial req/s', 'trivial p99', 'target', 'as expected', 'errors'],
      results.map(({ target: name, endpoint, trivial, target_p99_ms, target_met, answered_as_expected }) => [
        endpoint.requests > 0 ? name : `${name} (no answer within ${duration} s)`,
        endpoint.requests_per_second,
        latency(endpoint, endpoint.latency_p50_ms),
        latency(endpoint, endpoint.latency_p99_ms),
        trivial.requests_per_second,
        latency(trivial, trivial.latency_p99_ms),
        target_p99_ms === null ? '—' : `≤ ${target_p99_ms} ms ${target_met ? 'met' : 'MISSED'}`,
        answered_as_expected ? 'yes' : 'NO',
        endpoint.errors,
      ]),
    );
    if (routeLink.skipped) console.log(`  /gr/: ${routeLink.skipped}`);
    else console.log(`  /gr/: ${routeLink.checked} labels, each one request (302 to ${routeLink.example.location})`);
    catalogue = {
      target: prepared.described,
      dataset: indoor,
      connections,
      duration_s: duration,
      load_average_at_start: loadAverage,
      route_link: routeLink,
      results,
      server_memory: memory,
    };
  } finally {
    await running.stop();
  }
  // The indoor logbook and the gym ranking: on PostgreSQL only (their scale is the 10 M-ascent dataset's).
  if (driver !== 'postgres') return catalogue;
  try {
    return { ...catalogue, logbook: await benchIndoorLogbook(prepared, { duration, connections, log }) };
  } catch (error) {
    console.error(`\n✗ indoor logbook on ${driver}: ${error.stack ?? error}`);
    return { ...catalogue, logbook: { error: String(error.message ?? error) } };
  }
}

/** Runs the indoor benchmark on each driver (PostgreSQL first; skipped with a reason when unreachable). */
export function runIndoor({ duration = 10, connections = 10, drivers = ['postgres', 'pglite'], log = console.log }) {
  return runOnDrivers('indoor', drivers, (driver) => benchDriver(driver, { duration, connections, log }));
}
