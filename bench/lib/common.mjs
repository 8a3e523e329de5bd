// Shared pieces of the benchmarks: paths, the system Chromium, result files and number formatting.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built web app (`BENCH_WEB_DIST` names another build, e.g. one made with `vite build --outDir`). */
export const WEB_DIST = process.env.BENCH_WEB_DIST || join(ROOT, 'apps/web/dist');
export const RESULTS_DIR = join(ROOT, 'bench/results');

/** The system Chromium: browsers are never downloaded here. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The reference app's home page JS, in gzip bytes (1 KB = 1024 bytes). */
export const JS_REFERENCE_BYTES = 348 * 1024;

/** The home page's JS budget as the page table writes it beside `/` (docs/decisions/032), in gzip bytes. */
export async function homeJsBudgetBytes() {
  const { loadContracts } = await import('./api-modules.mjs');
  const { PAGES, pageBudget } = await loadContracts();
  return pageBudget(PAGES.find((page) => page.path === '/')).js * 1024;
}

export function writeResult(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: name, measured_at: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
  return file;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
export const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** Prints rows as aligned columns; numbers are right-aligned. */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const numeric = headers.map((_, column) =>
    rows.every((row) => /^[\d.,\s%—<>+-]*(KB|ms|s|B)?$/.test(String(row[column]))),
  );
  for (const [index, row] of cells.entries()) {
    const line = row.map((cell, column) =>
      numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    );
    console.log(`  ${line.join('  ').trimEnd()}`);
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The API key the server writes into every page's HTML, as the web app reads it. */
export async function apiKeyOf(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } })).text();
  const key = /<meta name="api-access-token" content="([^"]*)"/.exec(html)?.[1];
  if (!key) throw new Error('no api-access-token in the HTML of /');
  return key;
}

/** The API as a browser calls it, signed in when given a token; a failed call throws with its answer. */
export function apiClient(baseUrl, key) {
  return async (path, { method = 'GET', body, token } = {}) => {
    const headers = { accept: 'application/json', HttpApiAccessToken: key };
    if (body) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/**
 * Runs one benchmark on each driver in turn (PostgreSQL first; a driver that cannot run is skipped with its
 * reason). Returns `{ drivers: { postgres: {…}, pglite: {…} } }`; a driver that failed carries `error`.
 */
export async function runOnDrivers(name, drivers, benchDriver) {
  const result = { drivers: {} };
  for (const driver of drivers) {
    try {
      result.drivers[driver] = await benchDriver(driver);
    } catch (error) {
      console.error(`\n✗ ${name} on ${driver}: ${error.stack ?? error}`);
      result.drivers[driver] = { error: String(error.message ?? error) };
    }
  }
  return result;
}
