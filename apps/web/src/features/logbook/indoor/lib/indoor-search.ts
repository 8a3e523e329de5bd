import {
  ASCENT_STATUSES,
  GYM_ROUTE_CLIMBING_TYPES,
  type IndoorAscentSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@climb/contracts';
import type { PendingGymAscent } from '../../../../stores/ascents-pusher-store';
import { INDOOR_SORTS } from './indoor-constants';
import { GYM_ROPINGS } from './indoor-values';

/** Addresses of the indoor logbook. */
export const INDOOR_LOGBOOK_PATH = '/home/ascents/indoor';
export const NEW_INDOOR_ASCENT_PATH = '/ascents/indoor/new';

/** The three views of `/home/ascents/indoor`: my ascents, my figures, my progress per colour of a gym. */
export const INDOOR_VIEWS = ['list', 'analytics', 'progress'] as const;
export type IndoorView = (typeof INDOOR_VIEWS)[number];

/** The filters of the indoor list and its analytics, as the API names them, and the list's words. */
export interface IndoorFilters {
  ascent_status?: string[];
  roping_status?: string[];
  climbing_type?: string[];
  gym_id?: number;
  date_from?: string;
  date_to?: string;
  query?: string;
}

/** What the address of `/home/ascents/indoor` holds. */
export interface IndoorSearch {
  view: IndoorView;
  filters: IndoorFilters;
  sort: IndoorAscentSort;
  direction: SortDirection;
  page: number;
  /** The gym whose progress per colour shows (`progress_gym`). */
  progressGymId: number | null;
}

export const INDOOR_FILTER_KEYS = [
  'ascent_status',
  'roping_status',
  'climbing_type',
  'gym_id',
  'date_from',
  'date_to',
  'query',
] as const;
type FilterKey = (typeof INDOOR_FILTER_KEYS)[number];

/** The filters the analytics take (no words: those only narrow the list). */
export const INDOOR_CHART_FILTER_KEYS = INDOOR_FILTER_KEYS.filter((key) => key !== 'query');

const LIST_VALUES = {
  ascent_status: ASCENT_STATUSES,
  roping_status: GYM_ROPINGS,
  climbing_type: GYM_ROUTE_CLIMBING_TYPES,
} as const;

export const DEFAULT_INDOOR_SORT: IndoorAscentSort = 'released_at';
export const DEFAULT_INDOOR_DIRECTION: SortDirection = 'desc';
const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

function recordIdOf(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A comma-separated list whose every item is known, without repeats. */
function knownList(values: readonly string[], raw: string): string[] | undefined {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => values.includes(item)) ? [...new Set(items)] : undefined;
}

/** A real calendar day written `YYYY-MM-DD`. */
function calendarDay(raw: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/** Reads the filters of an address by the API's own rules, each key alone (one bad value keeps the others). */
export function indoorFiltersFrom(search: URLSearchParams): IndoorFilters {
  const filters: IndoorFilters = {};
  for (const key of INDOOR_FILTER_KEYS) {
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    if (key === 'date_from' || key === 'date_to') {
      const day = calendarDay(raw);
      if (day) filters[key] = day;
    } else if (key === 'query') {
      if (raw.length <= 100) filters.query = raw;
    } else if (key === 'gym_id') {
      const id = recordIdOf(raw);
      if (id !== null) filters.gym_id = id;
    } else {
      const list = knownList(LIST_VALUES[key], raw);
      if (list) filters[key] = list;
    }
  }
  // "From May to March" means March to May.
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
    [filters.date_from, filters.date_to] = [filters.date_to, filters.date_from];
  }
  return filters;
}

/** The whole state of an address; anything unknown falls back to the default. */
export function indoorSearchFrom(search: URLSearchParams): IndoorSearch {
  const rawPage = Number(search.get('page'));
  return {
    view: oneOf(INDOOR_VIEWS, search.get('view')) ?? 'list',
    filters: indoorFiltersFrom(search),
    sort: oneOf(INDOOR_SORTS, search.get('sort')) ?? DEFAULT_INDOOR_SORT,
    direction: oneOf(SORT_DIRECTIONS, search.get('direction')) ?? DEFAULT_INDOOR_DIRECTION,
    page: Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1,
    progressGymId: recordIdOf(search.get('progress_gym')),
  };
}

/** The filters as query values: lists comma-joined, empty ones left out. */
export function indoorFiltersToQuery(
  filters: IndoorFilters,
  keys: readonly FilterKey[] = INDOOR_FILTER_KEYS,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else if (typeof value === 'number') {
      query[key] = String(value);
    } else if (value.trim() !== '') {
      query[key] = value.trim();
    }
  }
  return query;
}

/** Writes the filters into an address, keeping its other parameters; the list starts again from its first page. */
export function indoorFiltersToSearch(filters: IndoorFilters, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of INDOOR_FILTER_KEYS) search.delete(key);
  search.delete('page');
  const normal = indoorFiltersFrom(new URLSearchParams(indoorFiltersToQuery(filters)));
  for (const [key, value] of Object.entries(indoorFiltersToQuery(normal))) search.set(key, value);
  return search;
}

/** Writes an order into an address: the default order is left out, the page starts again. */
export function indoorSortToSearch(sort: IndoorAscentSort, direction: SortDirection, base = new URLSearchParams()) {
  const search = new URLSearchParams(base);
  search.delete('page');
  if (sort === DEFAULT_INDOOR_SORT) search.delete('sort');
  else search.set('sort', sort);
  if (direction === DEFAULT_INDOOR_DIRECTION) search.delete('direction');
  else search.set('direction', direction);
  return search;
}

/** The address of a view, keeping the filters (the list and the analytics share them) and the progress's gym. */
export function indoorViewSearch(view: IndoorView, base: URLSearchParams): URLSearchParams {
  const search = indoorFiltersToSearch(indoorFiltersFrom(base));
  const gym = base.get('progress_gym');
  if (gym) search.set('progress_gym', gym);
  if (view !== 'list') search.set('view', view);
  return search;
}

/** How many filters are set (the badge of the filter button). */
export function activeIndoorFilterCount(filters: IndoorFilters, keys: readonly FilterKey[] = INDOOR_FILTER_KEYS) {
  return Object.keys(indoorFiltersToQuery(filters, keys)).length;
}

/** Lower case without accents, as the API compares words. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a queued indoor ascent passes the list's filters, judged from what the device knows of it: a list of one
 * gym's boulders does not show a route of another gym waiting to be sent.
 */
export function pendingGymMatches(ascent: PendingGymAscent, filters: IndoorFilters, colorName = ''): boolean {
  const { payload, display } = ascent;
  const day = payload.released_at.slice(0, 10);
  if (filters.ascent_status?.length && !filters.ascent_status.includes(payload.ascent_status)) return false;
  if (
    filters.roping_status?.length &&
    !(payload.roping_status && filters.roping_status.includes(payload.roping_status))
  )
    return false;
  if (filters.climbing_type?.length && !filters.climbing_type.includes(display.climbing_type)) return false;
  if (filters.gym_id !== undefined && display.gym_id !== filters.gym_id) return false;
  if (filters.date_from && day < filters.date_from) return false;
  if (filters.date_to && day > filters.date_to) return false;
  const words = folded(filters.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const names = folded(`${display.route_name ?? ''} ${display.gym_name ?? ''} ${colorName}`);
  return words.every((word) => names.includes(word));
}
