import { describe, expect, it } from 'vitest';
import { pageAssetsOf, pageSourceOf } from './page-assets-plugin.mjs';

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
