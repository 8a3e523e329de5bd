import type { ContestRankingType } from '../enums';
import type { ContestRouteResult } from '../result';
import {
  DEFAULT_RELATIVE_POINTS,
  heightOf,
  reachedZone1,
  reachedZone2,
  topAttemptOf,
  zone1AttemptOf,
  zone2AttemptOf,
} from './route-reading';
import type { ScoringRoute } from './types';

/*
 * What each ranking type measures of one participant's results in a step (docs/domain/contests.md, "Ranking
 * types"): the score shown and a key compared place by place, higher first. Keys are integers wherever the type
 * allows it (tenths, thousandths); other scores are rounded to a millionth, so floating error never breaks a tie.
 */

/** A route of the step with what the group did on it: how many topped it (division types). */
export interface GroupRoute extends ScoringRoute {
  topped_by: number;
}

/** One participant's result on one route of the step (null: no result on that route). */
export interface Cell {
  route: GroupRoute;
  result: ContestRouteResult | null;
}

/** One participant's cells, in the routes' id order. */
export type RouteResults = readonly Cell[];

export interface Measure {
  score: number;
  key: readonly number[];
}

const MICRO = 1_000_000;
const micro = (value: number): number => Math.round(value * MICRO);
const pointsMeasure = (value: number): Measure => {
  const key = micro(value);
  return { score: key / MICRO, key: [key] };
};

/**
 * Points per route (no result: 0), summed in the routes' id order so that the same results always add up the same;
 * only the best `best` routes when it is set.
 */
function summed(
  cells: RouteResults,
  points: (result: ContestRouteResult, route: GroupRoute) => number,
  best: number | null = null,
): Measure {
  const values = cells.map((cell) => (cell.result ? points(cell.result, cell.route) : 0));
  const kept = best === null || best >= values.length ? values : values.sort((a, b) => b - a).slice(0, best);
  return pointsMeasure(kept.reduce((sum, value) => sum + value, 0));
}

const divisionPoints = (route: GroupRoute): number => 1000 / Math.max(1, route.topped_by);

/** A type's measure; `best` is the step's best-routes count (null: all). */
type MeasureOf = (cells: RouteResults, best: number | null) => Measure;

const MEASURES: Readonly<Record<ContestRankingType, MeasureOf>> = {
  division: (cells) => summed(cells, (r, route) => (r.topped ? divisionPoints(route) : 0)),

  division_and_zone: (cells) =>
    summed(cells, (r, route) => (r.topped ? divisionPoints(route) : reachedZone1(r) ? 0.5 : 0)),

  division_and_attempt: (cells) =>
    summed(cells, (r, route) => (r.topped ? divisionPoints(route) - topAttemptOf(r) / 1000 : 0)),

  fixed_points: (cells, best) => summed(cells, (r, route) => (r.topped ? (route.points ?? 0) : 0), best),

  point_relative_to_highest_hold: (cells, best) =>
    summed(
      cells,
      (r, route) => {
        const points = route.points ?? DEFAULT_RELATIVE_POINTS;
        if (r.topped) return points;
        if (!route.holds_count || route.holds_count <= 0) return 0;
        return (heightOf(r, route.holds_count) / route.holds_count) * points;
      },
      best,
    ),

  highest_hold: (cells) => summed(cells, (r, route) => heightOf(r, route.holds_count)),

  attempts_to_top: (cells) => {
    // A top is worth 10 on the first attempt, one less per attempt after, and never less than 1: a top always beats
    // no top.
    let score = 0;
    for (const { result: r } of cells) if (r?.topped) score += Math.max(1, 11 - topAttemptOf(r));
    return { score, key: [score] };
  },

  zone_and_top_realised: (cells) => {
    // In thousandths: 1001 per top (a top counts its zone), 1 per zone without a top.
    let thousandths = 0;
    for (const { result: r } of cells) if (r) thousandths += r.topped ? 1001 : reachedZone1(r) ? 1 : 0;
    return { score: thousandths / 1000, key: [thousandths] };
  },

  attempts_to_one_zone_and_top: (cells) => {
    let tops = 0;
    let zones = 0;
    let topAttempts = 0;
    let zoneAttempts = 0;
    for (const { result: r } of cells) {
      if (!r) continue;
      if (r.topped) {
        tops++;
        topAttempts += topAttemptOf(r);
      }
      if (reachedZone1(r)) {
        zones++;
        zoneAttempts += zone1AttemptOf(r);
      }
    }
    return { score: tops, key: [tops, zones, -topAttempts, -zoneAttempts] };
  },

  attempts_to_two_zones_and_top: (cells) => {
    let tops = 0;
    let zone2s = 0;
    let zone1s = 0;
    let topAttempts = 0;
    let zone2Attempts = 0;
    let zone1Attempts = 0;
    for (const { result: r } of cells) {
      if (!r) continue;
      if (r.topped) {
        tops++;
        topAttempts += topAttemptOf(r);
      }
      if (reachedZone2(r)) {
        zone2s++;
        zone2Attempts += zone2AttemptOf(r);
      }
      if (reachedZone1(r)) {
        zone1s++;
        zone1Attempts += zone1AttemptOf(r);
      }
    }
    return { score: tops, key: [tops, zone2s, zone1s, -topAttempts, -zone2Attempts, -zone1Attempts] };
  },

  ifsc_2025_boulder: (cells) => {
    // In tenths, so the sum is exact: a top 250 − (attempt − 1), else a zone 100 − (attempt − 1), never below 0.
    let tenths = 0;
    for (const { result: r } of cells) {
      if (!r) continue;
      if (r.topped) tenths += Math.max(0, 250 - (topAttemptOf(r) - 1));
      else if (reachedZone1(r)) tenths += Math.max(0, 100 - (zone1AttemptOf(r) - 1));
    }
    return { score: tenths / 10, key: [tenths] };
  },

  best_times: (cells) => {
    // The fastest time over the routes, lower first; `NaN` marks no time at all (the caller ranks it last).
    let best = Number.POSITIVE_INFINITY;
    for (const { result: r } of cells) if (r?.time_ms != null && r.time_ms > 0 && r.time_ms < best) best = r.time_ms;
    return best === Number.POSITIVE_INFINITY ? { score: Number.NaN, key: [] } : { score: best, key: [-best] };
  },
};

/** The measure of one participant's results by a ranking type. */
export function measureOf(type: ContestRankingType, cells: RouteResults, best: number | null): Measure {
  return MEASURES[type](cells, best);
}
