import { existsSync, readFileSync } from 'node:fs';
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
 * Mantine's component styles, as the built index.html preloads them (`apps/web/build/first-paint-css-plugin.mjs`):
 * the first screen's styles are inline, and the app applies this sheet before it renders. Null without a build.
 */
export function mantineStylesheetOf(template: string | null): string | null {
  const href = template?.match(/<link rel="preload" as="style"[^>]*? href="\/([^"]+\.css)"/)?.[1];
  return href ?? null;
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
