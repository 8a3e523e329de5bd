import { type Locale, PAGE_META, type PageMetaKey, pageTitle, THEME_BACKGROUNDS, type Theme } from '@climb/contracts';

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
  apiAccessToken: string;
  canonicalUrl: string;
  config: ClientConfig;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The tags the server writes into `<head>`: title, description, theme colour, API key, Open Graph. */
export function renderHead(context: HtmlContext): string {
  const { title, description } = PAGE_META[context.locale][context.meta];
  const fullTitle = pageTitle(context.locale, context.meta);
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${THEME_BACKGROUNDS[context.theme]}" />`,
    `<meta name="api-access-token" content="${escapeHtml(context.apiAccessToken)}" />`,
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(context.config))}" />`,
    `<link rel="canonical" href="${escapeHtml(context.canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(context.canonicalUrl)}" />`,
    `<meta property="og:locale" content="${context.locale === 'fr' ? 'fr_FR' : 'en_GB'}" />`,
  ].join('\n    ');
}

/** Fills the built index.html: `%APP_LANG%`, `%APP_THEME%`, `%APP_BACKGROUND%` and `<!--app-head-->`. */
export function renderHtml(template: string, context: HtmlContext): string {
  return template
    .replaceAll('%APP_LANG%', context.locale)
    .replaceAll('%APP_THEME%', context.theme)
    .replaceAll('%APP_BACKGROUND%', THEME_BACKGROUNDS[context.theme])
    .replace('<!--app-head-->', renderHead(context));
}
