import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Child folders of a folder of the repository, as `path/`. */
function childFolders(folder) {
  return readdirSync(resolve(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/`);
}

/** The folders the table of docs/ARCHITECTURE.md must describe: the top folders of each app's code. */
function topFolders() {
  return [
    ...childFolders('apps/api/src'),
    ...childFolders('apps/web/src'),
    ...(existsSync(resolve(ROOT, 'apps/web/src/features')) ? childFolders('apps/web/src/features') : []),
  ].sort();
}

/** Every folder (`path/` in backquotes) named in the first cell of a row of the "Folders" table. */
function tableFolders() {
  const text = readFileSync(resolve(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Folders')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+\/)`/g)].map((match) => match[1]));
}

describe('docs/ARCHITECTURE.md', () => {
  it('has a row for every top folder of apps/api/src, apps/web/src and apps/web/src/features', () => {
    const rows = new Set(tableFolders());
    expect(topFolders().filter((folder) => !rows.has(folder))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    expect(tableFolders().filter((folder) => !existsSync(resolve(ROOT, folder)))).toEqual([]);
  });
});
