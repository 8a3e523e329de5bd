import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

// Notes that lived outside the repository: their facts are in docs/ now, and nothing may point at them.
const OUTSIDE_NOTES = ['CONVENTIONS', 'DOMAIN', 'DESIGN', 'STYLE', 'STACK-NOTES'].map((name) => `${name}.md`);
const OUTSIDE_NOTE = new RegExp(`\\b(${OUTSIDE_NOTES.map((note) => note.replace('.', '\\.')).join('|')})`);
// `../shared` beside the repository; a module path such as `'../../shared/grade'` is code of ours.
const MODULE_PATH = /(['"])(?:\.\.\/)+shared\/[\w./-]*\1/g;
const OUTSIDE_FOLDER = /\.\.\/shared\b|\/work\/shared\b/;

/** The repository's text files: tracked, or new and not ignored. */
function repositoryTextFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\0');
  return listed
    .filter((path) => path !== '' && existsSync(resolve(ROOT, path)))
    .flatMap((path) => {
      const bytes = readFileSync(resolve(ROOT, path));
      return bytes.includes(0) ? [] : [{ path, text: bytes.toString('utf8') }];
    });
}

/** `path:line: text` of each line that points outside the repository. */
function outsideReferences() {
  const found = [];
  for (const { path, text } of repositoryTextFiles()) {
    if (path === 'scripts/stands-alone.test.mjs') continue;
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE_NOTE.test(line) || OUTSIDE_FOLDER.test(line.replace(MODULE_PATH, ''))) {
        found.push(`${path}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('the repository stands on its own', () => {
  it('no file points at notes or folders outside it (the facts live in docs/)', () => {
    expect(outsideReferences()).toEqual([]);
  });

  it('the check recognises an outside reference and leaves module paths alone', () => {
    expect(OUTSIDE_NOTE.test('// grade values (DOMAIN.md §1)')).toBe(true);
    expect(OUTSIDE_FOLDER.test('see ../shared/STYLE.md'.replace(MODULE_PATH, ''))).toBe(true);
    expect(OUTSIDE_FOLDER.test("import { cragPath } from '../../shared/paths';".replace(MODULE_PATH, ''))).toBe(false);
    expect(OUTSIDE_NOTE.test('(docs/domain/grades.md)')).toBe(false);
  });
});
