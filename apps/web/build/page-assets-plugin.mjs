// A Vite build plugin for the server-rendered pages (docs/decisions/022): it tells each page module its own
// source path (`pageSources`), and writes `.page-assets.json` beside the build, listing for each page module
// and each text bundle the files a first visit needs beyond the entry's. The server then announces them in
// the page's `<head>` (`modulepreload`, stylesheets), so the browser fetches them with the entry instead of
// discovering them one import after another.

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

/**
 * From the written bundle: for each page module and each text bundle (`fr/crags`), its chunk, the chunk of
 * the page table that imports it, and everything they import statically, with their styles, less what the
 * entry chunk loads already.
 */
export function pageAssetsOf(bundle) {
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
  const importers = (fileName) =>
    chunks.filter((chunk) => !chunk.isEntry && chunk.dynamicImports.includes(fileName)).map((chunk) => chunk.fileName);
  const beyondEntry = (files) => [...files].filter((fileName) => !entry.has(fileName)).sort(byKind);
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

/** Styles first: the browser then lays out the server's HTML once. */
function byKind(a, b) {
  const css = (file) => (file.endsWith('.css') ? 0 : 1);
  return css(a) - css(b) || a.localeCompare(b);
}

export function pageAssets() {
  return {
    name: 'cordee-page-assets',
    transform(code, id) {
      const source = pageSourceOf(id);
      if (!source || id.includes('.test.')) return null;
      return { code: `${code}\nexport const pageSources = ${JSON.stringify([source])};\n`, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config?.build?.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ASSETS_FILE,
        source: `${JSON.stringify(pageAssetsOf(bundle), null, 1)}\n`,
      });
    },
  };
}
