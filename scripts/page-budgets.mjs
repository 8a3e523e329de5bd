// The page budgets (docs/decisions/032): what a first visit to each page loads, measured from the web build's
// own lists, against the budget written beside the page in the page table. Pure functions over what they are
// given (the built index.html, `.page-assets.json`, a size of each file), so that a fake build tests them.

/** 1 KB = 1,024 bytes, as the benchmarks count. */
export const KB = 1024;

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * What the built `index.html` loads on every visit: its module scripts, the modules, scripts and styles it
 * preloads, its stylesheets (paths without the leading `/`), and the text of its inline `<style>` blocks.
 */
export function entryOfIndexHtml(html) {
  const files = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') files.add(src.replace(/^\//, ''));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    const preloaded = rel === 'preload' && ['style', 'script'].includes(attribute(tag, 'as'));
    if (href && (rel === 'modulepreload' || rel === 'stylesheet' || preloaded)) files.add(href.replace(/^\//, ''));
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text);
  return { files: [...files], inlineStyles };
}

/**
 * The files of a first visit to a page: the entry's, those of each of its modules (`sources`, as the route's
 * `pageSources` names them) with what they load lazily once the page is live (a map), and those of the texts
 * the entry and its modules load, in `locale`, and Mantine's component sheet with its components' chunks. A source the
 * build does not list is returned in `missing` (a build older than the code, or a page module the build
 * plugin did not see).
 */
export function firstVisitFiles({ entry, assets, sources, locale }) {
  const files = new Set(entry.files);
  const missing = [];
  const namespaces = new Set(assets.namespaces?.entry ?? []);
  for (const source of sources) {
    const own = assets.pages[source];
    if (!own) {
      missing.push(source);
      continue;
    }
    for (const file of own) files.add(file);
    for (const file of assets.later?.[source] ?? []) files.add(file);
    for (const namespace of assets.namespaces?.pages?.[source] ?? []) namespaces.add(namespace);
  }
  for (const namespace of namespaces) for (const file of assets.texts[`${locale}/${namespace}`] ?? []) files.add(file);
  // Mantine's component sheet comes with the first chunk of its components.
  const { mantine } = assets;
  if (mantine?.chunks.some((chunk) => files.has(chunk))) files.add(mantine.sheet);
  return { files: [...files], namespaces: [...namespaces].sort(), missing };
}

const isCss = (file) => file.endsWith('.css');

/** The gzip bytes of the scripts and of the styles among `files` (`sizeOf(file)`), inline styles included. */
export function weigh(files, { sizeOf, inlineStyles = [], sizeOfText }) {
  let js = 0;
  let css = inlineStyles.reduce((sum, text) => sum + sizeOfText(text), 0);
  for (const file of files) {
    if (isCss(file)) css += sizeOf(file);
    else js += sizeOf(file);
  }
  return { js, css };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The heaviest files of a kind (`js` or `css`) a page loads beyond the entry: where to look first. */
function heaviest(files, entryFiles, kind, sizeOf, count = 3) {
  return files
    .filter((file) => !entryFiles.has(file) && (kind === 'css') === isCss(file))
    .map((file) => ({ file, bytes: sizeOf(file) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/**
 * Every page against its budget. `pages`: `{ path, budget: { js, css } }` (KB); `sourcesOf(path)`: the page's
 * modules. Returns one row per page and a failure message for each page over its budget, naming the page and
 * the bytes (with the entry's share and the heaviest files the page adds to it), or whose modules the build
 * does not list.
 */
export function checkPageBudgets({ pages, sourcesOf, entry, assets, locale, sizeOf, sizeOfText }) {
  const entryFiles = new Set(entry.files);
  const entryWeight = weigh(entry.files, { sizeOf, inlineStyles: entry.inlineStyles, sizeOfText });
  const rows = [];
  const failures = [];
  for (const page of pages) {
    const sources = sourcesOf(page.path) ?? [];
    const visit = firstVisitFiles({ entry, assets, sources, locale });
    if (sources.length === 0) {
      failures.push(`page ${page.path}: no page module names it (the web app's page tables)`);
      continue;
    }
    if (visit.missing.length > 0) {
      failures.push(
        `page ${page.path}: the build lists no files for ${visit.missing.join(', ')} (build the web app again)`,
      );
      continue;
    }
    const weight = weigh(visit.files, { sizeOf, inlineStyles: entry.inlineStyles, sizeOfText });
    rows.push({
      path: page.path,
      ...weight,
      budget: page.budget,
      files: visit.files.length,
      namespaces: visit.namespaces,
    });
    for (const kind of ['js', 'css']) {
      const limit = page.budget[kind] * KB;
      if (weight[kind] <= limit) continue;
      const culprits = heaviest(visit.files, entryFiles, kind, sizeOf).map(({ file, bytes }) => `${file} ${kb(bytes)}`);
      failures.push(
        `page ${page.path} ${kind.toUpperCase()} ${kb(weight[kind])} > budget ${page.budget[kind]} KB` +
          ` (entry ${kb(entryWeight[kind])}${culprits.length ? `; heaviest beyond it: ${culprits.join(', ')}` : ''})`,
      );
    }
  }
  return { rows, failures };
}
