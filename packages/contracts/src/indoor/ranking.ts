import { z } from 'zod';
import { GENDERS } from '../accounts/enums';
import { climberRef } from '../logbook/ascent';
import { pageQuery } from '../platform/pagination';
import { GYM_ROUTE_CLIMBING_TYPES, type GymRouteClimbingType } from './enums';
import { RANKING_AGE_BANDS, RANKING_SYSTEMS, type RankingSystem } from './ranking-rules';

/*
 * The gym ranking's wire schemas (docs/domain/indoor.md, "Ranking"). What a route is worth, what an ascent of it
 * scores and how climbers are ranked are pure rules, in `ranking-rules.ts` (no zod), re-exported here.
 */

export * from './ranking-rules';

/** `GET gyms/{id}/ranking.json`: filters and the page of the list. */
export const gymRankingQuery = pageQuery.extend({
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  gender: z.enum(GENDERS).optional(),
  age_band: z.enum(RANKING_AGE_BANDS).optional(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).optional(),
});
export type GymRankingQuery = z.infer<typeof gymRankingQuery>;

/** One line of a gym's ranking. */
export const gymRankingEntry = z.object({
  rank: z.number().int(),
  user: climberRef,
  score: z.number().int(),
  /** Routes that scored: each route once, with the climber's best ascent of it. */
  routes_count: z.number().int(),
});
export type GymRankingEntry = z.infer<typeof gymRankingEntry>;

/** `GET gyms/{id}/ranking.json`: a page of the ranking, and the signed-in climber's own line wherever it is. */
export const gymRanking = z.object({
  entries: z.array(gymRankingEntry),
  /** Climbers ranked (every page). */
  total: z.number().int(),
  /** My line when I am ranked with these filters; null otherwise (a visitor, no ascent, private ascents). */
  me: gymRankingEntry.nullable(),
  /** The system each type of route is scored by: null where the gym kept the default. */
  systems: z.array(
    z.object({ climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES), system: z.enum(RANKING_SYSTEMS).nullable() }),
  ),
});
export type GymRanking = z.infer<typeof gymRanking>;

/** `GET`/`PUT gyms/{id}/ranking_systems.json`: the system per type of route (null: the default). */
export const gymRankingSystems = z.array(
  z.object({ climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES), system: z.enum(RANKING_SYSTEMS).nullable() }),
);
export type GymRankingSystems = z.infer<typeof gymRankingSystems>;

export const gymRankingSystemsInput = z.strictObject({
  systems: z
    .array(
      z.strictObject({ climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES), system: z.enum(RANKING_SYSTEMS).nullable() }),
    )
    .min(1)
    .max(GYM_ROUTE_CLIMBING_TYPES.length),
});
export type GymRankingSystemsInput = z.infer<typeof gymRankingSystemsInput>;

/** The systems of a gym for every type of route, null where none is chosen. */
export function systemsOf(
  chosen: readonly { climbing_type: GymRouteClimbingType; system: RankingSystem }[],
): GymRankingSystems {
  return GYM_ROUTE_CLIMBING_TYPES.map((climbing_type) => ({
    climbing_type,
    system: chosen.find((row) => row.climbing_type === climbing_type)?.system ?? null,
  }));
}
