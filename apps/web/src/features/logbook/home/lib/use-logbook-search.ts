import type { AscentSort, SortDirection } from '@climb/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  filtersToSearch,
  type LogbookFilters,
  type LogbookSearch,
  logbookSearchFrom,
  sortToSearch,
} from './ascent-search';

/**
 * The list's filters, order and page kept in the address, so that going back, reloading or sharing
 * the link shows the same list. Every change replaces the address (no history step per chip).
 */
export function useLogbookSearch() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search: LogbookSearch = useMemo(() => logbookSearchFrom(params), [params]);
  const setFilters = useCallback(
    (filters: LogbookFilters) =>
      setParams((current) => filtersToSearch(filters, current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const setSort = useCallback(
    (sort: AscentSort, direction: SortDirection) =>
      setParams((current) => sortToSearch(sort, direction, current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { search, setFilters, setSort, pageHref };
}
