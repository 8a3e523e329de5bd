// Node module hooks for scripts/check-budgets.mjs: every page module of the web app (`…-page.tsx`,
// `…-page-parts.tsx`) loads as a stand-in that only says which module it is (`pageSources`, as the build gives
// it). The web app's page tables then run in Node as they run in the browser, and each page path yields the
// modules its route is made of, the parts a table adds to its pages included, without React or the UI kit.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageSourceOf } from '../apps/web/build/page-assets-plugin.mjs';

/** A stand-in of the module: each of its named exports passes its first argument through (a wrapper of a page). */
function standIn(url, source) {
  const code = readFileSync(fileURLToPath(url), 'utf8');
  const names = new Set(
    [...code.matchAll(/^export (?:async )?(?:function\*?|const|let) (\w+)/gm)].map(([, name]) => name),
  );
  names.delete('pageSources');
  return [
    ...[...names].map((name) => `export const ${name} = (value) => value;`),
    'export default null;',
    `export const pageSources = ${JSON.stringify([source])};`,
  ].join('\n');
}

export async function load(url, context, nextLoad) {
  const source = url.startsWith('file:') ? pageSourceOf(fileURLToPath(url)) : null;
  if (!source) return nextLoad(url, context);
  return { format: 'module', source: standIn(url, source), shortCircuit: true };
}
