// Types for vite.config.ts (apps/web is type-checked with it).
export declare const PRECOMPRESS_MIN_BYTES: 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that they make smaller. */
export declare function precompressDirectory(dir: string): PrecompressedFile[];

export interface PrecompressPlugin {
  name: string;
  apply: 'build';
  enforce: 'post';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  writeBundle(): void;
}

export declare function precompress(): PrecompressPlugin;
