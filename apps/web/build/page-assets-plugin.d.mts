// Types for vite.config.ts (apps/web is type-checked with it).
import type { Plugin } from 'vite';

export declare const PAGE_ASSETS_FILE: '.page-assets.json';

/** For each page module (`features/…/crag-page.tsx`) and text bundle (`fr/crags`), the files beyond the entry's. */
export interface PageAssets {
  pages: Record<string, string[]>;
  texts: Record<string, string[]>;
}

export declare function pageSourceOf(id: string): string | null;
export declare function pageAssetsOf(bundle: Record<string, unknown>): PageAssets;
export declare function pageAssets(): Plugin;
