import {
  type Locale,
  PAGE_META,
  type PageMetaKey,
  PRODUCT_NAME,
  pageTitle,
  THEME_BACKGROUNDS,
  type Theme,
} from '@climb/contracts';
import type { PageHead } from './page-heads';

/** Settings the web app reads at runtime from the HTML, so one build serves any installation. */
export interface ClientConfig {
  maintenance: boolean;
  mapTileUrl: string;
  supportPaymentUrl: string | null;
  exhibitionGymIds: number[];
  version: string;
}

export interface HtmlContext {
  locale: Locale;
  theme: Theme;
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

/** The tags the server writes into `<head>`: title, description, theme colour, API key, runtime settings, Open Graph. */
export function renderHead(context: HtmlContext): string {
  const { title, description } = context.head ?? PAGE_META[context.locale][context.meta];
  // A record's title takes the product name after it, as `pageTitle` writes the static ones.
  const fullTitle = context.head ? `${title} · ${PRODUCT_NAME}` : pageTitle(context.locale, context.meta);
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${THEME_BACKGROUNDS[context.theme]}" />`,
    `<style>html,body{margin:0;background:${THEME_BACKGROUNDS[context.theme]}}</style>`,
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

/** The opening tag of the built index.html, which the server rewrites with the visitor's language and theme. */
export const HTML_OPENING_TAG = '<html lang="fr" data-mantine-color-scheme="light">';

/** Fills the built index.html: the `<html>` tag and the `<!--app-head-->` marker. */
export function renderHtml(template: string, context: HtmlContext): string {
  return template
    .replace(HTML_OPENING_TAG, `<html lang="${context.locale}" data-mantine-color-scheme="${context.theme}">`)
    .replace('<!--app-head-->', renderHead(context));
}
