// Lighthouse-style timings of the public pages the page-speed figures follow (`/`, the demo crag, one of its
// sectors and routes, an area, its department, the crag search, sign-in, the crags map with its tiles, and a demo
// gym's space holding 400 mounted routes and the demo crag's photos page holding 500 photos, each with its
// first-visit JS from the build against its budget):
// Lighthouse 12 (the last major running on Node 20), mobile and desktop presets, performance category only,
// with what each first visit requested (chunks, styles, fonts, icons, tiles, API calls) and its bytes.
// Without Lighthouse, Chromium's own Performance API under 4× CPU throttling.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  apiClient,
  apiKeyOf,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  kb,
  median,
  ms,
  printTable,
  ROOT,
  WEB_DIST,
} from './lib/common.mjs';

const AUDITS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speed_index_ms: 'speed-index',
  tti_ms: 'interactive',
};

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
      import('chrome-launcher'),
    ]);
    const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
    return { lighthouse, desktopConfig, chromeLauncher, version };
  } catch (error) {
    return { error };
  }
}

const describeNode = (node) => `${node?.selector ?? '?'} ("${(node?.nodeLabel ?? '').split('\n')[0].slice(0, 60)}")`;

/** What to look at: the LCP element and the elements that shifted (last run of a preset). */
function culprits(lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    lcp_element: lcp ? describeNode(lcp) : null,
    layout_shifts: shifts.map((item) => ({ element: describeNode(item.node), score: item.score })),
  };
}

function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return Object.fromEntries(['score', ...Object.keys(AUDITS)].map((key) => [key, pick(key)]));
}

/** What kind of request a Lighthouse network record is, as this report counts them. */
function requestKind({ url, resourceType }) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (resourceType === 'Document') return 'document';
  // The favicon and the PWA icons the browser fetches for the manifest.
  if (pathname === '/favicon.svg' || pathname.startsWith('/icons/')) return 'icon';
  if (resourceType === 'Script') return 'script';
  if (resourceType === 'Stylesheet') return 'stylesheet';
  if (resourceType === 'Font') return 'font';
  if (resourceType === 'Image') return /\/\d+\/\d+\/\d+(@2x)?\.(png|jpg|webp)$/.test(pathname) ? 'tile' : 'image';
  if (resourceType === 'Manifest') return 'manifest';
  return 'other';
}

/**
 * The requests of the page's own load (Lighthouse's network records without the service worker's: its script
 * and its precache are fetched after the load, in the background), by kind, with their transferred bytes.
 */
function requestSummary(lhr) {
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.sessionTargetType !== 'worker' && !new URL(item.url).pathname.endsWith('/sw.js'),
  );
  const byKind = {};
  for (const item of items) {
    const kind = requestKind(item);
    byKind[kind] ??= { requests: 0, transfer_bytes: 0 };
    byKind[kind].requests += 1;
    byKind[kind].transfer_bytes += item.transferSize ?? 0;
  }
  return {
    requests: items.length,
    transfer_bytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    by_kind: byKind,
    api_calls: items.filter((item) => requestKind(item) === 'api').map((item) => new URL(item.url).pathname),
  };
}

const PRESETS = ['mobile', 'desktop'];

async function runLighthouse(tools, pages, runs, presetNames) {
  const { lighthouse, desktopConfig, chromeLauncher } = tools;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const results = {};
    for (const page of pages) {
      const presets = {};
      const configs = { mobile: undefined, desktop: desktopConfig };
      for (const preset of presetNames) {
        const config = configs[preset];
        const measured = [];
        let diagnostics = null;
        let requests = null;
        for (let run = 0; run < runs; run += 1) {
          const { lhr } = await lighthouse(
            page.url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            config,
          );
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const metrics = Object.fromEntries(
            Object.entries(AUDITS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? null]),
          );
          const summary = requestSummary(lhr);
          measured.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            ...metrics,
            requests: summary.requests,
            transfer_bytes: summary.transfer_bytes,
          });
          diagnostics = culprits(lhr);
          requests = summary;
        }
        const median_ = {
          ...summarize(measured),
          requests: median(measured.map((run) => run.requests)),
          transfer_bytes: median(measured.map((run) => run.transfer_bytes)),
        };
        presets[preset] = { median: median_, runs: measured, diagnostics, requests_of_last_run: requests };
      }
      results[page.name] = { url: page.url, presets };
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Fallback: FCP, LCP, DOMContentLoaded and load from the Performance API, CPU throttled 4× through CDP. */
export async function runPerformanceApi(url, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const presets = {};
  try {
    for (const [preset, options] of [
      ['mobile', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }],
      ['desktop', { viewport: { width: 1350, height: 940 } }],
    ]) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        results.push(
          await page.evaluate(() => {
            const [navigation] = performance.getEntriesByType('navigation');
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            return {
              score: null,
              fcp_ms: fcp?.startTime ?? null,
              lcp_ms: window.__lcp || null,
              dom_content_loaded_ms: navigation.domContentLoadedEventEnd,
              load_ms: navigation.loadEventEnd,
            };
          }),
        );
        await context.close();
      }
      const keys = Object.keys(results[0]).filter((key) => key !== 'score');
      presets[preset] = {
        median: Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key] ?? 0))])),
        runs: results,
      };
    }
    return presets;
  } finally {
    await browser.close();
  }
}

