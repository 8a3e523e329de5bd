import { GYM_ROUTE_CLIMBING_TYPES, type GymRouteClimbingType } from '@climb/contracts';

/*
 * The statistics' filters as the page's address holds them (`?type=bouldering&space=4&from=2025-01-01&to=…`): read
 * leniently (anything unreadable is no filter), written back without the empty ones.
 */

export interface StatisticsFilters {
  type: GymRouteClimbingType | null;
  space: number | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? null : value;
}

export function readStatisticsFilters(search: URLSearchParams): StatisticsFilters {
  const type = search.get('type');
  const space = Number(search.get('space'));
  return {
    type: GYM_ROUTE_CLIMBING_TYPES.find((value) => value === type) ?? null,
    space: Number.isInteger(space) && space >= 1 && space <= 2_147_483_647 ? space : null,
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
  };
}

/** The address's query for these filters (other parameters kept). */
export function writeStatisticsFilters(search: URLSearchParams, filters: StatisticsFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | number | null) => {
    if (value === null) next.delete(name);
    else next.set(name, String(value));
  };
  set('type', filters.type);
  set('space', filters.space);
  set('from', filters.from);
  set('to', filters.to);
  return next;
}

/** The API's query for these filters. */
export function statisticsQuery(filters: StatisticsFilters) {
  return {
    ...(filters.type ? { climbing_type: filters.type } : {}),
    ...(filters.space ? { gym_space_id: filters.space } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** The period reads backwards: the page says so rather than asking. */
export function periodBackwards(filters: StatisticsFilters): boolean {
  return filters.from !== null && filters.to !== null && filters.to < filters.from;
}
