import { useSearchParams } from 'react-router';

import { queryOf } from '../../../../lib/search-query';

export { queryOf };

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
