// Layout shift of a signed-in climber's visits: a device holding a session (its token pair and the climber kept
// beside it, as the web app leaves them) opens a sector, a route, an area and `/outdoor`, one full page load after
// the other, as a climber walking the catalogue does (so the hub trail fills too). Each load's layout shifts are
// summed from navigation to idle, those right after an input left out (as CLS counts them); median of the runs.
import { chromium } from 'playwright-core';
import { apiClient, apiKeyOf, CHROMIUM_FLAGS, CHROMIUM_PATH, median, printTable } from './lib/common.mjs';

/** The issue's target: a signed-in visit moves the page by 0.02 at most. */
export const LAYOUT_SHIFT_TARGET = 0.02;
const PASSWORD = 'Bench-Granite-2026';
/** The web app's storage keys: the token pair and the climber kept for the session. */
const SESSION_KEY = 'cordee.session';
const KEPT_CLIMBER_KEY = 'cordee.session.climber';
/** No new shift for this long after the network went idle: the page has settled. */
const QUIET_MS = 1500;

const PRESETS = {
  desktop: { viewport: { width: 1350, height: 940 } },
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

const listOf = (answer, field) => (Array.isArray(answer) ? answer : (answer[field] ?? []));

/** The pages: a sector, a route of the demo crag, the first area and `/outdoor`, found through the API. */
async function visitedPages(baseUrl, api) {
  const found = await api(`search/crags.json?query=${encodeURIComponent('démonstration Cordée')}`);
  const hit = listOf(found, 'crags')[0];
  if (!hit) throw new Error('the demo crag was not found (search/crags.json)');
  const [sector] = listOf(await api(`crags/${hit.id}/crag_sectors.json`), 'crag_sectors');
  const [route] = listOf(await api(`crags/${hit.id}/crag_routes.json`), 'crag_routes');
  const [area] = listOf(await api('areas.json'), 'areas');
  if (!sector || !route || !area) throw new Error('the demo crag has no sector or route, or there is no area');
  return [
    { name: 'sector', url: `${baseUrl}/crag-sectors/${sector.id}/${sector.slug_name}` },
    { name: 'route', url: `${baseUrl}/crag-routes/${route.id}/${route.slug_name}` },
    { name: 'area', url: `${baseUrl}/areas/${area.id}/${area.slug_name}` },
    { name: 'outdoor', url: `${baseUrl}/outdoor` },
  ];
}

/** A climber signed up through the API: what a signed-in device holds in its storage. */
async function signedInStorage(api) {
  const tokens = await api('sessions/sign_up', {
    method: 'POST',
    body: {
      first_name: 'Bench',
      last_name: 'Climber',
      email: `bench.shift.${Date.now()}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  const climber = await api('current_users.json', { token: tokens.token });
  return {
    [SESSION_KEY]: JSON.stringify({ token: tokens.token, refresh_token: tokens.refresh_token }),
    [KEPT_CLIMBER_KEY]: JSON.stringify(climber),
  };
}

/** In the page, from before its first byte: every layout shift, with the elements that moved. */
function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        at: entry.startTime,
        input: entry.hadRecentInput,
        sources: (entry.sources ?? []).map(({ node }) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const id = node.getAttribute('data-testid') ?? node.id;
          return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `url` and waits until no shift came for `QUIET_MS`; returns the shifts without recent input. */
async function measureLoad(page, url) {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => window.__shifts.length);
    if (count === seen) break;
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  const shifts = (await page.evaluate(() => window.__shifts)).filter((shift) => !shift.input);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

async function measurePreset(browser, preset, pages, storage, runs) {
  const byPage = Object.fromEntries(pages.map((page) => [page.name, []]));
  const culprits = {};
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...PRESETS[preset], serviceWorkers: 'block' });
    // Written before the app's first script, and kept as the app changes them (a refreshed token).
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }
    }, storage);
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    for (const { name, url } of pages) {
      const { cls, shifts } = await measureLoad(page, url);
      byPage[name].push(cls);
      for (const shift of shifts) {
        const key = `${name}: ${shift.sources.join(', ') || '?'}`;
        culprits[key] = Math.max(culprits[key] ?? 0, shift.value);
      }
    }
    await context.close();
  }
  return Object.fromEntries(
    pages.map(({ name, url }) => [
      name,
      {
        url,
        median: median(byPage[name]),
        runs: byPage[name],
        culprits: Object.entries(culprits)
          .filter(([key]) => key.startsWith(`${name}: `))
          .map(([key, value]) => ({ elements: key.slice(name.length + 2), largest: value })),
      },
    ]),
  );
}

export async function runLayoutShift({ baseUrl, runs = 3 }) {
  const api = apiClient(baseUrl, await apiKeyOf(baseUrl));
  const pages = await visitedPages(baseUrl, api);
  const storage = await signedInStorage(api);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const presets = {};
  try {
    for (const preset of Object.keys(PRESETS))
      presets[preset] = await measurePreset(browser, preset, pages, storage, runs);
  } finally {
    await browser.close();
  }
  const worst = Math.max(...Object.values(presets).flatMap((results) => Object.values(results).map((r) => r.median)));
  console.log(
    `\nLayout shift of signed-in visits (median of ${runs} run${runs > 1 ? 's' : ''}, target ≤ ${LAYOUT_SHIFT_TARGET})`,
  );
  printTable(
    ['page', ...Object.keys(presets)],
    pages.map(({ name }) => [name, ...Object.values(presets).map((results) => results[name].median.toFixed(3))]),
  );
  for (const [preset, results] of Object.entries(presets)) {
    for (const [name, { culprits }] of Object.entries(results)) {
      for (const { elements, largest } of culprits)
        console.log(`  ${preset} ${name} shift ${largest.toFixed(3)}: ${elements}`);
    }
  }
  return { runs, target: LAYOUT_SHIFT_TARGET, worst_median: worst, target_met: worst <= LAYOUT_SHIFT_TARGET, presets };
}
