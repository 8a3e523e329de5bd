/**
 * Wire values of the contests' enums (docs/domain/contests.md). Labels live in the web app's `contests` namespace,
 * one key per value.
 */

/** What a stage is climbed as. */
export const CONTEST_CLIMBING_TYPES = ['boulder', 'lead', 'speed'] as const;
export type ContestClimbingType = (typeof CONTEST_CLIMBING_TYPES)[number];

/** Where a step stands in its stage. */
export const CONTEST_STEP_KINDS = ['qualification', 'semi_final', 'final'] as const;
export type ContestStepKind = (typeof CONTEST_STEP_KINDS)[number];

/** How a step turns results into points and ranks (docs/domain/contests.md, "Ranking types"). */
export const CONTEST_RANKING_TYPES = [
  'division',
  'division_and_zone',
  'division_and_attempt',
  'fixed_points',
  'point_relative_to_highest_hold',
  'highest_hold',
  'attempts_to_top',
  'zone_and_top_realised',
  'attempts_to_one_zone_and_top',
  'attempts_to_two_zones_and_top',
  'ifsc_2025_boulder',
  'best_times',
] as const;
export type ContestRankingType = (typeof CONTEST_RANKING_TYPES)[number];

/** The ranking types a climbing type may use. */
export const RANKING_TYPES_BY_CLIMBING_TYPE: Readonly<Record<ContestClimbingType, readonly ContestRankingType[]>> = {
  boulder: [
    'division',
    'division_and_zone',
    'division_and_attempt',
    'fixed_points',
    'attempts_to_top',
    'zone_and_top_realised',
    'attempts_to_one_zone_and_top',
    'attempts_to_two_zones_and_top',
    'ifsc_2025_boulder',
  ],
  lead: ['division', 'division_and_attempt', 'fixed_points', 'point_relative_to_highest_hold', 'highest_hold'],
  speed: ['best_times'],
};

/** How a contest of several stages combines their ranks into one. */
export const CONTEST_COMBINED_RANKINGS = ['points_table', 'sum_of_ranks', 'product_of_ranks'] as const;
export type ContestCombinedRanking = (typeof CONTEST_COMBINED_RANKINGS)[number];

/** Who climbs a route group, and how a category ranks: men and women apart, or together. */
export const CONTEST_GENDERS = ['male', 'female'] as const;
export type ContestGender = (typeof CONTEST_GENDERS)[number];

export const CONTEST_ROUTE_GROUP_GENDERS = ['male', 'female', 'unisex'] as const;
export type ContestRouteGroupGender = (typeof CONTEST_ROUTE_GROUP_GENDERS)[number];

/** A participant's place: in the contest, on its waiting list, or gone. */
export const CONTEST_PARTICIPANT_STATES = ['registered', 'waiting', 'cancelled'] as const;
export type ContestParticipantState = (typeof CONTEST_PARTICIPANT_STATES)[number];

/** Who entered a result last. */
export const CONTEST_RESULT_SOURCES = ['organiser', 'participant'] as const;
export type ContestResultSource = (typeof CONTEST_RESULT_SOURCES)[number];

/** The points table of combined rankings and championships, places 1 to 30 (0 beyond). */
export const CONTEST_POINTS_TABLE: readonly number[] = [
  100, 80, 65, 55, 51, 47, 43, 40, 37, 34, 31, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

/** Bounds a result and a route never pass (a result beyond is 422 `too_big`). */
export const CONTEST_LIMITS = {
  maxAttempts: 99,
  maxZones: 2,
  maxHolds: 200,
  maxRoutePoints: 10_000,
  /** A speed time, in milliseconds (10 minutes). */
  maxTimeMs: 600_000,
  maxCategories: 30,
  maxWaves: 30,
  maxStages: 3,
  maxStepsPerStage: 4,
  maxRouteGroupsPerStep: 10,
  maxRoutesPerGroup: 60,
  maxParticipants: 2_000,
  maxParticipantsPerTeam: 10,
} as const;
