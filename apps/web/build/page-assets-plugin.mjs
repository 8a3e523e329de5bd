// A Vite build plugin for the server-rendered pages (docs/decisions/022): it tells each page module its own
// source path (`pageSources`), and writes `.page-assets.json` beside the build, listing for each page module
// and each text bundle the files a first visit needs beyond the entry's. The server then announces them in
// the page's `<head>` (`modulepreload`, stylesheets), so the browser fetches them with the entry instead of
// discovering them one import after another. For the page budgets (scripts/check-budgets.mjs), it also lists
// what each page loads lazily once live (`later`) and the text namespaces the entry's and each page's modules load.

import { MANTINE_STYLESHEET, mantineChunks } from './first-paint-css-plugin.mjs';

/** A module whose chunk the server announces: a page, or the parts a page loads with it. */
const PAGE_SOURCE = /[\\/]src[\\/](.+-page(?:-parts)?\.tsx)$/;
const TEXTS_SOURCE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
export const PAGE_ASSETS_FILE = '.page-assets.json';

/** The path of a page module under `src/`, as the server and the browser name it (`/` separators). */
export function pageSourceOf(id) {
  const match = PAGE_SOURCE.exec(id.split('?')[0]);
  return match ? match[1].replaceAll('\\', '/') : null;
}

function importedCss(chunk) {
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/** The written bundle's chunks, the static closure of some of them (with their styles), and the entry's. */
function bundleGraph(bundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start, into = new Set()) => {
    const visit = (fileName) => {
      const chunk = byFile.get(fileName);
      if (!chunk || into.has(fileName)) return;
      into.add(fileName);
      for (const css of importedCss(chunk)) into.add(css);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const fileName of start) visit(fileName);
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const beyondEntry = (files) => [...files].filter((fileName) => !entry.has(fileName)).sort(byKind);
  return { chunks, closure, entry, beyondEntry };
}

/**
 * From the written bundle: for each page module and each text bundle (`fr/crags`), its chunk, the chunk of
 * the page table that imports it, and everything they import statically, with their styles, less what the
 * entry chunk loads already.
 */
export function pageAssetsOf(bundle) {
  const { chunks, closure, beyondEntry } = bundleGraph(bundle);
  const importers = (fileName) =>
    chunks.filter((chunk) => !chunk.isEntry && chunk.dynamicImports.includes(fileName)).map((chunk) => chunk.fileName);
  const pages = {};
  const texts = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const source = pageSourceOf(chunk.facadeModuleId);
    if (source) pages[source] = beyondEntry(closure([...importers(chunk.fileName), chunk.fileName]));
    const text = TEXTS_SOURCE.exec(chunk.facadeModuleId);
    if (text) texts[`${text[1]}/${text[2]}`] = beyondEntry(closure([chunk.fileName]));
  }
  return { pages, texts };
}

/** Where a page's own modules are: its feature's folder (`features/outdoor/`), or the page module alone under `app/`. */
function ownModulesOf(source) {
  const feature = /^features\/[^/]+\//.exec(source)?.[0];
  return (id) => {
    const path = id.split('?')[0].replaceAll('\\', '/');
    return feature ? path.includes(`/src/${feature}`) : path.endsWith(`/src/${source}`);
  };
}

/**
 * The modules a page's own modules import lazily (`dynamicallyImportedIds`), among those the page imports
 * statically (`importedIds`); other pages and the texts are not parts of it.
 */
export function lazyPartsOf(start, isOwn, { importedIds, dynamicallyImportedIds }) {
  const seen = new Set();
  const parts = new Set();
  const visit = (id) => {
    if (seen.has(id) || id.includes('node_modules')) return;
    seen.add(id);
    if (isOwn(id)) {
      for (const lazy of dynamicallyImportedIds(id)) {
        if (!pageSourceOf(lazy) && !TEXTS_SOURCE.test(lazy)) parts.add(lazy);
      }
    }
    for (const imported of importedIds(id)) visit(imported);
  };
  visit(start);
  return [...parts];
}

/**
 * For each page module, what its own feature loads lazily as the page opens (a map drawn once the page is live),
 * with everything that imports statically, less the entry's files. The page budgets count it. What the shared
 * layers load lazily (the live socket of a signed-in climber, the data kept on the device) depends on the
 * visitor, not on the page: it is not listed.
 */
