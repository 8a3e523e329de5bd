import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@climb/contracts';

/**
 * The files of each page module and text bundle beyond the entry's, as the web build lists them
 * (`apps/web/build/page-assets-plugin.mjs` writes `.page-assets.json`): a rendered page announces them
 * in its head, so the browser fetches them with the entry rather than one import after another.
 */
export interface PageAssets {
  pages: Record<string, string[]>;
  texts: Record<string, string[]>;
}

const NO_ASSETS: PageAssets = { pages: {}, texts: {} };

export function readPageAssets(webDistDir: string | null): PageAssets {
  const file = webDistDir ? join(webDistDir, '.page-assets.json') : null;
  if (!file || !existsSync(file)) return NO_ASSETS;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PageAssets>;
  return { pages: parsed.pages ?? {}, texts: parsed.texts ?? {} };
}

/** The files a rendered page needs: its modules' and its texts', each once, styles first. */
export function pageFiles(
  assets: PageAssets,
  page: { sources: readonly string[]; namespaces: readonly string[]; locale: Locale },
): string[] {
  const files = new Set<string>();
  for (const source of page.sources) for (const file of assets.pages[source] ?? []) files.add(file);
  for (const namespace of page.namespaces) {
    for (const file of assets.texts[`${page.locale}/${namespace}`] ?? []) files.add(file);
  }
  const all = [...files];
  return [...all.filter((file) => file.endsWith('.css')), ...all.filter((file) => !file.endsWith('.css'))];
}

/**
 * Mantine's component styles (`assets/mantine-components-*.css` of the web build), which the app loads with the lazy
 * code that shows Mantine's components (`apps/web/build/first-paint-css-plugin.mjs`). Null without a build.
 */
export function mantineStylesheetOf(webDistDir: string | null): string | null {
  const assets = webDistDir ? join(webDistDir, 'assets') : null;
  if (!assets || !existsSync(assets)) return null;
  const file = readdirSync(assets).find((name) => /^mantine-components-[\w-]+\.css$/.test(name));
  return file ? `assets/${file}` : null;
}

/** A class of Mantine's components (`m_` and eight hex digits) in rendered HTML. */
const MANTINE_CLASS = /\sclass="[^"]*?\bm_[0-9a-f]{8}\b/;

/**
 * Whether a rendered page shows Mantine's components, whose styles are not inline: such a page links Mantine's sheet
 * with its own, so that it is laid out with them and never shows them unstyled.
 */
export function needsMantineStylesheet(html: string): boolean {
  return MANTINE_CLASS.test(html);
}

/** Beyond this many characters a page's styles would weigh on every visit of it more than a request: they are linked. */
export const MAX_INLINE_STYLES = 48 * 1024;

/** A page's own styles, written into its head: their text, its policy hash, and the files they come from. */
export interface InlineStyles {
  css: string;
  /** The `style-src` source of the `<style>` element holding `css`. */
  hash: string;
  files: readonly string[];
}

/**
 * A rendered page's own stylesheets (its modules' CSS, a few KB), written into its head in one `<style>` element
 * rather than linked (docs/decisions/034): the first paint waits for no request beyond the HTML. Each list of files
 * is read and hashed once. A file that cannot be read, or whose text could close the element, stays a link, and so
 * do styles beyond `MAX_INLINE_STYLES`.
 */
export class PageStyles {
  private readonly byList = new Map<string, InlineStyles | null>();
  private readonly texts = new Map<string, string | null>();

  constructor(private readonly webDistDir: string | null) {}

  /** The inline styles of these page files (their `.css` ones), or null when a page links its styles as files. */
  inline(files: readonly string[]): InlineStyles | null {
    const sheets = files.filter((file) => file.endsWith('.css'));
    if (sheets.length === 0 || !this.webDistDir) return null;
    const key = sheets.join('\n');
    let styles = this.byList.get(key);
    if (styles === undefined) {
      const texts = sheets.map((file) => this.text(file));
      const readable = texts.every((text): text is string => text !== null);
      const size = readable ? texts.reduce((sum, text) => sum + text.length, 0) : 0;
      styles = readable && size <= MAX_INLINE_STYLES ? inlineStylesOf(sheets, texts) : null;
      this.byList.set(key, styles);
    }
    return styles;
  }

  private text(file: string): string | null {
    let text = this.texts.get(file);
    if (text === undefined) {
      const path = join(this.webDistDir as string, file);
      text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      // `</style` in a string or an address would end the element early: such a sheet is linked instead.
      if (text !== null && /<\/style/i.test(text)) text = null;
      this.texts.set(file, text);
    }
    return text;
  }
}

/** The element's text (the sheets in their order, each on its own lines) and its hash. */
export function inlineStylesOf(files: readonly string[], texts: readonly string[]): InlineStyles {
  const css = texts.map((text) => text.trim()).join('\n');
  return { css, hash: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`, files };
}
