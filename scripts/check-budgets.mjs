// `node scripts/check-budgets.mjs [--dist=apps/web/dist] [--table] [--json=<file>]`: every page of the page table
// against its first-visit budget (docs/decisions/032), from the web build's own lists, without a browser. Run by
// `npm run test:e2e` right after the build; fails naming each page over its budget and its bytes.
//   --table    prints every page's figures, not only the pages over budget;
//   --json     writes every page's figures to <file>.
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { register as registerTsx } from 'tsx/esm/api';
import { checkPageBudgets, entryOfIndexHtml, KB } from './page-budgets.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

function parseArgs(argv) {
  const options = { dist: join(ROOT, 'apps/web/dist'), table: false, json: null };
  for (const arg of argv) {
    const [flag, value] = arg.split('=');
    if (flag === '--dist') options.dist = isAbsolute(value) ? value : resolve(value);
    else if (flag === '--table') options.table = true;
    else if (flag === '--json') options.json = resolve(value);
    else throw new Error(`unknown flag ${arg} (use --dist=<dir>, --table, --json=<file>)`);
  }
  return options;
}

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip size (level 9, as the benchmarks count) of each built file, read once. */
function sizesIn(dist) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipBytes(readFileSync(join(dist, file))));
    return sizes.get(file);
  };
}

/**
 * The modules each page's route is made of, from the web app's own page tables run in Node with each page
 * module standing in for itself (`page-sources-hooks.mjs`): the same `pageSources` the route's handle carries.
 */
async function pageSourcesByPath(paths) {
  const { PAGE_MODULES } = await import('../apps/web/src/app/page-modules.ts');
  const sources = new Map();
  for (const path of paths) {
    const load = PAGE_MODULES[path];
    sources.set(path, load ? ((await load()).pageSources ?? []) : []);
  }
  return sources;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function printRows(rows) {
  const lines = rows.map((row) => [row.path, kb(row.js), `${row.budget.js} KB`, kb(row.css), `${row.budget.css} KB`]);
  const headers = ['page', 'JS', 'budget', 'CSS', 'budget'];
  const widths = headers.map((header, column) => Math.max(header.length, ...lines.map((line) => line[column].length)));
  for (const line of [headers, ...lines]) {
    console.log(
      `  ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join('  ')}`,
    );
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  registerTsx();
  // Registered after tsx, so they run first: a page module never reaches React or the UI kit.
  register('./page-sources-hooks.mjs', import.meta.url);
  const { DEFAULT_LOCALE, PAGES, pageBudget } = await import('@climb/contracts');
  const entry = entryOfIndexHtml(readFileSync(join(options.dist, 'index.html'), 'utf8'));
  const assets = JSON.parse(readFileSync(join(options.dist, '.page-assets.json'), 'utf8'));
  if (!assets.namespaces) throw new Error(`${options.dist} lists no texts per page: build the web app again`);
  const sources = await pageSourcesByPath(PAGES.map((page) => page.path));
  const { rows, failures } = checkPageBudgets({
    pages: PAGES.map((page) => ({ path: page.path, budget: pageBudget(page) })),
    sourcesOf: (path) => sources.get(path),
    entry,
    assets,
    locale: DEFAULT_LOCALE,
    sizeOf: sizesIn(options.dist),
    sizeOfText: (text) => gzipBytes(Buffer.from(text)),
  });
  if (options.table) printRows(rows);
  if (options.json)
    writeFileSync(options.json, `${JSON.stringify({ locale: DEFAULT_LOCALE, pages: rows }, null, 2)}\n`);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (failures.length) {
    console.error(`Page budgets: ${failures.length} over (docs/decisions/032):`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
    return;
  }
  const heaviest = [...rows].sort((a, b) => b.js - a.js)[0];
  console.log(
    `Page budgets: ${rows.length} pages within their first-visit budgets (heaviest ${heaviest?.path} JS ${kb(heaviest?.js ?? 0)}; ${took}).`,
  );
}

await main().catch((error) => {
  console.error(`check-budgets: ${error.message}`);
  process.exitCode = 1;
});
