import { useSearchParams } from 'react-router';

/** The page an address asks for (`?page=3`), 1 when it names none or a wrong one. */
export function pageOf(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
}

/** The page of a paged list, kept in the URL (`?page=3`) so the back button returns to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const setPage = (next: number) => {
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
