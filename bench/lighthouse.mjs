// Lighthouse-style timings of the public pages the page-speed figures follow (`/`, the demo crag, one of its
// sectors and routes, an area, its department, the crag search, sign-in and the crags map with its tiles):
// Lighthouse 12 (the last major running on Node 20), mobile and desktop presets, performance category only,
// with what each first visit requested (chunks, styles, fonts, icons, tiles, API calls) and its bytes.
// Without Lighthouse, Chromium's own Performance API under 4× CPU throttling.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, kb, median, ms, printTable } from './lib/common.mjs';

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

/** The web app's API key, as the server writes it into every page. */
export async function apiKeyOf(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } })).text();
  const key = /<meta name="api-access-token" content="([^"]*)"/.exec(html)?.[1];
  if (!key) throw new Error('no api-access-token in the HTML of /');
  return key;
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

export async function runTimings({ baseUrl, runs, presets: presetNames = PRESETS, tiles = null }) {
  const pages = await benchPages(baseUrl);
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
  // `presets` stays the home page's, as before; `pages` has every page.
  return {
    url: `${baseUrl}/`,
    tool,
    runs,
    presets: results.home.presets,
    pages: results,
    map_tiles: tiles ? { url: tiles.tileUrl, served: tiles.served.tiles, bytes: tiles.served.bytes } : null,
  };
}
