// The labels of 200 routes printed to PDF (`--only=gym-labels` once wired in bench/run.mjs, or alone:
// `node bench/gym-labels.mjs`), on PostgreSQL. A database of its own (`cordee_bench_gym_labels` beside the dataset's,
// dropped and made again each run): one gym with 10 sectors, 200 mounted routes and 50 dismounted ones, a label
// template (a row of labels on A4 portrait, the QR code on the right, seven fields). The built server is started on
// it; Chromium opens the template's print page for the 200 mounted routes, waits for every label, and prints it to
// PDF with the page's own `@page` size. Reported: the time to the laid-out page (cold, then warm), the time of `page.pdf()`, the PDF's
// size and its number of pages (its `/Type /Page` objects), against the page count the layout predicts
// (`Math.ceil(200 / labels per page)`). Results in bench/results/gym-labels.json when run alone.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { loadServerModules } from './lib/api-modules.mjs';
import { DEFAULT_POSTGRES_URL, postgresReachable, recreateDataset } from './lib/bench-database.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, writeResult } from './lib/common.mjs';
import { freePort, makeDataDir, removeDataDir, spawnServer, stopServer, waitForOk } from './lib/server.mjs';

const SIZES = { sectors: 10, mounted_routes: 200, dismounted_routes: 50 };
/** A row of labels on A4 portrait: 2 columns × 6 rows (apps/web/src/features/indoor/admin/labels/lib/label-layout.ts). */
const LABELS_PER_PAGE = 12;

/** The benchmark's own database, on the server of the dataset's. */
function databaseUrl() {
  if (process.env.BENCH_GYM_LABELS_DATABASE_URL) return process.env.BENCH_GYM_LABELS_DATABASE_URL;
  const url = new URL(DEFAULT_POSTGRES_URL);
  url.pathname = '/cordee_bench_gym_labels';
  return url.toString();
}

const rowsOf = async (db, text) => (await db.execute(sql.raw(text))).rows;

/** The gym, its sectors, its routes (mounted and not) and one template; their ids. */
async function seed(db) {
  const [gym] = await rowsOf(
    db,
    `INSERT INTO gyms (name, slug_name, address, city, country_code, latitude, longitude, time_zone, gym_type,
       climbing_types, spaces_count)
     VALUES ('Salle des étiquettes', 'salle-des-etiquettes', '1 rue des Prises', 'Lyon', 'fr', 45.75, 4.85,
       'Europe/Paris', 'private', '{bouldering}', 1) RETURNING id`,
  );
  const [space] = await rowsOf(
    db,
    `INSERT INTO gym_spaces (gym_id, name, slug_name, position) VALUES (${gym.id}, 'Bloc', 'bloc', 0) RETURNING id`,
  );
  await rowsOf(
    db,
    `INSERT INTO gym_sectors (gym_id, gym_space_id, name, position)
     SELECT ${gym.id}, ${space.id}, 'Secteur ' || n, n FROM generate_series(1, ${SIZES.sectors}) n RETURNING id`,
  );
  const total = SIZES.mounted_routes + SIZES.dismounted_routes;
  await rowsOf(
    db,
    `INSERT INTO gym_routes (gym_id, gym_space_id, gym_sector_id, name, climbing_type, hold_colors, level_index,
       level_color, grade_value, grade_text, openers, anchor_number, opened_at, dismounted_at)
     SELECT ${gym.id}, ${space.id}, s.id, 'Voie ' || n, 'bouldering', '{red}', n % 6, 'red', 25 + n % 20,
       (4 + n % 4) || chr(97 + n % 3), '{Léa,Tom}', 1 + n % 40, current_date - (n % 90),
       CASE WHEN n > ${SIZES.mounted_routes} THEN current_date END
     FROM generate_series(1, ${total}) n
     JOIN gym_sectors s ON s.gym_id = ${gym.id} AND s.position = 1 + n % ${SIZES.sectors}`,
  );
  const [template] = await rowsOf(
    db,
    `INSERT INTO gym_label_templates (gym_id, name, layout, paper_size, orientation, font, qr_position, fields, footer)
     VALUES (${gym.id}, 'Étiquettes A4', 'row', 'a4', 'portrait', 'sans_serif', 'right',
       '{name,grade,level,sector,openers,opened_at,anchor_number}', 'salle.example') RETURNING id`,
  );
  const routes = await rowsOf(db, `SELECT id FROM gym_routes WHERE gym_id = ${gym.id} ORDER BY id`);
  return { gymId: gym.id, templateId: template.id, routeIds: routes.map((route) => route.id) };
}

