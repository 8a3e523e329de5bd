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
