import { describe, expect, it } from 'vitest';
import { checkPageBudgets, entryOfIndexHtml, firstVisitFiles, KB } from './page-budgets.mjs';

const INDEX_HTML = `<!doctype html><html><head>
  <style>html{background:#fff}</style>
  <script>(()=>{})()</script>
  <!--app-head-->
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="preload" as="style" crossorigin href="/assets/kit.css">
  <link rel="preload" as="image" href="/icons/hero.png">
  <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

/** A build of two pages: `/` (its own chunk) and a crag page (its chunk, the record parts, the map styles). */
const ASSETS = {
  pages: {
    'features/content/pages/home-page.tsx': ['assets/home-page.js'],
    'features/outdoor/catalogue/pages/crag-page.tsx': ['assets/maps.css', 'assets/crag-page.js', 'assets/ui-kit.js'],
    'app/record-page-parts.tsx': ['assets/record-page-parts.js', 'assets/ui-kit.js'],
  },
  texts: {
    'fr/common': ['assets/common-fr.js'],
    'en/common': ['assets/common-en.js'],
    'fr/home': ['assets/home-fr.js'],
    'fr/crags': ['assets/crags-fr.js'],
  },
  namespaces: {
    entry: ['common'],
    pages: {
      'features/content/pages/home-page.tsx': ['home'],
      'features/outdoor/catalogue/pages/crag-page.tsx': ['crags'],
    },
  },
};

const SOURCES = {
  '/': ['features/content/pages/home-page.tsx'],
  '/crags/:cragId?/:cragName?': ['features/outdoor/catalogue/pages/crag-page.tsx', 'app/record-page-parts.tsx'],
};

/** Sizes in KB, so that the sums read plainly. */
const SIZES_KB = {
  'assets/index.js': 100,
  'assets/runtime.js': 1,
  'assets/index.css': 25,
  'assets/kit.css': 5,
  'assets/home-page.js': 2,
  'assets/crag-page.js': 20,
  'assets/ui-kit.js': 50,
  'assets/record-page-parts.js': 10,
  'assets/maps.css': 5,
  'assets/common-fr.js': 2,
  'assets/common-en.js': 2,
  'assets/home-fr.js': 1,
  'assets/crags-fr.js': 3,
};

const sizeOf = (file) => SIZES_KB[file] * KB;
/** The inline style block weighs 1 KB. */
const sizeOfText = () => KB;

function check(budgets) {
  return checkPageBudgets({
    pages: Object.entries(budgets).map(([path, budget]) => ({ path, budget })),
    sourcesOf: (path) => SOURCES[path],
    entry: entryOfIndexHtml(INDEX_HTML),
    assets: ASSETS,
    locale: 'fr',
    sizeOf,
    sizeOfText,
  });
}

describe('page budgets (scripts/check-budgets.mjs)', () => {
  it("reads the entry's scripts, preloads, stylesheets and inline styles from index.html", () => {
    expect(entryOfIndexHtml(INDEX_HTML)).toEqual({
      files: ['assets/index.js', 'assets/runtime.js', 'assets/index.css', 'assets/kit.css'],
      inlineStyles: ['html{background:#fff}'],
    });
  });

  it("counts the entry, the page's modules and the texts they load in the default language, each file once", () => {
    const visit = firstVisitFiles({
      entry: entryOfIndexHtml(INDEX_HTML),
      assets: ASSETS,
      sources: SOURCES['/crags/:cragId?/:cragName?'],
      locale: 'fr',
    });
    expect(visit.files.sort()).toEqual(
      [
        'assets/index.js',
        'assets/runtime.js',
        'assets/index.css',
        'assets/kit.css',
        'assets/maps.css',
        'assets/crag-page.js',
        'assets/ui-kit.js',
        'assets/record-page-parts.js',
        'assets/common-fr.js',
        'assets/crags-fr.js',
      ].sort(),
    );
    expect(visit.namespaces).toEqual(['common', 'crags']);
    expect(visit.missing).toEqual([]);
  });

  it("counts Mantine's component sheet on a page that loads a chunk of its components, and only there", () => {
    const assets = { ...ASSETS, mantine: { sheet: 'assets/mantine-components.css', chunks: ['assets/ui-kit.js'] } };
    const visitOf = (path) =>
      firstVisitFiles({ entry: entryOfIndexHtml(INDEX_HTML), assets, sources: SOURCES[path], locale: 'fr' }).files;
    expect(visitOf('/crags/:cragId?/:cragName?')).toContain('assets/mantine-components.css');
    expect(visitOf('/')).not.toContain('assets/mantine-components.css');
  });

  it('passes pages within their budgets and gives their figures', () => {
    const { rows, failures } = check({ '/': { js: 106, css: 31 }, '/crags/:cragId?/:cragName?': { js: 186, css: 36 } });
    expect(failures).toEqual([]);
    // `/`: 100 + 1 + 2 + common 2 + home 1 = 106 KB of scripts; 25 + 5 + the inline 1 KB = 31 KB of styles.
    expect(rows.map(({ path, js, css }) => ({ path, js: js / KB, css: css / KB }))).toEqual([
      { path: '/', js: 106, css: 31 },
      { path: '/crags/:cragId?/:cragName?', js: 186, css: 36 },
    ]);
  });

  it('fails a page over its budget, naming the page, its bytes, the entry’s share and the heaviest files it adds', () => {
    const { failures } = check({ '/': { js: 105, css: 31 }, '/crags/:cragId?/:cragName?': { js: 186, css: 35 } });
    expect(failures).toEqual([
      'page / JS 106.0 KB > budget 105 KB (entry 101.0 KB; heaviest beyond it: assets/home-page.js 2.0 KB, assets/common-fr.js 2.0 KB, assets/home-fr.js 1.0 KB)',
      'page /crags/:cragId?/:cragName? CSS 36.0 KB > budget 35 KB (entry 31.0 KB; heaviest beyond it: assets/maps.css 5.0 KB)',
    ]);
  });

  it('fails a page whose modules the build does not list (a build older than the code)', () => {
    const { failures } = checkPageBudgets({
      pages: [
        { path: '/new-page', budget: { js: 300, css: 40 } },
        { path: '/nothing', budget: { js: 300, css: 40 } },
      ],
      sourcesOf: (path) => (path === '/new-page' ? ['features/content/pages/new-page.tsx'] : undefined),
      entry: entryOfIndexHtml(INDEX_HTML),
      assets: ASSETS,
      locale: 'fr',
      sizeOf,
      sizeOfText,
    });
    expect(failures).toEqual([
      'page /new-page: the build lists no files for features/content/pages/new-page.tsx (build the web app again)',
      "page /nothing: no page module names it (the web app's page tables)",
    ]);
  });
});