/** The pages of a PDF: its `/Type /Page` objects (not the `/Pages` tree). */
export function pdfPageCount(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/**
 * Seeds the benchmark's database, serves the built app on it and prints the labels of its 200 mounted routes to
 * PDF. `{ skipped }` when PostgreSQL is unreachable; throws when the page lays out another number of labels.
 */
export async function benchGymLabels({ log = console.log } = {}) {
  const url = databaseUrl();
  if (!(await postgresReachable(url))) {
    log(`PostgreSQL unreachable at ${new URL(url).host}: the labels benchmark is skipped`);
    return { skipped: 'postgres_unreachable' };
  }
  const { openDatabase } = await loadServerModules();
  log('Labels: a database of its own, migrated and seeded…');
  await recreateDataset({ driver: 'postgres', url });
  const database = await openDatabase({ driver: 'postgres', url });
  let ids;
  try {
    await database.migrate();
    ids = await seed(database.db);
  } finally {
    await database.close().catch(() => {});
  }
  const dataDir = makeDataDir('gym-labels');
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
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    // Every route of the gym asked for: the dismounted ones are left out by the API.
    const address =
      `${server.url}/gyms/${ids.gymId}/salle-des-etiquettes/label-templates/${ids.templateId}/print` +
      `?gym_route_ids=${ids.routeIds.join(',')}`;
    const open = async () => {
      const opened = performance.now();
      await page.goto(address);
      await page.waitForSelector('[data-testid="label-sheets"]', { timeout: 60_000 });
      return performance.now() - opened;
    };
    // A cold visit (the chunks, the texts and the data fetched), then a warm one (the chunks cached).
    const laidOut = await open();
    const laidOutWarm = await open();
    const labels = await page.locator('[data-testid="route-label"]').count();
    const qrCodes = await page.locator('svg[data-testid="label-qr"]').count();
    const sheets = await page.locator('[data-testid="label-page"]').count();
    const expectedPages = Math.ceil(SIZES.mounted_routes / LABELS_PER_PAGE);
    if (labels !== SIZES.mounted_routes) throw new Error(`${labels} labels laid out, ${SIZES.mounted_routes} expected`);
    await page.emulateMedia({ media: 'print' });
    const printing = performance.now();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const printed = performance.now() - printing;
    const pages = pdfPageCount(pdf);
    const result = {
      sizes: SIZES,
      template: { layout: 'row', paper_size: 'a4', orientation: 'portrait', labels_per_page: LABELS_PER_PAGE },
      labels,
      qr_codes: qrCodes,
      sheets,
      expected_pages: expectedPages,
      pdf_pages: pages,
      pages_right: pages === expectedPages,
      laid_out_ms: Math.round(laidOut),
      laid_out_warm_ms: Math.round(laidOutWarm),
      pdf_ms: Math.round(printed),
      pdf_kb: Math.round(pdf.length / 1024),
    };
    printTable(
      ['labels', 'laid out (cold)', 'laid out (warm)', 'page.pdf()', 'PDF pages', 'expected', 'PDF size'],
      [
        [
          String(labels),
          `${result.laid_out_ms} ms`,
          `${result.laid_out_warm_ms} ms`,
          `${result.pdf_ms} ms`,
          String(pages),
          String(expectedPages),
          `${result.pdf_kb} KB`,
        ],
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
  const result = await benchGymLabels();
  if (!result.skipped) {
    const file = writeResult('gym-labels', result);
    console.log(`Written to ${file}`);
    if (!result.pages_right) process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
