import { z } from 'zod';
import { coercedRecordId, recordId } from '../platform/validation';
import { contestRoute, contestStep } from './contest';
import {
  CONTEST_CLIMBING_TYPES,
  CONTEST_GENDERS,
  CONTEST_LIMITS,
  CONTEST_RANKING_TYPES,
  CONTEST_RESULT_SOURCES,
  CONTEST_STEP_KINDS,
} from './enums';
import { contestParticipantOwn, contestParticipantPublic, contestToken } from './participants';

/*
 * Results (docs/domain/contests.md, "Results" and "Ranking types"): one per participant and route, entered by the
 * organisers or, where the step allows it and while it is open, by the participant with their token. Rankings are
 * computed from them by the one scoring module (`contests/scoring`), per step, category and (unless the category is
 * unisex) gender.
 */

const attempt = z.number().int().min(1).max(CONTEST_LIMITS.maxAttempts);

/** One result as read: the route's, with who entered it last. */
export const contestResult = z.object({
  contest_route_id: z.number().int(),
  topped: z.boolean(),
  top_attempt: z.number().int().nullable(),
  zone: z.boolean(),
  zone_1_attempt: z.number().int().nullable(),
  zone_2_attempt: z.number().int().nullable(),
  attempts: z.number().int().nullable(),
  hold_number: z.number().int().nullable(),
  hold_plus: z.boolean(),
  time_ms: z.number().int().nullable(),
  source: z.enum(CONTEST_RESULT_SOURCES),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ContestResult = z.infer<typeof contestResult>;

/** A result as a ranking shows it: what the scoring reads, without who entered it nor when. */
export const contestRankingResult = contestResult.omit({ source: true, updated_at: true });
export type ContestRankingResult = z.infer<typeof contestRankingResult>;

/**
 * A result as sent: the fields the step's ranking type reads (absent: empty). Beyond the route: a zone it does not
 * have is 422 `zone_2_attempt: too_big` (or `zone_1_attempt`, `zone`), a hold past its holds `hold_number: too_big`;
 * a top or zone attempt after the attempts made `top_attempt: too_big`. `clear: true` removes the result.
 */
export const contestResultFields = {
  contest_route_id: recordId(),
  topped: z.boolean().optional(),
  top_attempt: attempt.nullable().optional(),
  zone: z.boolean().optional(),
  zone_1_attempt: attempt.nullable().optional(),
  zone_2_attempt: attempt.nullable().optional(),
  attempts: z.number().int().min(0).max(CONTEST_LIMITS.maxAttempts).nullable().optional(),
  hold_number: z.number().int().min(0).max(CONTEST_LIMITS.maxHolds).nullable().optional(),
  hold_plus: z.boolean().optional(),
  time_ms: z.number().int().min(1).max(CONTEST_LIMITS.maxTimeMs).nullable().optional(),
  clear: z.boolean().optional(),
};

/** `PUT contests/{id}/results.json`: the organisers enter or correct one participant's result on one route. */
export const contestResultInput = z.strictObject({ contest_participant_id: recordId(), ...contestResultFields });
export type ContestResultInput = z.infer<typeof contestResultInput>;

/**
 * `PUT contests/{id}/my_contest/results.json`: a participant enters their own result with their token, on a route
 * of their step, category and gender where the step allows self-reporting and its group's window is open (else 422
 * `contest_route_id: not_included`). An unknown token, or another contest's: 422 `token: invalid`.
 */
export const contestSelfResultInput = z.strictObject({ token: contestToken, ...contestResultFields });
export type ContestSelfResultInput = z.infer<typeof contestSelfResultInput>;

/** One line of a ranking. */
export const contestRankingRow = z.object({
  rank: z.number().int(),
  participant: contestParticipantPublic,
  /** The step's score as its ranking type counts it (points, hold, time in ms …); null: nothing entered. */
  score: z.number().nullable(),
  tops: z.number().int(),
  zones: z.number().int(),
  /** Attempts to the tops and to the zones (the attempt-counting types). */
  top_attempts: z.number().int(),
  zone_attempts: z.number().int(),
  /** Goes through to the next step. */
  qualified: z.boolean(),
  results: z.array(contestRankingResult),
});
export type ContestRankingRow = z.infer<typeof contestRankingRow>;

/** A ranking of a step: a category, and a gender unless the category is unisex (null). */
export const contestRanking = z.object({
  contest_category_id: z.number().int(),
  gender: z.enum(CONTEST_GENDERS).nullable(),
  routes: z.array(contestRoute),
  rows: z.array(contestRankingRow),
});
export type ContestRanking = z.infer<typeof contestRanking>;

export const contestStepResults = z.object({
  id: z.number().int(),
  contest_stage_id: z.number().int(),
  climbing_type: z.enum(CONTEST_CLIMBING_TYPES),
  name: z.string(),
  kind: z.enum(CONTEST_STEP_KINDS),
  ranking_type: z.enum(CONTEST_RANKING_TYPES),
  best_routes_count: z.number().int().nullable(),
  qualified_count: z.number().int().nullable(),
  rankings: z.array(contestRanking),
});
export type ContestStepResults = z.infer<typeof contestStepResults>;

/** A contest's overall ranking per category: its stages' ranks combined (several stages), or the last step's. */
export const contestOverallRow = z.object({
  rank: z.number().int(),
  participant: contestParticipantPublic,
  /** The combined score (points table: points; sums and products of ranks). */
  score: z.number().nullable(),
  stage_ranks: z.array(z.number().int().nullable()),
});
export type ContestOverallRow = z.infer<typeof contestOverallRow>;

export const contestOverallRanking = z.object({
  contest_category_id: z.number().int(),
  gender: z.enum(CONTEST_GENDERS).nullable(),
  rows: z.array(contestOverallRow),
});
export type ContestOverallRanking = z.infer<typeof contestOverallRanking>;

export const contestTeamRankingRow = z.object({
  rank: z.number().int(),
  contest_team_id: z.number().int(),
  name: z.string(),
  points: z.number(),
});
export type ContestTeamRankingRow = z.infer<typeof contestTeamRankingRow>;

/**
 * `GET contests/{id}/results.json`: one category's rankings in every step (and both genders unless one is asked), its
 * overall ranking, and the teams'. While the results are hidden, the public gets `results_hidden: true` and empty
 * rankings; the organisers get them all.
 */
export const contestResults = z.object({
  contest_id: z.number().int(),
  /** The category shown: the one asked, else the contest's first; null when it has none. */
  contest_category_id: z.number().int().nullable(),
  results_hidden: z.boolean(),
  steps: z.array(contestStepResults),
  overall: z.array(contestOverallRanking),
  teams: z.array(contestTeamRankingRow),
});
export type ContestResults = z.infer<typeof contestResults>;

/**
 * `GET contests/{id}/results.json`: one category (default: the first; one of another contest shows none), one gender
 * (default: both). A contest's rankings are read a category at a time: a whole contest of 500 participants on 30
 * routes would be megabytes.
 */
export const contestResultsQuery = z.strictObject({
  contest_category_id: coercedRecordId().optional(),
  gender: z.enum(CONTEST_GENDERS).optional(),
});
export type ContestResultsQuery = z.infer<typeof contestResultsQuery>;

/** `POST contests/{id}/my_contest.json`: the participant's own page, read with their token. */
export const contestMyContestInput = z.strictObject({ token: contestToken });
export type ContestMyContestInput = z.infer<typeof contestMyContestInput>;

export const contestMyStep = z.object({
  step: contestStep.omit({ route_groups: true }),
  /** The routes the participant climbs in this step (their category's and gender's groups); empty: not in it. */
  routes: z.array(contestRoute),
  /** Whether they may enter their own results there now. */
  self_reporting_open: z.boolean(),
  results: z.array(contestResult),
  /** Their rank in the step's ranking; null while hidden or not ranked. */
  rank: z.number().int().nullable(),
});
export type ContestMyStep = z.infer<typeof contestMyStep>;

export const contestMyContest = z.object({
  participant: contestParticipantOwn,
  steps: z.array(contestMyStep),
});
export type ContestMyContest = z.infer<typeof contestMyContest>;
