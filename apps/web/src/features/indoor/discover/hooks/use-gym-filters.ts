import type { GymClimbingType } from '@climb/contracts';
import { useSearchParams } from 'react-router';
import { pageOf, queryOf, typesOf, typesToSearch } from '../filters/gym-filters';

/**
 * The searched text, climbing types and page of a gym list, kept in the address; a new text or new types start
 * again from page 1, replacing the address rather than adding to the history at every letter.
 */
export function useGymFilters() {
  const [search, setSearch] = useSearchParams();
  const change = (update: (next: URLSearchParams) => URLSearchParams) =>
    setSearch(
      (current) => {
        const next = update(new URLSearchParams(current));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    query: queryOf(search),
    types: typesOf(search),
    page: pageOf(search),
    setQuery: (query: string) =>
      change((next) => {
        if (query.trim()) next.set('query', query.trim());
        else next.delete('query');
        return next;
      }),
    setTypes: (types: GymClimbingType[]) => change((next) => typesToSearch(types, next)),
  };
}
