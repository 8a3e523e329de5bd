import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('joins the words in lower case with dashes', () => {
    expect(slugify('Lucie Grimpeuse')).toBe('lucie-grimpeuse');
    expect(slugify('  Jean   Pierre  ')).toBe('jean-pierre');
  });

  it('removes accents and spells ligatures out', () => {
    expect(slugify('Hélène Dévers-Çà')).toBe('helene-devers-ca');
    expect(slugify('Zoé Cœur Ærø Straße')).toBe('zoe-coeur-aero-strasse');
  });

  it('keeps digits and drops punctuation and symbols', () => {
    expect(slugify("O'Brien — 2e voie !")).toBe('o-brien-2e-voie');
  });

  it('never returns an empty slug', () => {
    expect(slugify('李 小龙')).toBe('grimpeur');
    expect(slugify('---')).toBe('grimpeur');
  });

  it('bounds the length and never ends with a dash', () => {
    const slug = slugify(`${'a'.repeat(119)} ${'b'.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toBe('a'.repeat(119));
  });
});

describe('nextFreeSlug', () => {
  it('keeps the base when it is free', () => {
    expect(nextFreeSlug('lucie-grimpeuse', [])).toBe('lucie-grimpeuse');
    expect(nextFreeSlug('lucie-grimpeuse', ['lucie-grimpeuse-2'])).toBe('lucie-grimpeuse');
  });

  it('adds -2 on the first collision', () => {
    expect(nextFreeSlug('lucie-grimpeuse', ['lucie-grimpeuse'])).toBe('lucie-grimpeuse-2');
  });

  it('goes past the highest suffix in use', () => {
    expect(nextFreeSlug('lucie-grimpeuse', ['lucie-grimpeuse', 'lucie-grimpeuse-2', 'lucie-grimpeuse-7'])).toBe(
      'lucie-grimpeuse-8',
    );
  });

  it('ignores slugs that only start like the base', () => {
    expect(nextFreeSlug('lucie', ['lucie', 'lucie-grimpeuse', 'lucie-grimpeuse-9', 'lucie-3x'])).toBe('lucie-2');
  });
});
