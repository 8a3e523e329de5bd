import {
  type EnvironmentOrNone,
  type Locale,
  PAGE_META,
  type PageMetaKey,
  PRODUCT_NAME,
  pageTitle,
} from '@climb/contracts';
import type { InlineStyles } from './page-assets';
import type { PageHead } from './page-heads';

/** Settings the web app reads at runtime from the HTML, so one build serves any installation. */
export interface ClientConfig {
  maintenance: boolean;
  mapTileUrl: string;
  supportPaymentUrl: string | null;
  exhibitionGymIds: number[];
  version: string;
  publicUrl: string;
}

export interface HtmlContext {
  locale: Locale;
  /** The environment of the page's address: its colour is the theme's primary colour (`data-environment`). */
  environment: EnvironmentOrNone;
  meta: PageMetaKey;
  /** The head of a page about one record (its name…), resolved from the database; else PAGE_META's. */
  head?: PageHead;
  apiAccessToken: string;
  canonicalUrl: string;
  config: ClientConfig;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Data handed to the web app in `<script type="application/json" id="…">`: a browser never runs it, so the
 * Content-Security-Policy needs no hash for it, and the bundle reads it with `JSON.parse` (docs/decisions/021).
 * `<` is written `\u003c`, so no value can close the block.
 */
export function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}

/**
 * The tags the server writes into `<head>`: title, description, API key, runtime settings, Open Graph.
 * The theme is the built page's own business (its bootstrap script reads the theme cookie before the
 * first paint), so that a page's HTML depends only on its address and language (docs/decisions/022).
 */
export function renderHead(context: HtmlContext): string {
  const { title, description } = context.head ?? PAGE_META[context.locale][context.meta];
  // A record's title takes the product name after it, as `pageTitle` writes the static ones.
  const fullTitle = context.head ? `${title} · ${PRODUCT_NAME}` : pageTitle(context.locale, context.meta);
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="api-access-token" content="${escapeHtml(context.apiAccessToken)}" />`,
    jsonBlock('app-config', context.config),
    `<link rel="canonical" href="${escapeHtml(context.canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(context.canonicalUrl)}" />`,
    `<meta property="og:locale" content="${context.locale === 'fr' ? 'fr_FR' : 'en_GB'}" />`,
  ].join('\n    ');
}

/** The opening tag of the built index.html, which the server rewrites with the visitor's language. */
export const HTML_OPENING_TAG = '<html lang="fr" data-mantine-color-scheme="light">';

/** The empty root of the built index.html, which a page rendered on the server fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** What the server rendered of a public page: the root's HTML and the JSON the browser hydrates it with. */
export interface RenderedBody {
  html: string;
  state: unknown;
  /** The page's own files beyond the entry's (`page-assets.ts`), announced in the head. */
  files?: readonly string[];
  /** The page's own styles, written in its head rather than linked (`PageStyles`). */
  styles?: InlineStyles | null;
}

/**
 * Styles the page's HTML needs before it is laid out. The page's own styles are written in the head (docs/decisions/
 * 034), each of their files named by a disabled link, which the browser never fetches: the app's module loader, which
 * loads a module's styles when no stylesheet link names them, then leaves them alone. The page's modules are fetched
 * once it is painted (`deferredScripts`), or else announced here at low priority.
 */
function fileLinks(files: readonly string[], styles: InlineStyles | null | undefined, scripts: boolean): string {
  const inline = new Set(styles?.files ?? []);
  const tags: string[] = [];
  for (const file of files) {
    const href = escapeHtml(file);
    if (inline.has(file)) {
      // The styles take the place of their first file, so that the stylesheets keep their order.
      if (file === styles?.files[0]) tags.push(`<style>${styles.css}</style>`);
      tags.push(`<link rel="stylesheet" crossorigin href="/${href}" disabled>`);
    } else if (file.endsWith('.css')) tags.push(`<link rel="stylesheet" crossorigin href="/${href}">`);
    else if (scripts) tags.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${href}">`);
  }
  return tags.join('');
}

/** The entry's module script and the modules the built index.html preloads with it. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const BUILT_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * A rendered page's scripts, fetched once it is painted (docs/decisions/035): the built index.html's entry and
 * preloads, and the page's own modules, listed in a JSON block that the build's loader (an inline script of
 * index.html, hashed like the others) reads after the first frame. The content is in the HTML and needs no script to
 * show: the page's first paint then competes with no script's download. Null when the page has no entry script.
 */
function deferredScripts(page: string, files: readonly string[]): { page: string; block: string } | null {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return null;
  const built = [...page.matchAll(BUILT_PRELOAD)].map(([, file]) => file as string);
  const modules = [...built, ...files.filter((file) => !file.endsWith('.css'))].map((file) => `/${file}`);
  return {
    page: page.replace(ENTRY_SCRIPT, '').replace(BUILT_PRELOAD, ''),
    block: jsonBlock('page-scripts', { entry: `/${entry}`, modules }),
  };
}

/**
 * The `<html>` tag of a page: its language, and its environment, whose colour the built stylesheet gives the theme
 * from the first paint (the web app changes it on the way to another environment).
 */
function htmlOpeningTag({ locale, environment }: HtmlContext): string {
  return `<html lang="${locale}" data-mantine-color-scheme="light" data-environment="${environment}">`;
}

/** Fills the built index.html: the `<html>` tag, the `<!--app-head-->` marker and, when rendered, the root. */
export function renderHtml(template: string, context: HtmlContext, body?: RenderedBody): string {
  const page = template
    .replace(HTML_OPENING_TAG, htmlOpeningTag(context))
    .replace('<!--app-head-->', renderHead(context));
  if (!body) return page;
  const files = body.files ?? [];
  const deferred = deferredScripts(page, files);
  // Functions as replacements: `$` in the page's text is never read as a pattern.
  return (deferred?.page ?? page)
    .replace('</head>', () => `${fileLinks(files, body.styles, !deferred)}</head>`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root">${body.html}</div>${jsonBlock('page-state', body.state)}${deferred?.block ?? ''}`,
    );
}
