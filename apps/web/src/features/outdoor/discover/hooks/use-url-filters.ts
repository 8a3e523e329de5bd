import type { CragFilters } from '@climb/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch } from '../filters/crag-filters-query';

/** The crag filters kept in the URL query, so a filtered map or list can be shared as it is. */
export function useUrlFilters(): [CragFilters, (filters: CragFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: CragFilters) => setSearch((current) => filtersToSearch(next, current), { replace: true }),
    [setSearch],
  );
  return [filters, setFilters];
}
