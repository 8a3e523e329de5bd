// The gym's route table with 2,000 mounted routes (`--only=gym-route-table` once wired in bench/run.mjs, or alone:
// `node bench/gym-route-table.mjs [--requests=N]`), on PostgreSQL. A database of its own
// (`cordee_bench_gym_route_table` beside the dataset's, dropped and made again each run): one gym with 4 spaces of 10
// sectors, 2,000 mounted routes and 600 dismounted within the year, 12 openers, and a second gym as large; its
// route setter signs in. The built server is started on it; reported:
// - `GET gyms/{id}/route_table.json` (the 2,000 rows) over HTTP: a warm-up, then N requests, p50 and p99;
// - in Chromium, a first signed-in visit of `admins/routes/tables`: the time to the first row, the JS it loads
//   (gzip -9, each file once) and what it adds to `/`;
// - a filter applied (a sector, then a setter, then back to all): from the select's change to the rows redrawn,
//   target ≤ 100 ms.
// Needs the built web app (`npm run build`). Results in bench/results/gym-route-table.json when run alone.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { loadPageScripts } from './home-js.mjs';
import { loadServerModules } from './lib/api-modules.mjs';
import { DEFAULT_POSTGRES_URL, postgresReachable, recreateDataset } from './lib/bench-database.mjs';
import { apiKeyOf, CHROMIUM_FLAGS, CHROMIUM_PATH, kb, printTable, writeResult } from './lib/common.mjs';
import { freePort, makeDataDir, removeDataDir, spawnServer, stopServer, waitForOk } from './lib/server.mjs';

const SIZES = { gyms: 2, spaces: 4, sectors_per_space: 10, mounted_routes: 2_000, dismounted_routes: 600, openers: 12 };
const TARGET_FILTER_MS = 100;
const SETTER = { email: 'bench.setter@example.org', password: 'Bench-Granite-2026' };
/** The web app keeps the session's token pair there (apps/web/src/platform/session/token-store.ts). */
const SESSION_STORAGE_KEY = 'cordee.session';

function databaseUrl() {
  if (process.env.BENCH_GYM_ROUTE_TABLE_DATABASE_URL) return process.env.BENCH_GYM_ROUTE_TABLE_DATABASE_URL;
  const url = new URL(DEFAULT_POSTGRES_URL);
  url.pathname = '/cordee_bench_gym_route_table';
  return url.toString();
}

const rowsOf = async (db, text) => (await db.execute(sql.raw(text))).rows;

