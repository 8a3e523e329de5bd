/*
 * The words of the search as you type, for every kind of record (docs/domain/outdoor.md, "Search"): names
 * and typed queries are cut into words by this one function, so that a stored word and a typed one always
 * compare the same way, on PGlite as on PostgreSQL. Pure: no database.
 */

/**
 * Letters that keep their shape once their accents are taken off (NFKD leaves them whole) but that an
 * unaccented spelling writes otherwise, as PostgreSQL's `unaccent` does: "Œil" is typed "oeil".
 */
const PLAIN_SPELLINGS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const SPELLED_APART = new RegExp(`[${Object.keys(PLAIN_SPELLINGS).join('')}]`, 'gu');

/** Lower case, accents off, ligatures spelled out: "Forêt de Bœuf" → "foret de boeuf". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPELLED_APART, (letter) => PLAIN_SPELLINGS[letter] ?? letter);
}

/** The folded words of a name or a query, in order: anything but a letter or a digit separates them. */
export function nameWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Why a word finds its record, best first (the `tier` column): the results keep this order. */
export const TIERS = {
  /** The first word of the record's own name: the name starts with what is typed. */
  nameStart: 3,
  /** Another word of its own name. */
  name: 2,
  /** A word of the name of one of its parts (a crag's sectors). */
  part: 1,
  /** A word of the name of its place (a crag's town): a town typed offers the records around it. */
  place: 0,
} as const;

/** A name that finds a record, and the tier of its words (the first word of the own name ranks higher). */
export interface NameSource {
  name: string;
  tier: number;
}

/** The distinct words of a record's names, each with the best tier it is found by. */
export function wordsOf(sources: readonly NameSource[]): Map<string, number> {
  const words = new Map<string, number>();
  for (const source of sources) {
    nameWords(source.name).forEach((word, position) => {
      const tier = source.tier === TIERS.name && position === 0 ? TIERS.nameStart : source.tier;
      words.set(word, Math.max(tier, words.get(word) ?? tier));
    });
  }
  return words;
}

/** How a query is looked up: one word read through the prefix indexes, the others checked on the records found. */
export interface CompletionQuery {
  /** The longest word of the query (the one starting the fewest names), matched as a word's start. */
  driver: string;
  /**
   * The other words, longest first (the likeliest to rule a record out, checked first): each must
   * start another word of the same record. At most `MAX_OTHER_WORDS`, none shorter than two letters.
   */
  others: string[];
}

/** Words checked besides the driver: a long query is narrow enough with these. */
export const MAX_OTHER_WORDS = 4;

/**
 * One letter ("l'", "d'", an initial) starts nearly every name: checking it would cost a lookup per
 * record found and rule out almost none.
 */
const MIN_OTHER_WORD_LENGTH = 2;

/** The query's plan, or null when it holds no letter or digit (nothing to find). */
export function completionQuery(text: string): CompletionQuery | null {
  const words = [...new Set(nameWords(text))];
  if (words.length === 0) return null;
  // The longest word, the last one on a tie: it is the one being typed.
  const driver = words.reduce((longest, word) => (lengthOf(word) >= lengthOf(longest) ? word : longest));
  const others = words
    .filter((word) => word !== driver && !driver.startsWith(word) && lengthOf(word) >= MIN_OTHER_WORD_LENGTH)
    .sort((a, b) => lengthOf(b) - lengthOf(a))
    .slice(0, MAX_OTHER_WORDS);
  return { driver, others };
}

/** Characters, as PostgreSQL's `left()` and `length()` count them (code points, not UTF-16 units). */
export function lengthOf(word: string): number {
  return [...word].length;
}

/**
 * The start of `word` that a prefix index holds: the whole word up to `longest` characters (an index
 * of that length answers it exactly), else its first `longest` (the longer word then filters).
 */
export function indexedPrefix(word: string, longest: number): { prefix: string; length: number; exact: boolean } {
  const characters = [...word];
  const length = Math.min(characters.length, longest);
  return { prefix: characters.slice(0, length).join(''), length, exact: characters.length <= longest };
}
