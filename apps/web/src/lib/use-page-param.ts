import { useLocation, useSearchParams } from 'react-router';

const MAX_PAGE = 100_000;

/**
 * A list's page in the address (`?page=2`, 1 when it names none or a wrong one) and the address of any other page.
 * Two lists on one page each keep theirs under its own parameter (`name`: `archived_page`).
 */
export function usePageParam(name = 'page') {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const raw = Number(search.get(name));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(search);
    if (target <= 1) next.delete(name);
    else next.set(name, String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { page, hrefOf };
}
