import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mantineStylesheetOf, needsMantineStylesheet, pageFiles, readPageAssets } from './page-assets';

const ASSETS = {
  pages: {
    'features/outdoor/catalogue/pages/crag-page.tsx': ['assets/crag.css', 'assets/crag-page.js', 'assets/table.js'],
    'app/record-page-parts.tsx': ['assets/parts.js', 'assets/table.js'],
  },
  texts: { 'fr/crags': ['assets/crags-fr.js'], 'en/crags': ['assets/crags-en.js'] },
};

describe('the files a rendered page announces', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("lists its modules' files and its texts' in the page's language, each once, styles first", () => {
    const files = pageFiles(ASSETS, {
      sources: ['features/outdoor/catalogue/pages/crag-page.tsx', 'app/record-page-parts.tsx'],
      namespaces: ['crags', 'common'],
      locale: 'fr',
    });
    expect(files).toEqual([
      'assets/crag.css',
      'assets/crag-page.js',
      'assets/table.js',
      'assets/parts.js',
      'assets/crags-fr.js',
    ]);
  });

  it('reads the list the web build wrote, and does without one', () => {
    dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
    expect(readPageAssets(dir)).toEqual({ pages: {}, texts: {} });
    expect(readPageAssets(null)).toEqual({ pages: {}, texts: {} });
    writeFileSync(join(dir, '.page-assets.json'), JSON.stringify(ASSETS));
    expect(readPageAssets(dir)).toEqual(ASSETS);
  });
});

describe("Mantine's component styles", () => {
  it('are the sheet the built page preloads', () => {
    const template =
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n' +
      '<link rel="preload" as="style" crossorigin href="/assets/mantine-components-B4rj.css">';
    expect(mantineStylesheetOf(template)).toBe('assets/mantine-components-B4rj.css');
    expect(mantineStylesheetOf('<head></head>')).toBeNull();
    expect(mantineStylesheetOf(null)).toBeNull();
  });

  it("are linked with a rendered page that shows Mantine's components, and only then", () => {
    expect(needsMantineStylesheet('<div class="m_1b7284a3 mantine-Paper-root">…</div>')).toBe(true);
    expect(needsMantineStylesheet('<p class="_stack_1x2y3 _mt_xs_9f8e7">m_1b7284a3</p>')).toBe(false);
    expect(needsMantineStylesheet('<a class="_m_sm_abcde">x</a>')).toBe(false);
  });
});
