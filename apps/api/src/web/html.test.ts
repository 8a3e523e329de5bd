import { describe, expect, it } from 'vitest';
import { type HtmlContext, renderHtml } from './html';
import { inlineStylesOf } from './page-assets';

const TEMPLATE =
  '<!doctype html><html lang="fr" data-mantine-color-scheme="light"><head><!--app-head-->\n' +
  '    <script type="module" crossorigin src="/assets/index-B5uu.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-X1.js">\n' +
  '</head><body><div id="root"></div><script>loader()</script></body></html>';

const CONTEXT: HtmlContext = {
  locale: 'fr',
  environment: 'outdoor',
  meta: 'home',
  apiAccessToken: 'key',
  canonicalUrl: 'https://cordee.example/',
  config: {
    maintenance: false,
    mapTileUrl: '/tiles/{z}/{x}/{y}.png',
    supportPaymentUrl: null,
    exhibitionGymIds: [],
    version: 'test',
    publicUrl: 'https://cordee.example',
  },
};

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('the head of a rendered page', () => {
  it("writes the page's own styles in place of their files, which disabled links still name", () => {
    const files = ['assets/mantine.css', 'assets/a.css', 'assets/page.js', 'assets/b.css'];
    const styles = inlineStylesOf(['assets/a.css', 'assets/b.css'], ['._a{color:red}', '._b{margin:0}']);
    const head = headOf(renderHtml(TEMPLATE, CONTEXT, { html: '<h1>x</h1>', state: {}, files, styles }));
    const tags = head.slice(head.indexOf('<link rel="stylesheet"')).match(/<(style|link)[^>]*>/g);
    expect(tags).toEqual([
      // A sheet that is not the page's own (Mantine's components) stays a link, before the page's styles.
      '<link rel="stylesheet" crossorigin href="/assets/mantine.css">',
      '<style>',
      '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
    ]);
    expect(head).toContain('<style>._a{color:red}\n._b{margin:0}</style>');
  });

  it('names its scripts in a block the loader reads once the page is painted, and fetches none before', () => {
    const files = ['assets/a.css', 'assets/page.js', 'assets/texts-fr.js'];
    const html = renderHtml(TEMPLATE, CONTEXT, { html: '<h1>x</h1>', state: {}, files });
    expect(headOf(html)).not.toMatch(/<script type="module"|modulepreload|\.js"/);
    expect(html).toContain(
      '<div id="root"><h1>x</h1></div><script type="application/json" id="page-state">{}</script>' +
        '<script type="application/json" id="page-scripts">' +
        '{"entry":"/assets/index-B5uu.js","modules":["/assets/runtime-X1.js","/assets/page.js","/assets/texts-fr.js"]}' +
        '</script><script>loader()</script>',
    );
  });

  it('keeps the entry script of a page the browser renders alone', () => {
    const html = renderHtml(TEMPLATE, CONTEXT);
    expect(headOf(html)).toContain('<script type="module" crossorigin src="/assets/index-B5uu.js"></script>');
    expect(html).not.toContain('page-scripts');
  });

  it('links every stylesheet when the styles are not written in', () => {
    const files = ['assets/a.css', 'assets/page.js'];
    const head = headOf(renderHtml(TEMPLATE, CONTEXT, { html: '<h1>x</h1>', state: {}, files }));
    expect(head).not.toContain('<style>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
  });
});
