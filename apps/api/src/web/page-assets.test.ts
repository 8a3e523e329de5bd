import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_INLINE_STYLES,
  mantineStylesheetOf,
  needsMantineStylesheet,
  PageStyles,
  pageFiles,
  readPageAssets,
} from './page-assets';

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
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("are the build's sheet of that name", () => {
    dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
    mkdirSync(join(dir, 'assets'));
    expect(mantineStylesheetOf(dir)).toBeNull();
    writeFileSync(join(dir, 'assets', 'index-B5uu.js'), '');
    writeFileSync(join(dir, 'assets', 'mantine-components-B4rj.css'), '');
    expect(mantineStylesheetOf(dir)).toBe('assets/mantine-components-B4rj.css');
    expect(mantineStylesheetOf(null)).toBeNull();
  });

  it("are linked with a rendered page that shows Mantine's components, and only then", () => {
    expect(needsMantineStylesheet('<div class="m_1b7284a3 mantine-Paper-root">…</div>')).toBe(true);
    expect(needsMantineStylesheet('<p class="_stack_1x2y3 _mt_xs_9f8e7">m_1b7284a3</p>')).toBe(false);
    expect(needsMantineStylesheet('<a class="_m_sm_abcde">x</a>')).toBe(false);
  });
});

describe("a page's own styles, written into its head", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const distWith = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'page-styles-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('are its stylesheets in their order, hashed as the policy names the element', () => {
    const styles = new PageStyles(
      distWith({ 'assets/a.css': '._a_1{color:red}\n', 'assets/b.css': '._b_2{margin:0}' }),
    );
    const inline = styles.inline(['assets/a.css', 'assets/page.js', 'assets/b.css']);
    expect(inline?.css).toBe('._a_1{color:red}\n._b_2{margin:0}');
    expect(inline?.files).toEqual(['assets/a.css', 'assets/b.css']);
    const digest = createHash('sha256').update('._a_1{color:red}\n._b_2{margin:0}', 'utf8').digest('base64');
    expect(inline?.hash).toBe(`'sha256-${digest}'`);
    // Read and hashed once per list of files.
    expect(styles.inline(['assets/a.css', 'assets/page.js', 'assets/b.css'])).toBe(inline);
  });

  it('stay links when a sheet is missing or could close the element, or when there is no build', () => {
    const styles = new PageStyles(
      distWith({ 'assets/a.css': '._a{}', 'assets/c.css': '._c::after{content:"</style>"}' }),
    );
    expect(styles.inline(['assets/a.css', 'assets/gone.css'])).toBeNull();
    expect(styles.inline(['assets/a.css', 'assets/c.css'])).toBeNull();
    expect(styles.inline(['assets/page.js'])).toBeNull();
    writeFileSync(join(dir as string, 'assets/big.css'), `._big{}${' '.repeat(MAX_INLINE_STYLES)}`);
    expect(styles.inline(['assets/a.css', 'assets/big.css'])).toBeNull();
    expect(new PageStyles(null).inline(['assets/a.css'])).toBeNull();
  });
});
