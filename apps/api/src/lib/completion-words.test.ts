import { describe, expect, it } from 'vitest';
import { completionQuery, foldText, indexedPrefix, lengthOf, nameWords, TIERS, wordsOf } from './completion-words';

describe('foldText', () => {
  it('takes accents and case off', () => {
    expect(foldText('Céüse')).toBe('ceuse');
    expect(foldText('SAINT-LÉGER')).toBe('saint-leger');
    expect(foldText('Ålesund Ñuñoa Çà')).toBe('alesund nunoa ca');
  });

  it('spells out the letters an unaccented spelling writes otherwise', () => {
    expect(foldText('Œil de Bœuf')).toBe('oeil de boeuf');
    expect(foldText('Æsir Straße Øvre Łódź')).toBe('aesir strasse ovre lodz');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('writes compatibility characters plainly', () => {
    expect(foldText('ﬁn ²')).toBe('fin 2');
  });
});

describe('nameWords', () => {
  it('cuts a name into its words, whatever separates them', () => {
    expect(nameWords('Saint-Léger-du-Ventoux')).toEqual(['saint', 'leger', 'du', 'ventoux']);
    expect(nameWords("L'Escalès (secteur 2)")).toEqual(['l', 'escales', 'secteur', '2']);
    expect(nameWords('Gorges  du  Verdon – rive droite')).toEqual(['gorges', 'du', 'verdon', 'rive', 'droite']);
    expect(nameWords('Aiguille d’Argentière')).toEqual(['aiguille', 'd', 'argentiere']);
  });

  it('keeps letters of other alphabets and digits, drops everything else', () => {
    expect(nameWords('Ωmega 7a+')).toEqual(['ωmega', '7a']);
    expect(nameWords("'; drop table crags; --")).toEqual(['drop', 'table', 'crags']);
    expect(nameWords('%_!&|():*\\')).toEqual([]);
    expect(nameWords('   ')).toEqual([]);
  });
});

describe('wordsOf', () => {
  it('gives the first word of the own name the best tier, then its other words', () => {
    expect(wordsOf([{ name: 'Rocher Canon', tier: TIERS.name }])).toEqual(
      new Map([
        ['rocher', TIERS.nameStart],
        ['canon', TIERS.name],
      ]),
    );
  });

  it('keeps each word once, with the best tier it is found by', () => {
    const words = wordsOf([
      { name: 'Fontainebleau Sud', tier: TIERS.name },
      { name: 'Sud', tier: TIERS.part },
      { name: 'Fontainebleau', tier: TIERS.place },
      { name: 'Rocher du Rocher', tier: TIERS.part },
    ]);
    expect(words).toEqual(
      new Map([
        ['fontainebleau', TIERS.nameStart],
        ['sud', TIERS.name],
        ['rocher', TIERS.part],
        ['du', TIERS.part],
      ]),
    );
  });

  it('gives a sector or a town word its own tier, even first in its name', () => {
    expect(wordsOf([{ name: 'Bas Cuvier', tier: TIERS.part }]).get('bas')).toBe(TIERS.part);
    expect(wordsOf([{ name: 'Fontainebleau', tier: TIERS.place }]).get('fontainebleau')).toBe(TIERS.place);
  });
});

describe('completionQuery', () => {
  it('reads the longest word through the index and checks the others on the records found, longest first', () => {
    expect(completionQuery('Fontaineb')).toEqual({ driver: 'fontaineb', others: [] });
    expect(completionQuery('gorges du ver')).toEqual({ driver: 'gorges', others: ['ver', 'du'] });
    expect(completionQuery('rocher canon')).toEqual({ driver: 'rocher', others: ['canon'] });
  });

  it('checks no word of one letter besides the driver: nearly every name has one', () => {
    expect(completionQuery("l'esc")).toEqual({ driver: 'esc', others: [] });
    expect(completionQuery('a b c d e f g h')).toEqual({ driver: 'h', others: [] });
  });

  it('takes the last of equally long words (the one being typed)', () => {
    expect(completionQuery('saint leger')).toEqual({ driver: 'leger', others: ['saint'] });
  });

  it('drops repeated words and words the driver already starts with', () => {
    expect(completionQuery('ver verdon Verdon')).toEqual({ driver: 'verdon', others: [] });
  });

  it('checks a few other words at most', () => {
    expect(completionQuery('aa bb ccc dd ee ff gggg')?.others).toEqual(['ccc', 'aa', 'bb', 'dd']);
  });

  it('has nothing to look up without a letter or digit', () => {
    expect(completionQuery('%')).toBeNull();
    expect(completionQuery(' - ')).toBeNull();
  });
});

describe('indexedPrefix', () => {
  it('is the whole word when an index of its length exists', () => {
    expect(indexedPrefix('fon', 6)).toEqual({ prefix: 'fon', length: 3, exact: true });
    expect(indexedPrefix('fontai', 6)).toEqual({ prefix: 'fontai', length: 6, exact: true });
  });

  it('is the longest indexed start of a longer word, which then filters', () => {
    expect(indexedPrefix('fontaineb', 6)).toEqual({ prefix: 'fontai', length: 6, exact: false });
  });

  it('counts characters as PostgreSQL does, not UTF-16 units', () => {
    expect(lengthOf('𝔸bc')).toBe(3);
    expect(indexedPrefix('𝔸bcdefgh', 6)).toEqual({ prefix: '𝔸bcdef', length: 6, exact: false });
  });
});
