// A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
// file of the build, once, at the highest levels: the server then sends them as they are
// (`@fastify/static`'s `preCompressed`) instead of compressing each answer again.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than the headers it costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot files are build reports, never served; index.html is only ever sent filled in by the server.
    if (entry.name.startsWith('.') || entry.name === 'index.html') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that they make smaller. */
export function precompressDirectory(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    written.push({ file, bytes: content.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}

/** Enable it in vite.config.ts; it runs once the bundle is written, in `vite build` only. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'cordee-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      precompressDirectory(outDir);
    },
  };
}
