import { asc, type Column, desc, or, type SQL, sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';

/*
 * Name search on PostgreSQL full text and trigrams, accent- and case-insensitive, for any table with a
 * name. The expressions repeat the indexes' exactly (as schema/outdoor.ts declares them), so the GIN
 * indexes answer them:
 *   trigram:   f_unaccent(lower(name)) gin_trgm_ops
 *   full text: to_tsvector('simple', f_unaccent(lower(name)))
 */

const folded = (value: Column | SQL | string) => sql`f_unaccent(lower(${value}))`;

/**
 * A name matches when its words start with the query's words (full text, prefix on the last word:
 * search as you type), or when the query looks like a part of it (`%>`, trigram word similarity:
 * typos forgiven, "verdun" finds "Gorges du Verdon"). Tables without a full-text index (towns)
 * match a name starting with the query instead. Whole-name similarity (`%`) is left out: it only
 * adds loose resemblances ("vedon" for "Verdon Sud") and doubles the trigram work per candidate row.
 */
export function nameMatches(name: Column, terms: SearchTerms, { fullText }: { fullText: boolean }): SQL {
  const looksLike = sql`${folded(name)} %> ${folded(terms.text)}`;
  const words = fullText
    ? terms.prefixTsQuery
      ? sql`to_tsvector('simple', ${folded(name)}) @@ to_tsquery('simple', ${folded(terms.prefixTsQuery)})`
      : null
    : sql`${folded(name)} like ${folded(terms.likePrefix)}`;
  return words ? (or(words, looksLike) as SQL) : looksLike;
}

/**
 * Best matches first: names starting with the query, then the closest to it, then the shortest
 * (the nearest to the query itself: "Céüse" before "Céüse Sud").
 */
export function nameRank(name: Column, terms: SearchTerms): SQL[] {
  const query = folded(terms.text);
  return [
    desc(sql`starts_with(${folded(name)}, ${query})`),
    desc(sql`word_similarity(${query}, ${folded(name)})`),
    asc(sql`length(${name})`),
  ];
}
