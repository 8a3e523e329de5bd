import type { ContestRouteResult } from '../result';

/*
 * How every ranking type reads one result (docs/domain/contests.md, "Ranking types"). A result may carry more or
 * fewer fields than its type needs (an organiser switched the type, a participant left an attempt empty): each
 * reading falls back to what is there, so a top always counts its zones and an uncounted attempt counts as one.
 */

/** The attempt of the top: `top_attempt`, else the attempts made, else 1. */
export const topAttemptOf = (result: ContestRouteResult): number => result.top_attempt ?? result.attempts ?? 1;

/** The first zone is reached: a top, a zone attempt (first or second) or the `zone` flag. */
export const reachedZone1 = (result: ContestRouteResult): boolean =>
  result.topped || result.zone_1_attempt !== null || result.zone_2_attempt !== null || result.zone;

/** The second zone is reached: a top or a second-zone attempt. */
export const reachedZone2 = (result: ContestRouteResult): boolean => result.topped || result.zone_2_attempt !== null;

/**
 * The attempt of the first zone: its own, else the second zone's (reached after it), else the top's, else the attempts
 * made, else 1. Meaningful only when `reachedZone1`.
 */
export const zone1AttemptOf = (result: ContestRouteResult): number =>
  result.zone_1_attempt ??
  result.zone_2_attempt ??
  (result.topped ? topAttemptOf(result) : null) ??
  result.attempts ??
  1;

/** The attempt of the second zone: its own, else the top's. Meaningful only when `reachedZone2`. */
export const zone2AttemptOf = (result: ContestRouteResult): number =>
  result.zone_2_attempt ?? (result.topped ? topAttemptOf(result) : null) ?? result.attempts ?? 1;

/** A route without holds counts the hold limit for a top (highest_hold). */
export const DEFAULT_TOP_HOLDS = 200;
/** A route without points is worth this much in point_relative_to_highest_hold (the share climbed, in percent). */
export const DEFAULT_RELATIVE_POINTS = 100;

/**
 * The height reached on a route, in holds: all of them for a top, else the hold held (+0.5 when moved from), never
 * past the route's holds.
 */
export function heightOf(result: ContestRouteResult, holdsCount: number | null): number {
  const holds = holdsCount && holdsCount > 0 ? holdsCount : null;
  if (result.topped) return holds ?? DEFAULT_TOP_HOLDS;
  if (result.hold_number === null) return 0;
  const height = result.hold_number + (result.hold_plus ? 0.5 : 0);
  return Math.min(height, holds ?? DEFAULT_TOP_HOLDS);
}
