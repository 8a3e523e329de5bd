import { type Column, desc, or, type SQL, sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';

/*
 * Name search on PostgreSQL full text and trigrams, accent- and case-insensitive. The expressions
 * repeat the indexes' exactly (schema/outdoor.ts), so the GIN indexes answer them:
 *   trigram:   f_unaccent(lower(name)) gin_trgm_ops
 *   full text: to_tsvector('simple', f_unaccent(lower(name)))
 */

const folded = (value: Column | SQL | string) => sql`f_unaccent(lower(${value}))`;

/**
 * A name matches when its words start with the query's words (full text, prefix on the last word:
 * search as you type), or when it looks like the query (trigram similarity, typos forgiven), or
 * when the query looks like one of its words (`%>`: "verdn" in "Gorges du Verdon").
 * Tables without a full-text index (towns) match a name starting with the query instead.
 */
export function nameMatches(name: Column, terms: SearchTerms, { fullText }: { fullText: boolean }): SQL {
  const query = folded(terms.text);
  const looksLike = [sql`${folded(name)} % ${query}`, sql`${folded(name)} %> ${query}`];
  if (!fullText) return or(sql`${folded(name)} like ${folded(terms.likePrefix)}`, ...looksLike) as SQL;
  if (!terms.prefixTsQuery) return or(...looksLike) as SQL;
  const words = sql`to_tsvector('simple', ${folded(name)}) @@ to_tsquery('simple', ${folded(terms.prefixTsQuery)})`;
  return or(words, ...looksLike) as SQL;
}

/** Best matches first: names starting with the query, then the closest (whole name or one word). */
export function nameRank(name: Column, terms: SearchTerms): SQL[] {
  const query = folded(terms.text);
  return [
    desc(sql`starts_with(${folded(name)}, ${query})`),
    desc(sql`greatest(similarity(${folded(name)}, ${query}), word_similarity(${query}, ${folded(name)}))`),
  ];
}
