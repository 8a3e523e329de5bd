// Home page JS budget: every JavaScript file a first visit to `/` loads, gzip-compressed, against the budget the
// page table writes beside `/` (docs/decisions/032; `npm run test:e2e` checks the same figure from the build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { MODULE_SIZES_FILE } from '../apps/web/build/module-sizes-plugin.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  homeJsBudgetBytes,
  JS_REFERENCE_BYTES,
  kb,
  printTable,
  WEB_DIST,
} from './lib/common.mjs';

const TOP = 15;

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
}

/** True for what the service worker fetches itself (its script, its precache): not part of the page's budget. */
function isServiceWorkerTraffic(request) {
  const path = new URL(request.url()).pathname;
  return path === '/sw.js' || request.serviceWorker() !== null || request.frame() === null;
}

/** The gzip size of the built file (zlib level 9), or of the body received when it is not a dist file. */
async function gzipBytes(response) {
  const path = decodeURIComponent(new URL(response.url()).pathname);
  const file = join(WEB_DIST, path);
  const body = file.startsWith(WEB_DIST) && existsSync(file) ? readFileSync(file) : await response.body();
  return { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, from_dist: existsSync(file) };
}

/**
 * Loads `url` once in a fresh context (no service worker, no cache) and lists the JavaScript it loaded.
 * `localStorage` entries are written before any of the app's code runs (a signed-in visit); `ready`, a CSS
 * selector, is waited for after the network went idle (the page's own content has rendered).
 */
export async function loadPageScripts(url, { localStorage: entries = {}, ready = null } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (Object.keys(entries).length > 0) {
      await context.addInitScript((pairs) => {
        for (const [key, value] of Object.entries(pairs)) window.localStorage.setItem(key, value);
      }, entries);
    }
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const readyFound = ready
      ? await page.waitForSelector(ready, { timeout: 30_000 }).then(
          () => true,
          () => false,
        )
      : null;
    // Let the service worker register and precache: what it fetches must not leak into the count.
    await page.waitForTimeout(1500);
    const scripts = [];
    const others = [];
    for (const response of responses) {
      const request = response.request();
      if (isServiceWorkerTraffic(request) || response.status() >= 300) continue;
      const sizes = await request.sizes().catch(() => null);
      const entry = {
        path: new URL(response.url()).pathname,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        transferred_body_bytes: sizes?.responseBodySize ?? null,
        from_service_worker: response.fromServiceWorker(),
      };
      if (isJavaScript(response)) scripts.push({ ...entry, ...(await gzipBytes(response)) });
      else others.push({ ...entry, type: request.resourceType() });
    }
    const swRegistered = await page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration()));
    return { scripts, others, swRegistered, readyFound };
  } finally {
    await browser.close();
  }
}

/** `node_modules/@scope/name/…` → `@scope/name`; the app's own files → `apps/web/src`; `../../packages/x/…` → `packages/x`. */
function packageOf(id) {
  const parts = id.split('/');
  if (parts[0] === 'node_modules') return parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
  if (parts[0] === 'src') return 'apps/web/src';
  return parts
    .filter((part) => part !== '..')
    .slice(0, 2)
    .join('/');
}

/** The modules of the chunks the page loaded, from the build plugin's file, biggest first. */
export function biggestModules(loadedFiles) {
  const file = join(WEB_DIST, MODULE_SIZES_FILE);
  if (!existsSync(file)) return null;
  const { chunks } = JSON.parse(readFileSync(file, 'utf8'));
  const loaded = chunks.filter((chunk) => loadedFiles.has(`/${chunk.file}`));
  // A module's share of its chunk's gzip size, in proportion to its rendered (pre-minification) length.
  const modules = loaded.flatMap((chunk) => {
    const rendered = chunk.modules.reduce((sum, module) => sum + module.rendered_length, 0);
    return chunk.modules.map((module) => ({
      ...module,
      chunk: chunk.file,
      estimated_gzip_share: Math.round((chunk.gzip_length * module.rendered_length) / rendered),
    }));
  });
  modules.sort((a, b) => b.estimated_gzip_share - a.estimated_gzip_share);
  const packages = new Map();
  for (const module of modules) {
    const name = packageOf(module.id);
    const total = packages.get(name) ?? { package: name, rendered_length: 0, estimated_gzip_share: 0, modules: 0 };
    total.rendered_length += module.rendered_length;
    total.estimated_gzip_share += module.estimated_gzip_share;
    total.modules += 1;
    packages.set(name, total);
  }
  return {
    modules: modules.slice(0, 40),
    packages: [...packages.values()].sort((a, b) => b.estimated_gzip_share - a.estimated_gzip_share),
  };
}

export async function runHomeJs({ baseUrl }) {
  const budgetBytes = await homeJsBudgetBytes();
  const { scripts, others, swRegistered } = await loadPageScripts(`${baseUrl}/`);
  scripts.sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const transferred = scripts.reduce((sum, script) => sum + (script.transferred_body_bytes ?? 0), 0);
  const css = others.filter((other) => other.type === 'stylesheet');
  const breakdown = biggestModules(new Set(scripts.map((script) => script.path)));

  console.log(`\nHome page JavaScript (first visit to /, ${scripts.length} files, service worker traffic excluded)`);
  printTable(
    ['file', 'raw', 'gzip -9', 'sent', 'encoding'],
    scripts.map((script) => [
      script.path,
      kb(script.bytes),
      kb(script.gzip),
      script.transferred_body_bytes === null ? '—' : kb(script.transferred_body_bytes),
      script.encoding,
    ]),
  );
  const verdict = total <= budgetBytes ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  total: ${total.toLocaleString('en')} B gzip (${kb(total)}) — budget ${kb(budgetBytes)}: ${verdict}` +
      ` (${((total / budgetBytes) * 100).toFixed(0)} %); reference app ${kb(JS_REFERENCE_BYTES)}` +
      ` (${((total / JS_REFERENCE_BYTES) * 100).toFixed(0)} % of it)`,
  );
  console.log(`  raw ${kb(raw)}, actually sent ${kb(transferred)}; service worker registered: ${swRegistered}`);
  if (breakdown) {
    console.log(
      '\nBiggest modules in those files (rendered = before minification; share = its part of the gzip total, estimated)',
    );
    printTable(
      ['module', 'rendered', 'gzip alone', 'share'],
      breakdown.modules
        .slice(0, TOP)
        .map((module) => [
          module.id,
          kb(module.rendered_length),
          kb(module.gzip_length),
          kb(module.estimated_gzip_share),
        ]),
    );
    console.log('\nBy package');
    printTable(
      ['package', 'modules', 'rendered', 'share'],
      breakdown.packages
        .slice(0, 12)
        .map((entry) => [entry.package, entry.modules, kb(entry.rendered_length), kb(entry.estimated_gzip_share)]),
    );
  } else {
    console.log(
      `\n  (no dist/${MODULE_SIZES_FILE}: enable apps/web/build/module-sizes-plugin.mjs in apps/web/vite.config.ts for a` +
        ' per-module list; biggest chunks above)',
    );
  }

  return {
    url: `${baseUrl}/`,
    budget_bytes: budgetBytes,
    reference_bytes: JS_REFERENCE_BYTES,
    total_gzip_bytes: total,
    total_raw_bytes: raw,
    total_transferred_bytes: transferred,
    within_budget: total <= budgetBytes,
    service_worker_registered: swRegistered,
    files: scripts,
    stylesheets: css,
    biggest_modules: breakdown?.modules ?? null,
    packages: breakdown?.packages ?? null,
  };
}
