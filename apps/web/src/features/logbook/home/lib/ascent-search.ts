import {
  ASCENT_SORTS,
  ASCENT_STATUSES,
  type AscentFilters,
  type AscentSort,
  CLIMBING_TYPES,
  ROPING_STATUSES,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@climb/contracts';

/** The filters of the logbook list, its charts and its export, plus the list's words. */
export interface LogbookFilters extends AscentFilters {
  query?: string;
}

/** What the address of the logbook list holds: filters, order and page. */
export interface LogbookSearch {
  filters: LogbookFilters;
  sort: AscentSort;
  direction: SortDirection;
  page: number;
}

/** The list keys in the order they appear in an address: the API's own names, so a query goes straight through. */
export const FILTER_KEYS = [
  'ascent_status',
  'roping_status',
  'climbing_type',
  'date_from',
  'date_to',
  'query',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The list's own order: newest first. */
export const DEFAULT_SORT: AscentSort = 'released_at';
export const DEFAULT_DIRECTION: SortDirection = 'desc';

const MAX_PAGE = 100_000;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

/** Both ends of a date range in the right order: "from May to March" means March to May. */
export function normaliseFilters(filters: LogbookFilters): LogbookFilters {
  const result = { ...filters };
  if (result.date_from && result.date_to && result.date_from > result.date_to) {
    result.date_from = filters.date_to;
    result.date_to = filters.date_from;
  }
  return result;
}

const LIST_VALUES = {
  ascent_status: ASCENT_STATUSES,
  roping_status: ROPING_STATUSES,
  climbing_type: CLIMBING_TYPES,
} as const;
const QUERY_MAX_LENGTH = 100;

/** A comma-separated list whose every item is known (as the API's `enumListQuery`), without repeats. */
function knownList(values: readonly string[], raw: string): string[] | undefined {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => values.includes(item)) ? [...new Set(items)] : undefined;
}

/** A real calendar day written `YYYY-MM-DD` (as the API's `z.iso.date()`). */
function calendarDay(raw: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/**
 * Reads the filters of an address by the API's own rules (the unit test holds both to the same
 * answers), each key alone: a shared link with one bad value keeps its other filters instead of
 * failing whole. Written without the schema library, which the logbook pages then do not load.
 */
export function filtersFromSearch(search: URLSearchParams): LogbookFilters {
  const filters: LogbookFilters = {};
  for (const key of FILTER_KEYS) {
    const given = search.get(key);
    const raw = given?.trim();
    if (!given || !raw) continue;
    if (key === 'date_from' || key === 'date_to') {
      // Untrimmed, as the API reads a day.
      const day = calendarDay(given);
      if (day) filters[key] = day;
    } else if (key === 'query') {
      if (raw.length <= QUERY_MAX_LENGTH) filters.query = raw;
    } else {
      const list = knownList(LIST_VALUES[key], raw);
      // Only known values made it through: the list is of the key's enum.
      if (list) (filters as Record<string, string[]>)[key] = list;
    }
  }
  return normaliseFilters(filters);
}

/** The whole list state of an address; anything unknown falls back to the default. */
export function logbookSearchFrom(search: URLSearchParams): LogbookSearch {
  const rawPage = Number(search.get('page'));
  return {
    filters: filtersFromSearch(search),
    sort: oneOf(ASCENT_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    direction: oneOf(SORT_DIRECTIONS, search.get('direction')) ?? DEFAULT_DIRECTION,
    page: Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1,
  };
}

/** The filters as query values: lists comma-joined, empty ones left out. */
export function filtersToQuery(filters: LogbookFilters, keys: readonly FilterKey[] = FILTER_KEYS) {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else if (value.trim() !== '') {
      query[key] = value.trim();
    }
  }
  return query;
}

/** The filters the charts and the export take (no words: those only narrow the list). */
export const CHART_FILTER_KEYS = FILTER_KEYS.filter((key) => key !== 'query');

/**
 * Writes the filters into an address, keeping its other parameters. Filters changed → the list
 * starts again from its first page.
 */
export function filtersToSearch(filters: LogbookFilters, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of FILTER_KEYS) search.delete(key);
  search.delete('page');
  for (const [key, value] of Object.entries(filtersToQuery(normaliseFilters(filters)))) search.set(key, value);
  return search;
}

/** Writes an order into an address: the default order is left out, the page starts again. */
export function sortToSearch(sort: AscentSort, direction: SortDirection, base = new URLSearchParams()) {
  const search = new URLSearchParams(base);
  search.delete('page');
  if (sort === DEFAULT_SORT) search.delete('sort');
  else search.set('sort', sort);
  if (direction === DEFAULT_DIRECTION) search.delete('direction');
  else search.set('direction', direction);
  return search;
}

/** The address's filters only (what moves between the list and the charts). */
export function filtersOnly(search: URLSearchParams): URLSearchParams {
  return filtersToSearch(filtersFromSearch(search));
}

/** How many filters are set (the badge of the filter button). */
export function activeFilterCount(filters: LogbookFilters, keys: readonly FilterKey[] = FILTER_KEYS): number {
  return Object.keys(filtersToQuery(filters, keys)).length;
}
