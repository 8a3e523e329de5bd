/** Longest text the search endpoints accept. */
export const QUERY_MAX_LENGTH = 100;

/** Fewer characters than this find too much to be useful: typing waits for more (a submitted form searches at once). */
export const SEARCH_MIN_LENGTH = 2;

/** The searched text an address holds (`?query=`), trimmed to what the search endpoints accept. */
export function queryOf(search: URLSearchParams): string {
  return (search.get('query') ?? '').trim().slice(0, QUERY_MAX_LENGTH);
}
