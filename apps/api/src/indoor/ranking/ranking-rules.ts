import {
  ASCENT_STATUSES,
  ascentMultiplier,
  DIVISION_POINTS,
  type GymRankingQuery,
  type GymRouteClimbingType,
  RANKING_AGE_BAND_AGES,
  type RankingAgeBand,
  type RankingSystem,
  ROPING_STATUSES,
  type RoutePointsInput,
  routePoints,
} from '@climb/contracts';
import type { GymLevelStep } from '../../db/schema';
import type { AscentWeight } from '../../logbook/logbook.public';
import type { RankingRouteRow } from './ranking.repository';

/*
 * The gym ranking's rules as the server applies them (docs/domain/indoor.md, "Ranking"), on top of the contracts' pure
 * functions: the weight of every status and roping, the points of a gym's routes, the birth years of an age band, and
 * the key a ranking is cached under.
 */

/** What every status and roping weighs (`ascentMultiplier`), as the logbook's aggregate takes it: projects weigh 0. */
export const ASCENT_WEIGHTS: readonly AscentWeight[] = ASCENT_STATUSES.flatMap((status) =>
  [null, ...ROPING_STATUSES].map((roping) => ({ status, roping, multiplier: ascentMultiplier(status, roping) })),
);

/** A gym's scales and systems, per type of route, as the points of its routes need them. */
export interface GymScoringRules {
  levels: ReadonlyMap<GymRouteClimbingType, readonly GymLevelStep[]>;
  systems: ReadonlyMap<GymRouteClimbingType, RankingSystem>;
}

/** The points of the route's level in its gym's scale, if it has a level and the level has points. */
export function levelPointsOf(route: RankingRouteRow, rules: GymScoringRules): number | null {
  if (route.level_index === null) return null;
  return rules.levels.get(route.climbing_type)?.[route.level_index]?.points ?? null;
}

function pointsInput(route: RankingRouteRow, rules: GymScoringRules, climbersCount: number): RoutePointsInput {
  return {
    fixed_points: route.fixed_points,
    grade_value: route.grade_value,
    level_points: levelPointsOf(route, rules),
    climbers_count: climbersCount,
  };
}

/**
 * Whether the route's points depend on how many climbers did it (the division system, chosen or fallen back on):
 * asked of `routePoints` itself, with one climber and with more than twice the points shared, so that the rule stays
 * written once.
 */
export function dependsOnClimbers(route: RankingRouteRow, rules: GymScoringRules): boolean {
  const system = rules.systems.get(route.climbing_type) ?? null;
  return (
    routePoints(pointsInput(route, rules, 1), system) !==
    routePoints(pointsInput(route, rules, 2 * DIVISION_POINTS + 1), system)
  );
}

/** What each route is worth (`routePoints`), given the distinct climbers of those that divide their points. */
export function pointsOfRoutes(
  routes: readonly RankingRouteRow[],
  rules: GymScoringRules,
  climbers: ReadonlyMap<number, number>,
): { id: number; points: number }[] {
  return routes.map((route) => ({
    id: route.id,
    points: routePoints(
      pointsInput(route, rules, climbers.get(route.id) ?? 0),
      rules.systems.get(route.climbing_type) ?? null,
    ),
  }));
}

/** The birth years of a band's climbers: the ages they reach during `year`, both ends included. */
export function birthYearsOf(band: RankingAgeBand, year: number): [number, number] {
  const [youngest, oldest] = RANKING_AGE_BAND_AGES[band];
  return [year - oldest, year - youngest];
}

/** Changes whenever the cached list's shape does, so that nodes of two releases never read each other's entries. */
const RANKING_LIST_SHAPE = 4;

/** Seconds a ranking is kept: only ever read under its own versions, so the TTL bounds memory, not staleness. */
export const RANKING_CACHE_SECONDS = 15 * 60;

/**
 * The counter of what a gym's ranking shows: its ascents, routes, levels and systems, and its climbers' privacy, sex
 * and birth date (a climber's change moves the counter of every gym they have indoor ascents at).
 */
export const gymRankingVersion = (gymId: number): string => `gym_ranking:${gymId}`;
/** The counter of the climbers' names and avatars, which the rankings' lines show (any profile change, any account). */
export const CLIMBERS_RANKING_VERSION = 'climbers:ranking';

/**
 * What moved a gym's ranking counter to a version, when it was one climber's doing (`composition.ts`): an ascent
 * written (whose, of which route) or a change of their profile or settings (no route). Kept beside the counter, so
 * that a ranking of the version before can be brought up to date by scoring that climber again instead of every
 * climber. A version without one (a route, a level or a system changed) is computed whole.
 */
export interface RankingChange {
  user_id: number;
  route_id: number | null;
}

export const rankingChangeKey = (gymId: number, version: number): string => `gym_ranking_change:${gymId}:${version}`;

/**
 * What a gym's ranked lists are kept by, but for the gym's counter: their shape, the gym, and the window and type of
 * route (the lists by sex or age band are picked from these). The lists of one prefix at successive versions of the
 * gym's counter differ only by the changes between them.
 */
export function rankingListPrefix(
  gymId: number,
  filters: Pick<GymRankingQuery, 'date_from' | 'date_to' | 'climbing_type'>,
): string {
  const filterKey = [filters.date_from ?? '', filters.date_to ?? '', filters.climbing_type ?? ''].join('|');
  return `gym_ranking:${RANKING_LIST_SHAPE}:${gymId}:${filterKey}`;
}

/** The key of a gym's ranked list: its prefix and the gym's counter. */
export const rankingCacheKey = (prefix: string, gymVersion: number): string => `${prefix}@${gymVersion}`;
