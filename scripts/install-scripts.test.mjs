import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const readJson = (path) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8'));

/** `name@version` of every package of the lock file that has an install script. */
function packagesWithInstallScripts() {
  const { packages } = readJson('package-lock.json');
  return Object.entries(packages)
    .filter(([path, entry]) => path.includes('node_modules/') && entry.hasInstallScript)
    .map(
      ([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`,
    );
}

/** Whether an `allowScripts` key (`name` or `name@version`) decides for this package. */
function decides(key, nameAtVersion) {
  const name = nameAtVersion.slice(0, nameAtVersion.lastIndexOf('@'));
  return key === name || key === nameAtVersion;
}

describe('install scripts of the dependencies', () => {
  // npm runs none it was not told about, and says so in a dozen lines at every install (docs/decisions/028).
  it('are each allowed or denied in package.json, so a fresh `npm ci` is quiet', () => {
    const decisions = readJson('package.json').allowScripts ?? {};
    const packages = packagesWithInstallScripts();
    expect(packages.length).toBeGreaterThan(0);
    const undecided = packages.filter((found) => !Object.keys(decisions).some((key) => decides(key, found)));
    expect(undecided).toEqual([]);
    expect(Object.values(decisions).every((allowed) => typeof allowed === 'boolean')).toBe(true);
  });
});
