/*
 * The routes' statistics in the administration area (docs/domain/indoor.md, "Administration"): the ages' buckets and
 * the thresholds of the difficulty opinions. Pure and zod-free: the API builds its SQL from these, the page reads the
 * same names, the tests check both against hand-computed tables.
 */

/** The ages of mounted routes, in buckets from the youngest: `< 2 weeks` … `> 1 year`. */
export const ROUTE_AGE_BUCKETS = [
  'under_2_weeks',
  'weeks_2_to_4',
  'months_1_to_2',
  'months_2_to_3',
  'months_3_to_6',
  'months_6_to_12',
  'over_1_year',
] as const;
export type RouteAgeBucket = (typeof ROUTE_AGE_BUCKETS)[number];

/**
 * The first day of age of each bucket (a route opened today is 0 days old): 2 weeks are 14 days, 4 weeks (a month)
 * 28, 2 months 61, 3 months 91, 6 months 183, a year 365. A bucket runs to the day before the next one's first.
 */
export const ROUTE_AGE_BUCKET_FROM_DAYS: Readonly<Record<RouteAgeBucket, number>> = {
  under_2_weeks: 0,
  weeks_2_to_4: 14,
  months_1_to_2: 28,
  months_2_to_3: 61,
  months_3_to_6: 91,
  months_6_to_12: 183,
  over_1_year: 365,
};

/** The bucket of a route `days` old (a route opened in the future counts as opened today). */
export function routeAgeBucket(days: number): RouteAgeBucket {
  let found: RouteAgeBucket = 'under_2_weeks';
  for (const bucket of ROUTE_AGE_BUCKETS) if (days >= ROUTE_AGE_BUCKET_FROM_DAYS[bucket]) found = bucket;
  return found;
}

/** What climbers find of a route against its grade: softer, right, harder. */
export const HARDNESS_OPINIONS = ['soft', 'right', 'hard'] as const;
export type HardnessOpinion = (typeof HARDNESS_OPINIONS)[number];

/**
 * A route's hardness is the mean of its climbers' votes (easy −1, accurate 0, sandbagged +1): below −⅓ it is soft,
 * above +⅓ hard, right between (both bounds included in right), as the route's own page reads it.
 */
export const HARDNESS_SOFT_BELOW = -1 / 3;
export const HARDNESS_HARD_ABOVE = 1 / 3;

/**
 * The opinion a route's hardness mean gives, or null while fewer than `minVotes` climbers voted (the route's page
 * shows no consensus either: never from a single vote, whatever the setting says).
 */
export function hardnessOpinion(mean: number | null, votes: number, minVotes: number): HardnessOpinion | null {
  if (mean === null || votes < Math.max(2, minVotes)) return null;
  if (mean < HARDNESS_SOFT_BELOW) return 'soft';
  if (mean > HARDNESS_HARD_ABOVE) return 'hard';
  return 'right';
}

/** The period the statistics read without one given: the last 12 months, today included. */
export const ROUTE_STATISTICS_DEFAULT_MONTHS = 12;
/** The longest period the statistics read: 10 years. */
export const ROUTE_STATISTICS_MAX_YEARS = 10;
/** How many of the most liked mounted routes the statistics list. */
export const ROUTE_STATISTICS_TOP_LIKED = 10;
