// A Vite (Rolldown) build plugin that records which modules make up each JavaScript chunk and how big
// they are, for `npm run bench` to name the biggest modules of the home page. It writes
// `dist/.module-sizes.json`: a dot file, so the server never serves it.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const MODULE_SIZES_FILE = '.module-sizes.json';

/** Module ids made short and machine-independent: `node_modules/<package>/…` or relative to the app root. */
function shortId(id, root) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const packageAt = clean.lastIndexOf('/node_modules/');
  if (packageAt >= 0) return clean.slice(packageAt + 1);
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

/** Enable it from vite.config.ts (e.g. when `BENCH_MODULES=1`); it only runs in `vite build`. */
export function moduleSizes() {
  let root = process.cwd();
  return {
    name: 'cordee-module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: shortId(id, root),
            // Rolldown gives each module's rendered code and its length (before minification).
            rendered_length: module.renderedLength,
            gzip_length: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
          }))
          .filter((module) => module.rendered_length > 0)
          .sort((a, b) => b.rendered_length - a.rendered_length);
        chunks.push({
          file: output.fileName,
          name: output.name,
          is_entry: output.isEntry,
          is_dynamic_entry: output.isDynamicEntry,
          length: output.code.length,
          gzip_length: gzipSync(output.code, { level: 9 }).length,
          modules,
        });
      }
      chunks.sort((a, b) => b.gzip_length - a.gzip_length);
      this.emitFile({
        type: 'asset',
        fileName: MODULE_SIZES_FILE,
        source: `${JSON.stringify({ generated_at: new Date().toISOString(), chunks }, null, 1)}\n`,
      });
    },
  };
}
