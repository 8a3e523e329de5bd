import { describe, expect, it } from 'vitest';
import {
  lazyPartsOf,
  namespaceConstantsIn,
  namespacesNamedIn,
  namespacesReached,
  pageAssetsOf,
  pageLaterAssetsOf,
  pageSourceOf,
} from './page-assets-plugin.mjs';

const chunk = (fileName, fields = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(fields.css ?? []) },
  ...fields,
});

describe('the files of each page beyond the entry (.page-assets.json)', () => {
  it('names page modules by their path under src/, and nothing else', () => {
    expect(pageSourceOf('/repo/apps/web/src/features/outdoor/catalogue/pages/crag-page.tsx')).toBe(
      'features/outdoor/catalogue/pages/crag-page.tsx',
    );
    expect(pageSourceOf('/repo/apps/web/src/app/record-page-parts.tsx')).toBe('app/record-page-parts.tsx');
    expect(pageSourceOf('C:\\repo\\apps\\web\\src\\app\\pages\\landing-outdoor-page.tsx')).toBe(
      'app/pages/landing-outdoor-page.tsx',
    );
    expect(pageSourceOf('/repo/apps/web/src/components/section.tsx')).toBeNull();
  });

  it("lists a page's chunk, its page table's, what they import and their styles, less the entry's", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['assets/index.css'] }),
        chunk('assets/runtime.js'),
        chunk('assets/outdoor-pages.js', {
          isDynamicEntry: true,
          facadeModuleId: '/w/src/features/outdoor/page-modules.ts',
          imports: ['assets/runtime.js'],
          dynamicImports: ['assets/crag-page.js'],
        }),
        chunk('assets/crag-page.js', {
          isDynamicEntry: true,
          facadeModuleId: '/w/src/features/outdoor/catalogue/pages/crag-page.tsx',
          imports: ['assets/section.js', 'assets/runtime.js'],
          css: ['assets/crag-page.css'],
        }),
        chunk('assets/section.js', { imports: ['assets/text.js'] }),
        chunk('assets/text.js'),
        chunk('assets/crags-fr.js', { isDynamicEntry: true, facadeModuleId: '/w/src/locales/fr/crags.json' }),
        { type: 'asset', fileName: 'assets/crag-page.css' },
      ].map((output) => [output.fileName, output]),
    );
    expect(pageAssetsOf(bundle)).toEqual({
      pages: {
        'features/outdoor/catalogue/pages/crag-page.tsx': [
          'assets/crag-page.css',
          'assets/crag-page.js',
          'assets/outdoor-pages.js',
          'assets/section.js',
          'assets/text.js',
        ],
      },
      texts: { 'fr/crags': ['assets/crags-fr.js'] },
    });
  });
});

describe('the texts each page loads (.page-assets.json `namespaces`, for the page budgets)', () => {
  it('reads the namespaces a module loads, not the keys it borrows from another', () => {
    const code = `
      const { t } = useTranslation("crags");
      const other = useTranslation(['settings', "common", RULES_NAMESPACE]);
      const plain = useTranslation();
      const legal = useTranslation('legal', { lng });
      i18next.init({ ns: ['common'] });
      label = t('profile:gradeFrom');`;
    const named = namespacesNamedIn(code);
    expect([...named].filter((name) => typeof name === 'string').sort()).toEqual([
      'common',
      'crags',
      'legal',
      'settings',
    ]);
    expect([...named].filter((name) => typeof name !== 'string')).toEqual([{ constant: 'RULES_NAMESPACE' }]);
    expect(namespaceConstantsIn("export const RULES_NAMESPACE = 'rules';")).toEqual({ RULES_NAMESPACE: 'rules' });
  });

  it('follows static imports only, resolving the namespace constants', () => {
    const graph = {
      '/src/page.tsx': { imports: ['/src/form.ts', '/src/section.tsx'], named: ['crags'] },
      '/src/form.ts': { imports: ['/src/section.tsx'], named: ['common', { constant: 'RULES_NAMESPACE' }] },
      '/src/section.tsx': { imports: ['/src/page.tsx'], named: [] },
      // Imported dynamically by the page: not in its static imports.
      '/src/dialog.tsx': { imports: [], named: ['contribute'] },
    };
    expect(
      namespacesReached('/src/page.tsx', {
        importedIds: (id) => graph[id]?.imports ?? [],
        namedIn: (id) => graph[id]?.named,
        constants: { RULES_NAMESPACE: 'rules' },
      }),
    ).toEqual(['common', 'crags', 'rules']);
  });
});

describe('what a page loads lazily as it opens (.page-assets.json `later`, for the page budgets)', () => {
  const modules = {
    '/w/src/features/outdoor/catalogue/pages/crag-page.tsx': {
      imports: ['/w/src/features/outdoor/catalogue/components/lazy-maps.tsx', '/w/src/lib/query-client.tsx'],
    },
    '/w/src/features/outdoor/catalogue/components/lazy-maps.tsx': {
      dynamic: ['/w/src/features/outdoor/catalogue/components/crag-map.tsx'],
    },
    // A shared layer's lazy code depends on the visitor (the kept query data), not on the page.
    '/w/src/lib/query-client.tsx': { dynamic: ['/w/src/lib/query-persistence.ts'] },
    '/w/src/features/outdoor/catalogue/components/crag-map.tsx': {},
  };
  const graph = {
    importedIds: (id) => modules[id]?.imports ?? [],
    dynamicallyImportedIds: (id) => modules[id]?.dynamic ?? [],
  };

  it("follows the dynamic imports of the page's own feature, not those of the shared layers", () => {
    const own = (id) => id.includes('/src/features/outdoor/');
    expect(lazyPartsOf('/w/src/features/outdoor/catalogue/pages/crag-page.tsx', own, graph)).toEqual([
      '/w/src/features/outdoor/catalogue/components/crag-map.tsx',
    ]);
  });

  it("lists the lazy part's chunk and what it imports, less the entry's files", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'] }),
        chunk('assets/runtime.js'),
        chunk('assets/crag-page.js', {
          isDynamicEntry: true,
          facadeModuleId: '/w/src/features/outdoor/catalogue/pages/crag-page.tsx',
          dynamicImports: ['assets/crag-map.js', 'assets/query-persistence.js'],
        }),
        chunk('assets/crag-map.js', {
          isDynamicEntry: true,
          facadeModuleId: '/w/src/features/outdoor/catalogue/components/crag-map.tsx',
          imports: ['assets/maps.js', 'assets/runtime.js'],
        }),
        chunk('assets/maps.js', { css: ['assets/maps.css'] }),
        chunk('assets/query-persistence.js', {
          isDynamicEntry: true,
          facadeModuleId: '/w/src/lib/query-persistence.ts',
        }),
      ].map((output) => [output.fileName, output]),
    );
    expect(pageLaterAssetsOf(bundle, graph)).toEqual({
      'features/outdoor/catalogue/pages/crag-page.tsx': ['assets/maps.css', 'assets/crag-map.js', 'assets/maps.js'],
    });
  });
});
