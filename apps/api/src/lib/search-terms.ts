/** What a search box query becomes before it reaches SQL (accents and case are folded in SQL). */
export interface SearchTerms {
  /** The query as typed, trimmed: compared whole with trigrams. */
  text: string;
  /**
   * A `to_tsquery` of every word, the last one as a prefix (`gorges & verd:*`), for search as you
   * type; null when the query has no letter or digit. Only letters and digits reach it, so no
   * input can break the tsquery syntax.
   */
  prefixTsQuery: string | null;
  /** A `LIKE` pattern: names starting with the query, its wildcards escaped. */
  likePrefix: string;
}

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return {
    text,
    prefixTsQuery: words.length ? `${words.join(' & ')}:*` : null,
    likePrefix: `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
  };
}
