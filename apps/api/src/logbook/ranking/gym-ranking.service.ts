import type { ClimberRef } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { toClimberRef } from '../ascents/ascent.mapper';
import { logbookPresenter } from '../ascents/ascent.service';
import {
  type ClimberScore,
  countGymRouteClimbers,
  findIndoorGymsOf,
  findRankedClimbers,
  type GymScoring,
  scoreGymClimbers,
} from './gym-ranking.repository';

/*
 * What the logbook gives a gym's ranking (through `logbook.public.ts`): the climbers' scores from their ascents with
 * the points and weights the indoor domain gives, how many climbers did each route, the ranked climbers' names, and
 * the gyms a climber has indoor ascents at.
 * The rules of the ranking itself (route points, multipliers, ranks, filters) are the indoor domain's.
 */

export type { AscentWeight, ClimberScore, GymScoring } from './gym-ranking.repository';

/** Every ranked climber's score at a gym, best first (equal scores by climber id). */
export function gymClimberScores(context: Pick<AppContext, 'db'>, scoring: GymScoring): Promise<ClimberScore[]> {
  return scoreGymClimbers(context.db, scoring);
}

/** Distinct climbers who did each route of the gym (any status but project, any day), by route id. */
export function gymRouteClimbers(
  context: Pick<AppContext, 'db'>,
  gymId: number,
  routeIds: readonly number[],
): Promise<Map<number, number>> {
  return countGymRouteClimbers(context.db, gymId, routeIds);
}

/** The climbers of a ranking's lines (name, profile slug, avatar), by user id; a deleted account is missing. */
export async function rankedClimberRefs(
  context: Pick<AppContext, 'db' | 'config'>,
  userIds: readonly number[],
): Promise<Map<number, ClimberRef>> {
  const presenter = logbookPresenter(context);
  const rows = await findRankedClimbers(context.db, userIds);
  return new Map(rows.map((row) => [row.id, toClimberRef(row, presenter)]));
}

/** The gyms a climber has indoor ascents at: the rankings a change of their profile or settings may move. */
export function indoorGymsOf(context: Pick<AppContext, 'db'>, userId: number): Promise<number[]> {
  return findIndoorGymsOf(context.db, userId);
}
