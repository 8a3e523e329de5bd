import { useSearchParams } from 'react-router';

/** Longest text the search endpoints accept. */
export const QUERY_MAX_LENGTH = 100;

/** The searched text an address holds (`?query=`), trimmed to what the search endpoints accept. */
export function queryOf(search: URLSearchParams): string {
  return (search.get('query') ?? '').trim().slice(0, QUERY_MAX_LENGTH);
}

/** The searched text of a search page (`?query=`); a new text starts again from page 1. */
export function useQueryParam(): [string, (query: string) => void] {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const setQuery = (next: string) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        const text = next.trim();
        if (text) updated.set('query', text);
        else updated.delete('query');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };
  return [query, setQuery];
}
