import type { ContestCombinedRanking, ContestRankingType } from '../enums';
import type { ContestRouteResult } from '../result';

/*
 * The scoring's inputs and outputs (docs/domain/contests.md, "Ranking types"): pure data, the same on the server and
 * in the pages. A step is ranked per ranking group (a category, and a gender unless the category is unisex): the
 * caller gives one group's participants at a time.
 */

/** A route as the scoring reads it. */
export interface ScoringRoute {
  id: number;
  /** Holds to the top (highest_hold, point_relative_to_highest_hold). */
  holds_count: number | null;
  /** The route's points (fixed_points, point_relative_to_highest_hold). */
  points: number | null;
  /** Zones before the top: 0, 1 or 2. */
  zones_count: number;
}

/** One participant of the group: their results by route id (a route without a result is not climbed). */
export interface ScoringEntry {
  participant_id: number;
  results: ReadonlyMap<number, ContestRouteResult>;
  /** Their rank in the previous step, which breaks ties; null or absent in a first step. */
  previous_rank?: number | null;
}

/** One step of one group to rank. */
export interface StepScoringInput {
  ranking_type: ContestRankingType;
  /** Best N routes only (fixed_points, point_relative_to_highest_hold); null: all. */
  best_routes_count: number | null;
  /** The routes the group climbs in the step. */
  routes: readonly ScoringRoute[];
  entries: readonly ScoringEntry[];
}

/** One participant ranked. */
export interface RankedEntry {
  participant_id: number;
  /** 1 for the best; equal results (after the previous step's rank) share a rank, the next rank skips. */
  rank: number;
  /**
   * The score the results page shows, as the type counts it: points (division…, fixed_points, ifsc_2025_boulder,
   * zone_and_top_realised, point_relative_to_highest_hold, attempts_to_top), the best hold (highest_hold, +0.5 for
   * "+"), the best time in ms (best_times), the tops (the attempts_to_*_zone(s)_and_top types); null: no result.
   */
  score: number | null;
  tops: number;
  zones: number;
  top_attempts: number;
  zone_attempts: number;
}

/** A participant's ranks in the stages of a contest (null: not ranked in that stage). */
export interface StageRanks {
  participant_id: number;
  ranks: readonly (number | null)[];
}

export interface CombinedEntry {
  participant_id: number;
  rank: number;
  /** points_table: the sum of points (higher is better); sum/product of ranks (lower is better). */
  score: number;
}

/** How stages combine; re-exported for the callers. */
export type CombineMethod = ContestCombinedRanking;
