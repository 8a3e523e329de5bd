import { GYM_CLIMBING_TYPES, type GymClimbingType } from '@climb/contracts';

/*
 * What the gym lists and the gyms map keep in their address, so that a filtered list or map can be shared and the
 * back button returns to it: `query`, `climbing_types=bouldering,pan`, `page`, and the map's `latitude`,
 * `longitude` and `zoom` (read and written by the shared map view).
 */

export { queryOf, SEARCH_MIN_LENGTH } from '../../../../lib/search-query';

/** The page an address asks for (`?page=3`), 1 when it names none or a wrong one. */
export function pageOf(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
}

/** The climbing types of an address (`?climbing_types=bouldering,pan`), in the contracts' order; unknown ones left out. */
export function typesOf(search: URLSearchParams): GymClimbingType[] {
  const given = new Set((search.get('climbing_types') ?? '').split(',').map((type) => type.trim()));
  return GYM_CLIMBING_TYPES.filter((type) => given.has(type));
}

/** Writes the types into an address, keeping its other parameters; no type is no parameter. */
export function typesToSearch(types: readonly GymClimbingType[], base: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  const ordered = GYM_CLIMBING_TYPES.filter((type) => types.includes(type));
  if (ordered.length > 0) search.set('climbing_types', ordered.join(','));
  else search.delete('climbing_types');
  return search;
}