/** The gyms, spaces, sectors, openers and routes, and the setter of the first gym; its id. */
async function seed(db, digest) {
  let firstGym = null;
  for (let gym = 1; gym <= SIZES.gyms; gym += 1) {
    const [{ id: gymId }] = await rowsOf(
      db,
      `INSERT INTO gyms (name, slug_name, address, city, country_code, latitude, longitude, time_zone, gym_type,
         climbing_types, spaces_count, administrators_count)
       VALUES ('Salle ${gym}', 'salle-${gym}', '1 rue des Prises', 'Lyon', 'fr', 45.75, 4.85, 'Europe/Paris',
         'private', '{bouldering}', ${SIZES.spaces}, 1) RETURNING id`,
    );
    firstGym ??= gymId;
    await rowsOf(
      db,
      `INSERT INTO gym_levels (gym_id, climbing_type, levels)
       VALUES (${gymId}, 'bouldering', '[{"color":"yellow","grade_value":19,"points":100},{"color":"green","grade_value":25,"points":200},{"color":"blue","grade_value":29,"points":300},{"color":"red","grade_value":32,"points":400},{"color":"black","grade_value":35,"points":500}]')`,
    );
    await rowsOf(
      db,
      `INSERT INTO gym_spaces (gym_id, name, slug_name, position, climbing_type)
       SELECT ${gymId}, 'Espace ' || n, 'espace-' || n, n, 'bouldering' FROM generate_series(1, ${SIZES.spaces}) n`,
    );
    await rowsOf(
      db,
      `INSERT INTO gym_sectors (gym_id, gym_space_id, name, position)
       SELECT ${gymId}, s.id, 'Secteur ' || s.position || '-' || n, n
       FROM gym_spaces s CROSS JOIN generate_series(1, ${SIZES.sectors_per_space}) n WHERE s.gym_id = ${gymId}`,
    );
    await rowsOf(
      db,
      `INSERT INTO gym_openers (gym_id, name) SELECT ${gymId}, 'Ouvreur ' || n FROM generate_series(1, ${SIZES.openers}) n`,
    );
    const total = SIZES.mounted_routes + SIZES.dismounted_routes;
    const colors = `(ARRAY['yellow','green','blue','red','black'])[1 + n % 5]`;
    await rowsOf(
      db,
      `INSERT INTO gym_routes (gym_id, gym_space_id, gym_sector_id, name, climbing_type, hold_colors, level_index,
         level_color, grade_value, grade_text, openers, opener_ids, anchor_number, opened_at, dismounted_at)
       SELECT ${gymId}, s.gym_space_id, s.id, 'Voie ' || n, 'bouldering', ARRAY[${colors}], n % 5, ${colors},
         25 + n % 10, '6a', ARRAY[o.name], ARRAY[o.id], 1 + n % 40, current_date - 30 - (n % 300),
         CASE WHEN n > ${SIZES.mounted_routes} THEN current_date - (n % 25) END
       FROM generate_series(1, ${total}) n
       JOIN gym_sectors s ON s.gym_id = ${gymId}
         AND s.id = (SELECT id FROM gym_sectors WHERE gym_id = ${gymId} ORDER BY id
                     OFFSET n % ${SIZES.spaces * SIZES.sectors_per_space} LIMIT 1)
       JOIN gym_openers o ON o.gym_id = ${gymId}
         AND o.id = (SELECT id FROM gym_openers WHERE gym_id = ${gymId} ORDER BY id OFFSET n % ${SIZES.openers} LIMIT 1)`,
    );
    await rowsOf(
      db,
      `UPDATE gyms SET mounted_routes_count = (SELECT count(*) FROM gym_routes
         WHERE gym_id = ${gymId} AND dismounted_at IS NULL) WHERE id = ${gymId}`,
    );
  }
  const [setter] = await rowsOf(
    db,
    `INSERT INTO users (first_name, last_name, slug_name, email, password_digest)
     VALUES ('Alex', 'Ouvreur', 'alex-ouvreur', '${SETTER.email}', '${digest}') RETURNING id`,
  );
  await rowsOf(
    db,
    `INSERT INTO gym_administrators (gym_id, user_id, roles) VALUES (${firstGym}, ${setter.id}, '{manage_opening}')`,
  );
  await rowsOf(db, 'VACUUM ANALYZE');
  return firstGym;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The time from a select's change to the count of rows shown changed, in the page (ms). */
async function timeFilter(page, testId, value) {
  await page.evaluate(() => {
    const count = document.querySelector('[data-testid="route-table-count"]');
    const before = count.textContent;
    window.__filterTime = new Promise((resolve) => {
      let started = 0;
      document.addEventListener('change', () => (started = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (count.textContent === before) return;
        observer.disconnect();
        // The rows are drawn once the frame after the change is painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
      });
      observer.observe(count, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.selectOption(`[data-testid="${testId}"]`, value);
  return page.evaluate(() => window.__filterTime);
}

export async function benchGymRouteTable({ requests = 200, log = console.log } = {}) {
  const url = databaseUrl();
  if (!(await postgresReachable(url))) {
    log(`PostgreSQL unreachable at ${new URL(url).host}: the route table benchmark is skipped`);
    return { skipped: 'postgres_unreachable' };
  }
  const { openDatabase } = await loadServerModules();
  const { hashPassword } = await import('../apps/api/src/accounts/password-hasher.ts');
  log('Route table: a database of its own, migrated and seeded…');
  await recreateDataset({ driver: 'postgres', url });
  const database = await openDatabase({ driver: 'postgres', url });
  let gymId;
  try {
    await database.migrate();
    gymId = await seed(database.db, await hashPassword(SETTER.password));
  } finally {
    await database.close().catch(() => {});
  }
  const dataDir = makeDataDir('gym-route-table');
  const server = spawnServer({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: url, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
  });
  let browser;
  try {
    await waitForOk(server, { path: '/' }).catch((error) => {
      throw new Error(`${error.message}\n${server.lines.slice(-20).join('\n')}`);
    });
    const key = await apiKeyOf(server.url);
    const signIn = await fetch(`${server.url}/api/v1/sessions/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', HttpApiAccessToken: key },
      body: JSON.stringify(SETTER),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const tokens = await signIn.json();
    const headers = { HttpApiAccessToken: key, authorization: `Bearer ${tokens.token}` };
    const tableUrl = `${server.url}/api/v1/gyms/${gymId}/route_table.json`;
    const call = async () => {
      const response = await fetch(tableUrl, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`route_table answered ${response.status}: ${body.slice(0, 300)}`);
      return {
        rows: JSON.parse(body).length,
        total: Number(response.headers.get('x-total-count')),
        bytes: body.length,
      };
    };
    const sample = await call();
    for (let index = 0; index < 10; index += 1) await call();
    const timings = [];
    for (let index = 0; index < requests; index += 1) {
      const begun = performance.now();
      await call();
      timings.push(performance.now() - begun);
    }
    timings.sort((a, b) => a - b);

    const pagePath = `/gyms/${gymId}/salle-1/admins/routes/tables`;
    const localStorage = { [SESSION_STORAGE_KEY]: JSON.stringify(tokens) };
    const scripts = await loadPageScripts(`${server.url}${pagePath}`, {
      localStorage,
      ready: '[data-testid^="route-table-row-"]',
    });
    const home = await loadPageScripts(`${server.url}/`, { localStorage });
    const unique = (list) => [...new Map(list.map((script) => [script.path, script])).values()];
    const homePaths = new Set(unique(home.scripts).map((script) => script.path));
    const pageScripts = unique(scripts.scripts);
    const gzip = (list) => list.reduce((total, script) => total + script.gzip, 0);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((pairs) => {
      for (const [name, value] of Object.entries(pairs)) window.localStorage.setItem(name, value);
    }, localStorage);
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${server.url}${pagePath}`);
    await page.waitForSelector('[data-testid^="route-table-row-"]', { timeout: 60_000 });
    const firstRow = performance.now() - opened;
    const drawnRows = await page.locator('[data-testid^="route-table-row-"]').count();
    const sector = await page.locator('[data-testid="route-table-filter-sector"] option').nth(1).getAttribute('value');
    const setter = await page.locator('[data-testid="route-table-filter-setter"] option').nth(1).getAttribute('value');
    const filters = {
      sector_ms: await timeFilter(page, 'route-table-filter-sector', sector),
      setter_ms: await timeFilter(page, 'route-table-filter-setter', setter),
      back_to_all_ms: await timeFilter(page, 'route-table-filter-sector', ''),
    };
    const slowest = Math.max(...Object.values(filters));
    const result = {
      sizes: SIZES,
      api: {
        rows: sample.rows,
        total: sample.total,
        kb: Math.round(sample.bytes / 1024),
        requests,
        latency_p50_ms: Number(percentile(timings, 50).toFixed(1)),
        latency_p99_ms: Number(percentile(timings, 99).toFixed(1)),
      },
      page: {
        first_row_ms: Math.round(firstRow),
        rows_drawn: drawnRows,
        js_gzip_bytes: gzip(pageScripts),
        js_added_to_home_gzip_bytes: gzip(pageScripts.filter((script) => !homePaths.has(script.path))),
        js_files: pageScripts.length,
      },
      filters: Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, Number(value.toFixed(1))])),
      target_filter_ms: TARGET_FILTER_MS,
      filter_within_target: slowest <= TARGET_FILTER_MS,
    };
    printTable(
      ['measure', 'value'],
      [
        ['GET route_table.json (rows / total)', `${sample.rows} / ${sample.total}, ${result.api.kb} KB`],
        ['  p50 / p99', `${result.api.latency_p50_ms} ms / ${result.api.latency_p99_ms} ms`],
        ['page: first row (signed in, cold)', `${result.page.first_row_ms} ms (${drawnRows} rows drawn)`],
        [
          'page: JS (gzip -9)',
          `${kb(result.page.js_gzip_bytes)}, ${kb(result.page.js_added_to_home_gzip_bytes)} beyond /`,
        ],
        ['filter: a sector', `${result.filters.sector_ms} ms`],
        ['filter: a setter', `${result.filters.setter_ms} ms`],
        ['filter: back to all', `${result.filters.back_to_all_ms} ms`],
        ['target per filter', `${TARGET_FILTER_MS} ms`],
      ],
    );
    return result;
  } finally {
    await browser?.close();
    await stopServer(server);
    removeDataDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const requests = Number(process.argv.find((arg) => arg.startsWith('--requests='))?.split('=')[1] ?? 200);
  const result = await benchGymRouteTable({ requests });
  if (!result.skipped) {
    const file = writeResult('gym-route-table', result);
    console.log(`Written to ${file}`);
    if (!result.filter_within_target) process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
