import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

function load(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, locale, file), 'utf8'));
}

const frFiles = readdirSync(join(root, 'fr')).filter((file) => file.endsWith('.json'));
const enFiles = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('have the same namespaces in French and English', () => {
    expect(enFiles.sort()).toEqual(frFiles.sort());
    expect(frFiles).toContain('common.json');
  });

  for (const file of frFiles) {
    it(`${file}: every key exists in both languages, none empty`, () => {
      const fr = keysOf(load('fr', file)).sort();
      const en = keysOf(load('en', file)).sort();
      expect(
        en.filter((key) => !fr.includes(key)),
        `missing in fr/${file}`,
      ).toEqual([]);
      expect(
        fr.filter((key) => !en.includes(key)),
        `missing in en/${file}`,
      ).toEqual([]);
      for (const locale of ['fr', 'en']) {
        const text = JSON.stringify(load(locale, file));
        expect(text, `${locale}/${file} has an empty text`).not.toMatch(/:\s*""/);
        expect(text.toLowerCase(), `${locale}/${file}`).not.toMatch(/lorem ipsum|coming soon|todo/);
      }
    });
  }
});
