import {
  GENDERS,
  type Gender,
  GYM_ROUTE_CLIMBING_TYPES,
  type GymClimbingType,
  type GymRankingQuery,
  type GymRouteClimbingType,
  RANKING_AGE_BANDS,
  type RankingAgeBand,
} from '@climb/contracts';
import { localToday } from '../../../../lib/dates';

/** Climbers a page of the ranking shows. */
export const RANKING_PER_PAGE = 50;
const MAX_PAGE = 100_000;

/** The periods of the filter: every ascent (none in the address), the last 28 days, this year, days of one's own. */
export const RANKING_PERIODS = ['all', 'last_28_days', 'this_year', 'custom'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** What the ranking's address holds (`?period=custom&date_from=2026-01-01&gender=female&page=2`). */
export interface RankingFilters {
  page: number;
  period: RankingPeriod;
  /** The days of a custom period, both included (the API's own names); only with `period=custom`. */
  date_from?: string;
  date_to?: string;
  gender?: Gender;
  age_band?: RankingAgeBand;
  climbing_type?: GymRouteClimbingType;
}

/** The address keys of the filters, in the order they are written. */
export const RANKING_FILTER_KEYS = ['period', 'date_from', 'date_to', 'gender', 'age_band', 'climbing_type'] as const;
export type RankingFilterKey = (typeof RANKING_FILTER_KEYS)[number];

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

/** A real calendar day written `YYYY-MM-DD` (as the API's `z.iso.date()` reads it). */
export function calendarDay(raw: string | null): string | undefined {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/**
 * The ranking's filters read from the address, each key alone: a value not understood is left out, so a shared
 * link with one bad value keeps the others. The days count only for a custom period, in their order.
 */
export function readRankingFilters(search: URLSearchParams): RankingFilters {
  const page = Number(search.get('page'));
  const period = oneOf(RANKING_PERIODS, search.get('period')) ?? 'all';
  const filters: RankingFilters = {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    period,
  };
  if (period === 'custom') {
    const from = calendarDay(search.get('date_from'));
    const to = calendarDay(search.get('date_to'));
    if (from && to && from > to) {
      filters.date_from = to;
      filters.date_to = from;
    } else {
      if (from) filters.date_from = from;
      if (to) filters.date_to = to;
    }
  }
  const gender = oneOf(GENDERS, search.get('gender'));
  if (gender) filters.gender = gender;
  const ageBand = oneOf(RANKING_AGE_BANDS, search.get('age_band'));
  if (ageBand) filters.age_band = ageBand;
  const type = oneOf(GYM_ROUTE_CLIMBING_TYPES, search.get('climbing_type'));
  if (type) filters.climbing_type = type;
  return filters;
}

/** Whether any filter narrows the ranking (the period included). */
export function isFiltered(filters: RankingFilters): boolean {
  return (
    filters.period !== 'all' ||
    filters.gender !== undefined ||
    filters.age_band !== undefined ||
    filters.climbing_type !== undefined
  );
}

/** `YYYY-MM-DD` moved by a number of days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day of a period, on the gym's calendar (its time zone: the day a climber logs at the gym): the last 28
 * days are today and the 27 before; this year starts on its 1st of January.
 */
export function periodStart(period: 'last_28_days' | 'this_year', now: Date, timeZone: string): string {
  let today: string;
  try {
    today = localToday(now, timeZone);
  } catch {
    // A time zone the browser does not know: the browser's own calendar.
    today = localToday(now);
  }
  return period === 'this_year' ? `${today.slice(0, 4)}-01-01` : addDays(today, -27);
}

/** The API's query of the ranking's filters (`GET gyms/{id}/ranking.json`). */
export function rankingQuery(filters: RankingFilters, timeZone: string, now = new Date()): GymRankingQuery {
  const query: GymRankingQuery = { page: filters.page, per_page: RANKING_PER_PAGE };
  if (filters.period === 'last_28_days' || filters.period === 'this_year') {
    query.date_from = periodStart(filters.period, now, timeZone);
  } else if (filters.period === 'custom') {
    if (filters.date_from) query.date_from = filters.date_from;
    if (filters.date_to) query.date_to = filters.date_to;
  }
  if (filters.gender) query.gender = filters.gender;
  if (filters.age_band) query.age_band = filters.age_band;
  if (filters.climbing_type) query.climbing_type = filters.climbing_type;
  return query;
}

/** The types of route a gym offers, in the contracts' order: those its ranking can be filtered by. */
export function rankedTypesOf(gymTypes: readonly GymClimbingType[]): GymRouteClimbingType[] {
  return GYM_ROUTE_CLIMBING_TYPES.filter((type) => gymTypes.includes(type));
}

/**
 * The address after one filter changed: back to the first page; `all` and empty values leave the address; leaving
 * the custom period drops its days.
 */
export function changedSearch(
  search: URLSearchParams,
  key: RankingFilterKey,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '' || (key === 'period' && value === 'all')) next.delete(key);
  else next.set(key, value);
  if (key === 'period' && value !== 'custom') {
    next.delete('date_from');
    next.delete('date_to');
  }
  next.delete('page');
  return next;
}

/** The address without any filter (the page, too, starts again). */
export function clearedSearch(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...RANKING_FILTER_KEYS, 'page']) next.delete(key);
  return next;
}