/**
 * The pages measured: `/`, the demo crag of a fresh install (seeded with every server start on an empty
 * database), its first sector and first route, the first area, the crag's department, the crag search, sign-in
 * and the crags map around the crag (its tiles from `MAP_TILE_URL`), found through the API as a visitor's browser
 * would.
 */
export async function benchPages(baseUrl) {
  const key = await apiKeyOf(baseUrl);
  const api = async (path) => {
    const response = await fetch(`${baseUrl}/api/v1/${path}`, {
      headers: { accept: 'application/json', HttpApiAccessToken: key },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  };
  const pages = [{ name: 'home', url: `${baseUrl}/` }];
  const found = await api(`search/crags.json?query=${encodeURIComponent('démonstration Cordée')}`);
  const hit = (Array.isArray(found) ? found : (found.crags ?? found.results ?? []))[0];
  if (!hit) throw new Error('the demo crag was not found (search/crags.json)');
  const crag = await api(`crags/${hit.id}.json`);
  pages.push({ name: 'crag', url: `${baseUrl}/crags/${crag.id}/${crag.slug_name}` });
  const first = (list, key) => (Array.isArray(list) ? list : (list[key] ?? []))[0];
  const sector = first(await api(`crags/${crag.id}/crag_sectors.json`), 'crag_sectors');
  if (sector) pages.push({ name: 'sector', url: `${baseUrl}/crag-sectors/${sector.id}/${sector.slug_name}` });
  const route = first(await api(`crags/${crag.id}/crag_routes.json`), 'crag_routes');
  if (route) pages.push({ name: 'route', url: `${baseUrl}/crag-routes/${route.id}/${route.slug_name}` });
  const area = first(await api('areas.json'), 'areas');
  if (area) pages.push({ name: 'area', url: `${baseUrl}/areas/${area.id}/${area.slug_name}` });
  if (crag.department) {
    pages.push({
      name: 'department',
      url: `${baseUrl}/escalade-en/france/${crag.department.number}/${crag.department.slug}`,
    });
  }
  pages.push({ name: 'crag search', url: `${baseUrl}/outdoor/search/crags` });
  pages.push({ name: 'sign-in', url: `${baseUrl}/sign-in` });
  const around =
    crag.latitude && crag.longitude ? `?latitude=${crag.latitude}&longitude=${crag.longitude}&zoom=12` : '';
  pages.push({ name: 'crags map', url: `${baseUrl}/maps/crags${around}` });
  return pages;
}

/** The mounted routes of the space page measured: a busy bouldering hall's worth. */
export const SPACE_ROUTES = 400;
const SPACE_CLIMBER_PASSWORD = 'Bench-Granite-2026';

/** A day `days` before today, as `YYYY-MM-DD`: the routes were set over the last weeks. */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The site administrator the bench server seeded (`DATA_DIR/admin-credentials.txt`): the demo gyms have staff, and
 * only their staff or a site administrator write them.
 */
function adminCredentials(dataDir) {
  const text = readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8');
  const email = text.match(/email:\s*(\S+)/)?.[1];
  const password = text.match(/password:\s*(\S+)/)?.[1];
  if (!email || !password) throw new Error(`cannot read the administrator's credentials in ${dataDir}`);
  return { email, password };
}

/**
 * The space page of the first demo gym's first space, brought to `SPACE_ROUTES` mounted routes through the API by
 * the site administrator (the demo gym has staff, and only they or a site administrator set its routes): routes over
 * its sectors, through each sector's levels, as the setting form creates them. Found through the API as the crag is.
 */
export async function spacePage(baseUrl, dataDir) {
  const api = apiClient(baseUrl, await apiKeyOf(baseUrl));
  const [gym] = await api('gyms/exhibition.json');
  if (!gym) throw new Error('no demo gym (gyms/exhibition.json)');
  const [first] = await api(`gyms/${gym.id}/gym_spaces.json`);
  if (!first) throw new Error(`the demo gym ${gym.id} has no space`);
  let space = await api(`gym_spaces/${first.id}.json`);
  if (space.mounted_routes_count < SPACE_ROUTES) {
    const { token } = await api('sessions/sign_in', { method: 'POST', body: adminCredentials(dataDir) });
    const scales = await api(`gyms/${gym.id}/levels.json`);
    const levelsOf = (type) => scales.find((scale) => scale.climbing_type === type)?.levels ?? [];
    for (let index = space.mounted_routes_count; index < SPACE_ROUTES; index += 1) {
      const sector = space.sectors[index % space.sectors.length];
      const type = sector.climbing_type ?? space.climbing_type ?? 'bouldering';
      const levels = levelsOf(type);
      const level = index % Math.max(1, levels.length);
      await api('gym_routes.json', {
        method: 'POST',
        token,
        body: {
          gym_sector_id: sector.id,
          climbing_type: type,
          level_index: levels.length ? level : null,
          hold_colors: [levels[level]?.color ?? 'black'],
          openers: ['Bench Setter'],
          opened_at: daysAgo(index % 60),
        },
      });
    }
    space = await api(`gym_spaces/${first.id}.json`);
  }
  return {
    name: 'space',
    url: `${baseUrl}/gyms/${gym.id}/${gym.slug_name}/spaces/${space.id}/${space.slug_name}`,
    mounted_routes: space.mounted_routes_count,
    sectors: space.sectors.length,
  };
}

/** The photos of the crag gallery measured: a popular crag's worth. */
export const GALLERY_PHOTOS = 500;

/** A small photo-like JPEG (gradient and noise), different for each `index`, of a phone photo's proportions. */
async function galleryJpeg(index) {
  const { default: sharp } = await import('sharp');
  const width = 960;
  const height = index % 3 === 0 ? 1280 : 720;
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},35%,28%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><path d="M0 ${height} L${width * 0.3} ${height * 0.35} L${width * 0.55} ${height * 0.6} L${width * 0.8} ${height * 0.2} L${width} ${height} Z" fill="hsl(${hue},15%,40%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The photos page of the demo crag, brought to `GALLERY_PHOTOS` photos through the API by a climber who signs up
 * (the bench server runs without rate limits), each a different small JPEG of one of two proportions, as phones take.
 */
export async function galleryPage(baseUrl) {
  const key = await apiKeyOf(baseUrl);
  const api = apiClient(baseUrl, key);
  const found = await api(`search/crags.json?query=${encodeURIComponent('démonstration Cordée')}`);
  const hit = (Array.isArray(found) ? found : (found.crags ?? found.results ?? []))[0];
  if (!hit) throw new Error('the demo crag was not found (search/crags.json)');
  const crag = await api(`crags/${hit.id}.json`);
  const count = async () => {
    const response = await fetch(
      `${baseUrl}/api/v1/photos.json?illustrable_type=crags&illustrable_id=${crag.id}&per_page=1`,
      {
        headers: { accept: 'application/json', HttpApiAccessToken: key },
      },
    );
    return Number(response.headers.get('x-total-count') ?? 0);
  };
  let photos = await count();
  if (photos < GALLERY_PHOTOS) {
    const { token } = await api('sessions/sign_up', {
      method: 'POST',
      body: {
        first_name: 'Bench',
        last_name: 'Photographer',
        email: `bench.photographer.${Date.now()}@example.test`,
        password: SPACE_CLIMBER_PASSWORD,
        password_confirmation: SPACE_CLIMBER_PASSWORD,
      },
    });
    for (let index = photos; index < GALLERY_PHOTOS; index += 1) {
      const form = new FormData();
      form.append('illustrable_type', 'crags');
      form.append('illustrable_id', String(crag.id));
      form.append('licence', 'cc_by');
      form.append('file', new Blob([await galleryJpeg(index)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      const response = await fetch(`${baseUrl}/api/v1/photos.json`, {
        method: 'POST',
        headers: { accept: 'application/json', HttpApiAccessToken: key, authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`POST photos.json: ${response.status} ${await response.text()}`);
    }
    photos = await count();
  }
  return { name: 'crag gallery', url: `${baseUrl}/crags/${crag.id}/${crag.slug_name}/photos`, photos };
}

/** The comments on the route measured: a busy route's discussion. */
export const DISCUSSION_COMMENTS = 500;

/**
 * A route of the demo crag with `DISCUSSION_COMMENTS` comments (nine threads in ten, the rest replies), written
 * through the API by climbers of the bench's own; reused as it is when a run already wrote them.
 */
export async function discussionPage(baseUrl) {
  const key = await apiKeyOf(baseUrl);
  const api = apiClient(baseUrl, key);
  const found = await api(`search/crags.json?query=${encodeURIComponent('démonstration Cordée')}`);
  const hit = (Array.isArray(found) ? found : (found.crags ?? found.results ?? []))[0];
  if (!hit) throw new Error('the demo crag was not found (search/crags.json)');
  const routes = await api(`crags/${hit.id}/crag_routes.json?per_page=5`);
  const route = (Array.isArray(routes) ? routes : (routes.crag_routes ?? []))[1];
  if (!route) throw new Error('the demo crag has fewer than two routes');
  const countOf = async () => {
    const response = await fetch(
      `${baseUrl}/api/v1/comments.json?commentable_type=crag_routes&commentable_id=${route.id}&per_page=100`,
      { headers: { accept: 'application/json', HttpApiAccessToken: key } },
    );
    if (response.status !== 200) throw new Error(`GET comments.json: ${response.status} ${await response.text()}`);
    return Number(response.headers.get('x-total-count') ?? 0);
  };
  let threads = await countOf();
  const wantedThreads = Math.round(DISCUSSION_COMMENTS * 0.9);
  if (threads < wantedThreads) {
    const { token } = await api('sessions/sign_up', {
      method: 'POST',
      body: {
        first_name: 'Bench',
        last_name: 'Commenter',
        email: `bench.commenter.${Date.now()}@example.test`,
        password: SPACE_CLIMBER_PASSWORD,
        password_confirmation: SPACE_CLIMBER_PASSWORD,
      },
    });
    const post = async (body) => {
      const response = await fetch(`${baseUrl}/api/v1/comments.json`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          HttpApiAccessToken: key,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ commentable_type: 'crag_routes', commentable_id: route.id, ...body }),
      });
      if (response.status !== 201) throw new Error(`POST comments.json: ${response.status} ${await response.text()}`);
      return response.json();
    };
    for (let index = threads; index < wantedThreads; index += 1) {
      const written = await post({
        body: `Essai ${index + 1} : le pas du deuxième point se passe mieux en dülfer à droite.\nBonne adhérence le matin, voir https://example.org/topo/${index}.`,
      });
      if (index % 9 === 0) {
        await post({ body: `Merci, confirmé aujourd’hui (${index + 1}).`, reply_to_comment_id: written.id });
      }
    }
    threads = await countOf();
  }
  return {
    name: 'route discussion',
    url: `${baseUrl}/crag-routes/${route.id}/${route.slug_name}`,
    threads,
    comments: DISCUSSION_COMMENTS,
  };
}

/** The space page's path in the page table. */
const SPACE_PAGE_PATH = /\/spaces\/:gymSpaceId\/:gymSpaceName$/;
/** The crag gallery's path in the page table. */
const GALLERY_PAGE_PATH = /^\/crags\/:cragId\?\/:cragName\?\/photos$/;
/** The route page's path in the page table. */
const ROUTE_PAGE_PATH = /^\/crag-routes\/:cragRouteId\?\/:cragRouteName$/;

/**
 * A page's first-visit JS and CSS (gzip) as the build lists them, against its budget and the record pages'
 * (`scripts/check-budgets.mjs`, run on the measured build in its own process: its module hooks stay there).
 */
export async function spacePageBudget(pagePath = SPACE_PAGE_PATH) {
  const dir = mkdtempSync(join(tmpdir(), 'cordee-budgets-'));
  try {
    const file = join(dir, 'budgets.json');
    const run = spawnSync(process.execPath, ['scripts/check-budgets.mjs', `--dist=${WEB_DIST}`, `--json=${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    let rows;
    try {
      rows = JSON.parse(readFileSync(file, 'utf8')).pages;
    } catch {
      throw new Error(`check-budgets wrote no figures: ${`${run.stdout}\n${run.stderr}`.trim().slice(-500)}`);
    }
    const row = rows.find((entry) => pagePath.test(entry.path));
    if (!row) throw new Error(`no page ${pagePath} in the page table`);
    const { loadContracts } = await import('./lib/api-modules.mjs');
    const { RECORD_PAGE_BUDGET } = await loadContracts();
    return {
      path: row.path,
      js_gzip_bytes: row.js,
      css_gzip_bytes: row.css,
      budget_kb: row.budget,
      record_pages_budget_kb: RECORD_PAGE_BUDGET,
      within_record_pages_budget: row.js <= RECORD_PAGE_BUDGET.js * 1024 && row.css <= RECORD_PAGE_BUDGET.css * 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures the page-speed table follows, per page: score, LCP, TBT and CLS of a preset (median of the runs). */
function printIssueTable(results, preset, runs) {
  console.log(`\n${preset} (median of ${runs}): score, LCP, TBT, CLS`);
  printTable(
    ['page', 'score', 'LCP', 'TBT', 'CLS'],
    Object.entries(results)
      .filter(([, { presets }]) => presets[preset])
      .map(([name, { presets }]) => {
        const m = presets[preset].median;
        return [name, m.score, ms(m.lcp_ms), ms(m.tbt_ms), m.cls.toFixed(3)];
      }),
  );
}

/** Lighthouse's mobile score the space page must reach. */
const SPACE_MOBILE_SCORE = 95;

export async function runTimings({
  baseUrl,
  dataDir,
  runs,
  presets: presetNames = PRESETS,
  pageNames = null,
  tiles = null,
}) {
  const space = await spacePage(baseUrl, dataDir);
  const gallery = await galleryPage(baseUrl);
  const discussion = await discussionPage(baseUrl);
  const pages = [...(await benchPages(baseUrl)), space, gallery, discussion].filter(
    (page) => !pageNames || pageNames.includes(page.name),
  );
  const spaceBudget = await spacePageBudget();
  const galleryBudget = await spacePageBudget(GALLERY_PAGE_PATH);
  const discussionBudget = await spacePageBudget(ROUTE_PAGE_PATH);
  console.log(
    `\nSpace page (${space.mounted_routes} mounted routes over ${space.sectors} sectors): first-visit JS ` +
      `${kb(spaceBudget.js_gzip_bytes)} gzip (record pages' budget ${spaceBudget.record_pages_budget_kb.js} KB: ` +
      `${spaceBudget.within_record_pages_budget ? 'met' : 'MISSED'})`,
  );
  console.log(
    `Crag gallery (${gallery.photos} photos): first-visit JS ${kb(galleryBudget.js_gzip_bytes)} gzip (record pages' ` +
      `budget ${galleryBudget.record_pages_budget_kb.js} KB: ${galleryBudget.within_record_pages_budget ? 'met' : 'MISSED'})`,
  );
  console.log(
    `Route with ${discussion.comments} comments (${discussion.threads} threads): first-visit JS ` +
      `${kb(discussionBudget.js_gzip_bytes)} gzip (record pages' budget ${discussionBudget.record_pages_budget_kb.js} KB: ` +
      `${discussionBudget.within_record_pages_budget ? 'met' : 'MISSED'})`,
  );
  const tools = await loadLighthouse();
  if (tools.error) {
    // Without Lighthouse: the Performance API's figures of `/` only.
    const url = `${baseUrl}/`;
    console.log(
      `\n  Lighthouse unavailable (${tools.error.message}): Performance API timings under 4× CPU throttling.`,
    );
    const presets = await runPerformanceApi(url, runs);
    console.log(`\nTimings of / (performance-api, median of ${runs} run${runs > 1 ? 's' : ''} per preset)`);
    printTable(
      ['preset', 'FCP', 'LCP', 'DOMContentLoaded', 'load'],
      Object.entries(presets).map(([preset, { median: m }]) => [
        preset,
        ms(m.fcp_ms),
        ms(m.lcp_ms),
        ms(m.dom_content_loaded_ms),
        ms(m.load_ms),
      ]),
    );
    return { url, tool: 'performance-api', runs, presets };
  }

  const tool = `lighthouse ${tools.version}`;
  const results = await runLighthouse(tools, pages, runs, presetNames);
  console.log(`\nTimings (${tool}, median of ${runs} run${runs > 1 ? 's' : ''} per page and preset)`);
  printTable(
    ['page', 'preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'TTI', 'requests', 'transferred'],
    Object.entries(results).flatMap(([name, { presets }]) =>
      Object.entries(presets).map(([preset, { median: m }]) => [
        name,
        preset,
        m.score,
        ms(m.fcp_ms),
        ms(m.lcp_ms),
        ms(m.tbt_ms),
        m.cls.toFixed(3),
        ms(m.speed_index_ms),
        ms(m.tti_ms),
        m.requests,
        kb(m.transfer_bytes),
      ]),
    ),
  );
  console.log('  mobile: simulated slow 4G and 4× CPU slowdown; desktop: simulated fast link (Lighthouse presets)');
  for (const preset of presetNames) printIssueTable(results, preset, runs);
  const lastPreset = presetNames.at(-1);
  console.log(`\nRequests of a first visit (${lastPreset}, last run), by kind: count / transferred (script = chunks)`);
  const kinds = ['document', 'script', 'stylesheet', 'font', 'icon', 'image', 'tile', 'api', 'manifest', 'other'];
  printTable(
    ['page', ...kinds],
    Object.entries(results).map(([name, { presets }]) => [
      name,
      ...kinds.map((kind) => {
        const entry = presets[lastPreset].requests_of_last_run.by_kind[kind];
        return entry ? `${entry.requests} / ${kb(entry.transfer_bytes)}` : '—';
      }),
    ]),
  );
  for (const [name, { presets }] of Object.entries(results)) {
    const calls = presets[lastPreset].requests_of_last_run.api_calls;
    console.log(`  ${name} API calls: ${calls.length ? calls.join(', ') : 'none'}`);
    for (const [preset, { diagnostics }] of Object.entries(presets)) {
      console.log(`  ${name} ${preset} LCP element: ${diagnostics.lcp_element ?? '—'}`);
      for (const shift of diagnostics.layout_shifts) {
        console.log(`  ${name} ${preset} layout shift ${shift.score.toFixed(3)}: ${shift.element}`);
      }
    }
  }
  if (tiles) console.log(`  map tiles: generated locally (${tiles.tileUrl}), ${tiles.served.tiles} served`);
  const spaceMobile = results.space?.presets.mobile?.median.score;
  const galleryMobile = results['crag gallery']?.presets.mobile?.median;
  const discussionMobile = results['route discussion']?.presets.mobile?.median;
  // `presets` stays the home page's, as before; `pages` has every page.
  return {
    url: `${baseUrl}/`,
    tool,
    runs,
    presets: results.home?.presets ?? {},
    pages: results,
    space_page: {
      ...space,
      ...spaceBudget,
      mobile_score: spaceMobile ?? null,
      mobile_score_target: SPACE_MOBILE_SCORE,
      mobile_score_met: spaceMobile === undefined ? null : spaceMobile >= SPACE_MOBILE_SCORE,
    },
    gallery_page: {
      ...gallery,
      ...galleryBudget,
      mobile_score: galleryMobile?.score ?? null,
      mobile_cls: galleryMobile?.cls ?? null,
      mobile_score_target: SPACE_MOBILE_SCORE,
      mobile_score_met: galleryMobile === undefined ? null : galleryMobile.score >= SPACE_MOBILE_SCORE,
      cls_met: galleryMobile === undefined ? null : galleryMobile.cls === 0,
    },
    discussion_page: {
      ...discussion,
      ...discussionBudget,
      mobile_score: discussionMobile?.score ?? null,
      mobile_score_target: SPACE_MOBILE_SCORE,
      mobile_score_met: discussionMobile === undefined ? null : discussionMobile.score >= SPACE_MOBILE_SCORE,
    },
    map_tiles: tiles ? { url: tiles.tileUrl, served: tiles.served.tiles, bytes: tiles.served.bytes } : null,
  };
}
