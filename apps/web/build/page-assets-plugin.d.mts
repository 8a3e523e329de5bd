// Types for vite.config.ts (apps/web is type-checked with it).
import type { Plugin } from 'vite';

export declare const PAGE_ASSETS_FILE: '.page-assets.json';

/** For each page module (`features/…/crag-page.tsx`) and text bundle (`fr/crags`), the files beyond the entry's. */
export interface PageAssets {
  pages: Record<string, string[]>;
  texts: Record<string, string[]>;
}

/** A namespace a module names, or a constant naming one (`RULES_NAMESPACE`), resolved later. */
export type NamedNamespace = string | { constant: string };

export declare function namespacesNamedIn(code: string): Set<NamedNamespace>;
export declare function namespaceConstantsIn(code: string): Record<string, string>;
export declare function namespacesReached(
  start: string,
  graph: {
    importedIds(id: string): readonly string[];
    namedIn(id: string): Iterable<NamedNamespace> | undefined;
    constants: Record<string, string>;
  },
): string[];

/** How the build's modules import one another (`this.getModuleInfo`). */
export interface ModuleGraph {
  importedIds(id: string): readonly string[];
  dynamicallyImportedIds(id: string): readonly string[];
}

export declare function pageSourceOf(id: string): string | null;
export declare function lazyPartsOf(start: string, isOwn: (id: string) => boolean, graph: ModuleGraph): string[];
export declare function pageLaterAssetsOf(
  bundle: Record<string, unknown>,
  graph: ModuleGraph,
): Record<string, string[]>;
export declare function pageAssetsOf(bundle: Record<string, unknown>): PageAssets;
export declare function pageAssets(): Plugin;
