import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The walls between the API's parts (docs/ARCHITECTURE.md). The kernel (`db/`, `lib/`, `web/`)
 * imports no domain; the composition root (`app.ts`, `app-context.ts`, `composition.ts`, `server.ts`)
 * wires them. A domain reaches another only through its services (`*.service.ts`), its module for
 * other domains (`*.public.ts`), its seeds (`*.seed.ts`) and the few modules listed below: never its
 * repositories, mappers, routes or other internals.
 */

const SRC = import.meta.dirname;
const KERNEL = ['db', 'lib', 'web'];
const OPEN_FILE = /\.(service|public|seed)$/;

/** Other domains' modules a domain may import besides those: authentication, file storage, mail. */
const SHARED_MODULES = new Set([
  'accounts/auth',
  'media/file-store',
  'media/image-upload',
  'media/record-image',
  'media/image-variants',
  'platform/mailer',
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const DOMAINS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !KERNEL.includes(entry.name))
  .map((entry) => entry.name);

/** Every relative import of the API's sources: the importing file and the imported module, from `src/`. */
function imports(): { file: string; target: string }[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => ({
      file,
      target: normalize(join(dirname(file), match[1] ?? '')).replace(/\.js$/, ''),
    }));
  });
}

function topOf(path: string): string {
  return path.split('/')[0] ?? '';
}

/** What is wrong with one import, or null. */
function wallBroken(file: string, target: string): string | null {
  const from = topOf(file);
  const to = topOf(target);
  if (from === to || !DOMAINS.includes(to)) return null;
  if (KERNEL.includes(from)) {
    return `${file} (kernel) imports the domain file ${target}`;
  }
  if (!DOMAINS.includes(from)) return null;
  if (OPEN_FILE.test(target) || SHARED_MODULES.has(target)) return null;
  return `${file} imports ${target}, an internal file of the ${to} domain`;
}

describe('the API walls', () => {
  it('finds the domains and the imports', () => {
    expect(DOMAINS).toEqual(expect.arrayContaining(['accounts', 'logbook', 'outdoor']));
    expect(imports().length).toBeGreaterThan(100);
  });

  it('keeps each domain out of the others’ repositories, mappers and routes, and the kernel out of the domains', () => {
    const broken = imports()
      .map(({ file, target }) => wallBroken(file, target))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it('fails on a deliberate violation', () => {
    expect(wallBroken('logbook/ascents/ascent.repository.ts', 'outdoor/crags/crag-summary')).toMatch(/internal file/);
    expect(wallBroken('logbook/ascents/ascent.service.ts', 'outdoor/crags/crag.repository')).toMatch(/internal file/);
    expect(wallBroken('logbook/logbook.routes.ts', 'accounts/session.routes')).toMatch(/internal file/);
    expect(wallBroken('lib/slug.ts', 'outdoor/crags/crag.service')).toMatch(/kernel/);
    expect(wallBroken('db/seed.ts', 'logbook/seed/demo-logbook.seed')).toMatch(/kernel/);
    expect(wallBroken('logbook/ascents/ascent.service.ts', 'outdoor/outdoor.public')).toBeNull();
    expect(wallBroken('app.ts', 'outdoor/outdoor.routes')).toBeNull();
  });
});
