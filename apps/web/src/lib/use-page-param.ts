import { useLocation, useSearchParams } from 'react-router';

const MAX_PAGE = 100_000;

/** A list's page in the address (`?page=2`, 1 when it names none or a wrong one) and the address of any other page. */
export function usePageParam() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(search);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { page, hrefOf };
}
