import type { AscentStatus, RopingStatus } from '../logbook/enums';
import { pointsByGrade } from './level-points';

/*
 * The gym ranking (docs/domain/indoor.md, "Ranking"): what a route is worth, what an ascent of it scores, and how
 * climbers are ranked. Pure: the API ranks with these, the tests check them against hand-computed tables. Apart from
 * the schemas (`ranking.ts`), so that a page a visitor only reads (the ranking's) loads no zod (docs/decisions/032).
 */

/** How a gym gives points to the routes of a type that have no fixed points of their own. */
export const RANKING_SYSTEMS = ['fixed_points', 'division', 'point_by_grade'] as const;
export type RankingSystem = (typeof RANKING_SYSTEMS)[number];

/** What the division system shares among the climbers who did a route. */
export const DIVISION_POINTS = 1000;

/** An ascent's status weighs its points: a first try is worth more. */
export const STATUS_MULTIPLIERS: Readonly<Record<AscentStatus, number>> = {
  onsight: 1.1,
  flash: 1.05,
  red_point: 1,
  sent: 1,
  repetition: 1,
  project: 0,
};

/** So does the roping: a route climbed on top rope is worth half. A boulder (no roping) counts as lead. */
export const ROPING_MULTIPLIERS: Readonly<Record<RopingStatus, number>> = {
  lead_climb: 1,
  top_rope: 0.5,
  multi_pitch_leader: 1,
  multi_pitch_second: 1,
  multi_pitch_alternate_lead: 1,
};

/** An ascent's weight: its status multiplier × its roping multiplier. A project weighs nothing. */
export function ascentMultiplier(status: AscentStatus, roping: RopingStatus | null): number {
  return STATUS_MULTIPLIERS[status] * (roping ? ROPING_MULTIPLIERS[roping] : 1);
}

/** What the points of a route depend on. */
export interface RoutePointsInput {
  fixed_points: number | null;
  grade_value: number | null;
  /** The points of the route's level in the gym's scale, if it has a level and the level has points. */
  level_points: number | null;
  /** Distinct climbers who did the route (any status but project). */
  climbers_count: number;
}

/**
 * A route's points: its fixed points, else by the gym's system for its type. With no system chosen (null): point
 * by grade for a route with a grade, division for a route with a level only. Fixed points without any on the
 * route take its level's; point by grade without a grade falls back on division.
 */
export function routePoints(route: RoutePointsInput, system: RankingSystem | null): number {
  if (route.fixed_points !== null) return route.fixed_points;
  const division = () => Math.round(DIVISION_POINTS / Math.max(route.climbers_count, 1));
  const byGrade = () => (route.grade_value ? pointsByGrade(route.grade_value) : division());
  switch (system) {
    case 'fixed_points':
      return route.level_points ?? byGrade();
    case 'division':
      return division();
    case 'point_by_grade':
      return byGrade();
    default:
      return byGrade();
  }
}

/** What one ascent scores: round(points × status multiplier × roping multiplier). */
export function ascentScore(points: number, status: AscentStatus, roping: RopingStatus | null): number {
  return Math.round(points * ascentMultiplier(status, roping));
}

/**
 * Ranks scored climbers, best first: equal scores share a rank and the next rank skips as many (1, 2, 2, 4).
 * Equal scores keep the order they came in.
 */
export function rankByScore<T extends { score: number }>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort((first, second) => second.score - first.score);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || (sorted[index - 1] as T).score !== entry.score) rank = index + 1;
    return { ...entry, rank };
  });
}

/** Age bands of the ranking's filter, by the age reached during the current year (birth year). */
export const RANKING_AGE_BANDS = ['under_12', '12_15', '16_19', '20_39', '40_59', '60_and_over'] as const;
export type RankingAgeBand = (typeof RANKING_AGE_BANDS)[number];

/** The ages (reached during the year) of a band, both included. */
export const RANKING_AGE_BAND_AGES: Readonly<Record<RankingAgeBand, readonly [number, number]>> = {
  under_12: [0, 11],
  '12_15': [12, 15],
  '16_19': [16, 19],
  '20_39': [20, 39],
  '40_59': [40, 59],
  '60_and_over': [60, 150],
};
