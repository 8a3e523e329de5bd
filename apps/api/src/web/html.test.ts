import { describe, expect, it } from 'vitest';
import { type HtmlContext, renderHtml } from './html';
import { inlineStylesOf } from './page-assets';

const TEMPLATE =
  '<!doctype html><html lang="fr" data-mantine-color-scheme="light"><head><!--app-head--></head>' +
  '<body><div id="root"></div></body></html>';

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
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page.js">',
      '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
    ]);
    expect(head).toContain('<style>._a{color:red}\n._b{margin:0}</style>');
  });

  it('links every stylesheet when the styles are not written in', () => {
    const files = ['assets/a.css', 'assets/page.js'];
    const head = headOf(renderHtml(TEMPLATE, CONTEXT, { html: '<h1>x</h1>', state: {}, files }));
    expect(head).not.toContain('<style>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
  });
});
