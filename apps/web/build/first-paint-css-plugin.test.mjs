import { describe, expect, it } from 'vitest';
import {
  inlineEntryStylesheet,
  isEntryStylesheet,
  mantineChunks,
  withMantineStylesheet,
} from './first-paint-css-plugin.mjs';

const HTML = [
  '<head>',
  '    <style>html,body{margin:0}</style>',
  '    <script type="module" crossorigin src="/assets/index-B5uu28Nw.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-Dmq9_kGN.css">',
  '</head>',
].join('\n');

describe('the first screen styles inline in index.html', () => {
  it("puts the entry's stylesheet in a <style> where its link was, and preloads nothing more", () => {
    const html = inlineEntryStylesheet(HTML, {
      fileName: 'assets/index-Dmq9_kGN.css',
      css: '@layer mantine{body{margin:0}}.shell{display:flex}\n',
    });
    expect(html).not.toContain('index-Dmq9_kGN.css');
    expect(html).toContain('    <style>@layer mantine{body{margin:0}}.shell{display:flex}</style>\n</head>');
    expect(html).toContain('<style>html,body{margin:0}</style>');
    expect(html).not.toContain('rel="preload"');
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

  const FILES = { entry: 'assets/index-Dmq9.css', mantine: 'assets/mantine-components-B4rj.css' };
  const needsMantine = (file) => file === 'assets/ui-kit-Ab12.js';
  const depsOf = (code) => {
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)[1]);
    return [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map(([, list]) =>
      list ? list.split(',').map((index) => files[Number(index)]) : [],
    );
  };

  it("makes the lazy imports that reach Mantine's components wait for its sheet, and the others for no sheet", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/form.js","assets/ui-kit-Ab12.js",' +
      '"assets/index-Dmq9.css","assets/crag.js","assets/crag.css"])))=>i.map(i=>d[i]);' +
      'const a=()=>G(()=>import("./form.js"),__vite__mapDeps([0,1,2])),b=()=>G(()=>import("./crag.js"),__vite__mapDeps([3,2,4]));';
    const written = withMantineStylesheet(code, { ...FILES, needsMantine });
    expect(written).not.toContain(FILES.entry);
    expect(depsOf(written)).toEqual([
      ['assets/form.js', 'assets/ui-kit-Ab12.js', FILES.mantine],
      ['assets/crag.js', 'assets/crag.css'],
    ]);
  });

  it("adds Mantine's sheet to a chunk whose lazy imports never named the entry's (the entry's own)", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/about.js","assets/ui-kit-Ab12.js","assets/home.js"])))=>i.map(i=>d[i]);' +
      'x(__vite__mapDeps([0,1]));y(__vite__mapDeps([2]));';
    expect(depsOf(withMantineStylesheet(code, { ...FILES, needsMantine }))).toEqual([
      ['assets/about.js', 'assets/ui-kit-Ab12.js', FILES.mantine],
      ['assets/home.js'],
    ]);
    expect(withMantineStylesheet('export const a=1;', { ...FILES, needsMantine })).toBe('export const a=1;');
  });

  it("knows the chunks of Mantine's components by their modules, not by the provider's", () => {
    const chunk = (fileName, ids) => ({
      type: 'chunk',
      fileName,
      modules: Object.fromEntries(ids.map((id) => [id, {}])),
    });
    const bundle = {
      a: chunk('assets/index.js', ['/app/node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs']),
      b: chunk('assets/ui-kit.js', ['/app/node_modules/@mantine/core/esm/components/Button/Button.mjs']),
      c: chunk('assets/crag.js', ['/app/src/features/outdoor/crag-page.tsx']),
      d: { type: 'asset', fileName: 'assets/x.css' },
    };
    expect([...mantineChunks(bundle)]).toEqual(['assets/ui-kit.js']);
  });
});
