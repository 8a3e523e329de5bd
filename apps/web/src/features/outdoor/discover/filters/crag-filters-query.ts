import { CRAG_FILTER_KEYS, type CragFilters, cragFilterValue } from '@climb/contracts';

/** The filter keys in the order they appear in a URL (the API's own names, so a query goes straight through). */
export const FILTER_KEYS: readonly (keyof CragFilters)[] = CRAG_FILTER_KEYS;

/**
 * Reads the crag filters of a URL query. Each key is checked alone with the API's own rules (`cragFilterValue`,
 * which reads them as the schema does, without loading zod on a map page): a shared link with one bad value keeps
 * its other filters instead of failing whole.
 */
export function filtersFromSearch(search: URLSearchParams): CragFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const value = cragFilterValue(key, raw);
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    filters[key] = value;
  }
  return normaliseFilters(filters as CragFilters);
}

/** Both ends of a range in the right order: "from 7a to 6a" means 6a to 7a. */
export function normaliseFilters(filters: CragFilters): CragFilters {
  const result = { ...filters };
  for (const [min, max] of [
    ['grade_min', 'grade_max'],
    ['altitude_min', 'altitude_max'],
  ] as const) {
    const low = result[min];
    const high = result[max];
    if (low !== undefined && high !== undefined && low > high) {
      result[min] = high;
      result[max] = low;
    }
  }
  return result;
}

/** The filters as query values: lists comma-joined, empty ones left out. */
export function filtersToQuery(filters: CragFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else {
      query[key] = String(value);
    }
  }
  return query;
}

/**
 * Writes the filters into a URL query, keeping the query's other parameters (the map's view):
 * a filtered map can be shared as it is.
 */
export function filtersToSearch(filters: CragFilters, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of FILTER_KEYS) search.delete(key);
  for (const [key, value] of Object.entries(filtersToQuery(normaliseFilters(filters)))) search.set(key, value);
  return search;
}

/** How many filters are set (the badge of the filter button). */
export function activeFilterCount(filters: CragFilters): number {
  return Object.keys(filtersToQuery(filters)).length;
}
