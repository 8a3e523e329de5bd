import { describe, expect, it } from 'vitest';
import { inlineEntryStylesheet, isEntryStylesheet, withMantineStylesheet } from './first-paint-css-plugin.mjs';

const HTML = [
  '<head>',
  '    <style>html,body{margin:0}</style>',
  '    <script type="module" crossorigin src="/assets/index-B5uu28Nw.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-Dmq9_kGN.css">',
  '</head>',
].join('\n');

describe('the first screen styles inline in index.html', () => {
  it("puts the entry's stylesheet in a <style> where its link was, and preloads Mantine's sheet after it", () => {
    const html = inlineEntryStylesheet(HTML, {
      fileName: 'assets/index-Dmq9_kGN.css',
      css: '@layer mantine{body{margin:0}}.shell{display:flex}\n',
      preload: 'assets/mantine-components-B4rjKuUa.css',
    });
    expect(html).not.toContain('index-Dmq9_kGN.css');
    expect(html).toContain(
      '    <style>@layer mantine{body{margin:0}}.shell{display:flex}</style>\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/mantine-components-B4rjKuUa.css">\n</head>',
    );
    expect(html).toContain('<style>html,body{margin:0}</style>');
  });

  it('refuses a page that does not link the sheet, and a sheet that would close its element', () => {
    expect(() => inlineEntryStylesheet(HTML, { fileName: 'assets/index-other.css', css: 'a{}' })).toThrow(
      /does not link/,
    );
    expect(() =>
      inlineEntryStylesheet(HTML, { fileName: 'assets/index-Dmq9_kGN.css', css: 'a{content:"</style>"}' }),
    ).toThrow(/close/);
  });

  it("knows the entry's stylesheet by the entry chunk's name", () => {
    expect(isEntryStylesheet('assets/index-Dmq9_kGN.css')).toBe(true);
    expect(isEntryStylesheet('assets/index-B5uu28Nw.js')).toBe(false);
    expect(isEntryStylesheet('assets/maps-CZNDB_n3.css')).toBe(false);
  });

  it("makes lazy chunks wait for Mantine's sheet instead of fetching the inlined one", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/page.js","assets/index-Dmq9_kGN.css"])))=>i.map(i=>d[i]);';
    expect(
      withMantineStylesheet(code, {
        entry: 'assets/index-Dmq9_kGN.css',
        mantine: 'assets/mantine-components-B4rjKuUa.css',
      }),
    ).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/page.js","assets/mantine-components-B4rjKuUa.css"])))=>i.map(i=>d[i]);',
    );
  });
});
