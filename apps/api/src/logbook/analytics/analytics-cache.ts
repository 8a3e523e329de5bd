import type { AscentFilters, IndoorAscentFilters } from '@climb/contracts';
import type { LogbookStamp } from './analytics.repository';

/**
 * A climber's analytics in the shared cache (docs/runtime.md, "Caches"). The key holds everything
 * the answer depends on: whose logbook (by uuid, which no other database shares) at which
 * logbook version (`logbook_versions`, raised in the transaction of every write of their ascents), the catalogue's
 * `catalogue:crags` version (a crag moved or deleted changes the countries, regions and crags
 * counted), and the filters. A write never has to find the entry: the next read asks for another key.
 */

/** Seconds an answer is kept: it is only ever read under its own versions, so the TTL bounds memory, not staleness. */
export const ANALYTICS_CACHE_SECONDS = 15 * 60;

/** Changes whenever the answer's shape does, so that nodes of two releases never read each other's entries. */
const ANALYTICS_ANSWER_SHAPE = 1;

/** The filters shared by the outdoor and indoor analytics, whatever their lists' values. */
type CommonFilters = {
  [Name in keyof AscentFilters]?: AscentFilters[Name] extends readonly unknown[] | undefined
    ? readonly string[]
    : AscentFilters[Name];
};

/** The filters in one canonical form: lists sorted, an empty list the same as none, absent dates left out. */
export function filtersKey(filters: CommonFilters): string {
  const list = (values: readonly string[] | undefined) => (values?.length ? [...new Set(values)].sort().join(',') : '');
  return [
    list(filters.ascent_status),
    list(filters.roping_status),
    list(filters.climbing_type),
    filters.date_from ?? '',
    filters.date_to ?? '',
  ].join('|');
}

export function analyticsCacheKey(
  climber: Pick<LogbookStamp, 'uuid' | 'logbook_version'>,
  cragsVersion: number,
  filters: AscentFilters,
): string {
  return `analytics:${ANALYTICS_ANSWER_SHAPE}:${climber.uuid}:${climber.logbook_version}:${cragsVersion}:${filtersKey(filters)}`;
}

/** Changes whenever the indoor answer's shape does (as `ANALYTICS_ANSWER_SHAPE`). */
const INDOOR_ANALYTICS_ANSWER_SHAPE = 1;

/**
 * A climber's indoor analytics in the shared cache, under its own prefix: whose logbook at which version, the
 * indoor catalogue's version (`indoor`: a gym renamed or deleted changes the gyms shown), the day (the last 28 days
 * end today, UTC) and the filters, the gym's included.
 */
export function indoorAnalyticsCacheKey(
  climber: Pick<LogbookStamp, 'uuid' | 'logbook_version'>,
  indoorVersion: number,
  today: string,
  filters: IndoorAscentFilters,
): string {
  const key = `${filtersKey(filters)}|${filters.gym_id ?? ''}`;
  return `indoor_analytics:${INDOOR_ANALYTICS_ANSWER_SHAPE}:${climber.uuid}:${climber.logbook_version}:${indoorVersion}:${today}:${key}`;
}
