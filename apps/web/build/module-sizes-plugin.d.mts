// Types for vite.config.ts (apps/web is type-checked with it); `vite` itself does not resolve from bench/.
export declare const MODULE_SIZES_FILE: '.module-sizes.json';

export interface ModuleSizesPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string }): void;
  generateBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): void;
}

/** Writes `dist/.module-sizes.json`: every JS chunk with its modules and their rendered and gzip lengths. */
export declare function moduleSizes(): ModuleSizesPlugin;
