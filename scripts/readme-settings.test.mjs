import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const read = (path) => readFileSync(resolve(ROOT, path), 'utf8');

describe('the settings table of the README', () => {
  it('lists exactly the environment variables the server reads', () => {
    const config = read('apps/api/src/config.ts');
    // Settings read one by one (`env.PORT`), and the groups read by name (`S3_SETTINGS`).
    const grouped = [...config.matchAll(/^const [A-Z0-9_]+_SETTINGS = \[([^\]]*)\]/gm)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((name) => name[1]),
    );
    const readByConfig = new Set([
      ...[...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]),
      ...grouped,
    ]);
    const inTable = new Set([...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1]));
    expect([...inTable].sort()).toEqual([...readByConfig].sort());
  });
});