export function pageLaterAssetsOf(bundle, graph) {
  const { chunks, closure, entry } = bundleGraph(bundle);
  const chunkOf = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk.fileName]),
  );
  const later = {};
  for (const chunk of chunks) {
    const source = chunk.isDynamicEntry && chunk.facadeModuleId ? pageSourceOf(chunk.facadeModuleId) : null;
    if (!source) continue;
    const parts = lazyPartsOf(chunk.facadeModuleId, ownModulesOf(source), graph);
    const files = [...closure(parts.map((id) => chunkOf.get(id)).filter(Boolean))].filter((file) => !entry.has(file));
    if (files.length) later[source] = files.sort(byKind);
  }
  return later;
}

/**
 * The text namespaces a module loads: `useTranslation('crags')`, `useTranslation(['a', NAMESPACE])`,
 * `useTranslation()` (the default, `common`), `ns: ['common']`; a constant such as `RULES_NAMESPACE` is given
 * as `{ constant }`, resolved once every module is read. A key read from another namespace (`t('common:…')`)
 * loads nothing: the namespaces a screen shows are loaded by its `useTranslation`.
 */
export function namespacesNamedIn(code) {
  const named = new Set();
  const add = (item) => {
    const literal = /^\s*['"`]([\w-]+)['"`]\s*$/.exec(item);
    if (literal) named.add(literal[1]);
    else if (/^\s*[A-Z][A-Z0-9_]*\s*$/.test(item)) named.add({ constant: item.trim() });
  };
  for (const [, list] of code.matchAll(/\b(?:useTranslation\(|ns:)\s*\[([^\]]*)\]/g)) list.split(',').forEach(add);
  for (const [, name] of code.matchAll(/\buseTranslation\(\s*(['"`][\w-]+['"`]|[A-Z][A-Z0-9_]*)\s*[,)]/g)) add(name);
  if (/\buseTranslation\(\s*\)/.test(code)) named.add('common');
  return named;
}

/** `export const RULES_NAMESPACE = 'rules'`: the namespace constants a module defines. */
export function namespaceConstantsIn(code) {
  return Object.fromEntries(
    [...code.matchAll(/\b([A-Z][A-Z0-9_]*NAMESPACE)\s*=\s*['"`]([\w-]+)['"`]/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

/**
 * The namespaces named by a module and everything it imports statically (`importedIds`), as a first visit
 * renders them; what loads later (a dynamic import) is not counted.
 */
export function namespacesReached(start, { importedIds, namedIn, constants }) {
  const seen = new Set();
  const found = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const name of namedIn(id) ?? []) {
      const value = typeof name === 'string' ? name : constants[name.constant];
      if (value) found.add(value);
    }
    for (const imported of importedIds(id)) visit(imported);
  };
  visit(start);
  return [...found].sort();
}

/** Styles first: the browser then lays out the server's HTML once. */
function byKind(a, b) {
  const css = (file) => (file.endsWith('.css') ? 0 : 1);
  return css(a) - css(b) || a.localeCompare(b);
}

const APP_MODULE = /[\\/]src[\\/].+\.tsx?$/;

export function pageAssets() {
  const named = new Map();
  const constants = {};
  return {
    name: 'cordee-page-assets',
    transform(code, id) {
      const path = id.split('?')[0];
      if (APP_MODULE.test(path) && !path.includes('node_modules')) {
        named.set(path, namespacesNamedIn(code));
        Object.assign(constants, namespaceConstantsIn(code));
      }
      const source = pageSourceOf(id);
      if (!source || id.includes('.test.')) return null;
      return { code: `${code}\nexport const pageSources = ${JSON.stringify([source])};\n`, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config?.build?.ssr) return;
      const graph = {
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicallyImportedIds: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        namedIn: (id) => named.get(id.split('?')[0]),
        constants,
      };
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk' && output.facadeModuleId);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const pages = Object.fromEntries(
        chunks
          .filter((chunk) => chunk.isDynamicEntry && pageSourceOf(chunk.facadeModuleId))
          .map((chunk) => [pageSourceOf(chunk.facadeModuleId), namespacesReached(chunk.facadeModuleId, graph)]),
      );
      const namespaces = { entry: entry ? namespacesReached(entry.facadeModuleId, graph) : [], pages };
      const listed = { ...pageAssetsOf(bundle), later: pageLaterAssetsOf(bundle, graph), namespaces };
      // Mantine's sheet loads with the chunks of its components (first-paint-css-plugin.mjs): the budgets count it.
      const sheet = Object.keys(bundle).find((fileName) => MANTINE_STYLESHEET.test(fileName));
      const mantine = sheet ? { sheet, chunks: [...mantineChunks(bundle)].sort() } : undefined;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ASSETS_FILE,
        source: `${JSON.stringify({ ...listed, mantine }, null, 1)}\n`,
      });
    },
  };
}
