import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The walls of the web app (docs/decisions/016-web-layers-and-feature-walls.md) are Biome
 * `noRestrictedImports` rules in biome.json. Each case writes a small file where the rule applies,
 * lints it with the project's Biome, then removes it: a violation must fail with the rule, a
 * clean import must pass, so the rule cannot silently stop working.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = resolve(import.meta.dirname);
const BIOME = join(ROOT, 'node_modules/.bin/biome');

function lint(folder: string, source: string): { failed: boolean; output: string } {
  const file = join(SRC, folder, `wall-check-${randomUUID()}.ts`);
  writeFileSync(file, source);
  try {
    const run = spawnSync(BIOME, ['lint', '--colors=off', file], { cwd: ROOT, encoding: 'utf8' });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

function importing(path: string): string {
  return `import { something } from '${path}';\n\nexport const same = something;\n`;
}

describe('the walls between the parts of the web app', () => {
  it.each([
    ['a feature importing another feature', 'features/outdoor/catalogue', '../../logbook/api/ascents.api'],
    ['a feature importing app/', 'features/outdoor/catalogue', '../../../app/page-modules'],
    ['a feature file at its top importing another feature', 'features/settings', '../accounts/guards'],
    ['a shared layer importing a feature', 'components', '../features/outdoor/page-modules'],
    ['a shared layer importing app/', 'platform/session', '../../app/router'],
  ])(
    'fails the lint for %s',
    (_case, folder, path) => {
      const { failed, output } = lint(folder, importing(path));
      expect(failed).toBe(true);
      expect(output).toContain('lint/style/noRestrictedImports');
    },
    20_000,
  );

  it.each([
    ['a feature importing its own files', 'features/outdoor/catalogue', '../shared/bounding-box'],
    ['a feature importing a shared layer', 'features/outdoor/catalogue', '../../../climbing/grade'],
    ['a shared layer importing another shared layer', 'climbing', '../lib/api-client'],
  ])(
    'passes %s',
    (_case, folder, path) => {
      const { failed, output } = lint(folder, importing(path));
      expect(output).not.toContain('noRestrictedImports');
      expect(failed).toBe(false);
    },
    20_000,
  );
});
