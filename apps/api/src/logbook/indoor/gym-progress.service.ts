import type { GymLevelProgress, GymRouteStatus } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import { gymScales } from '../../indoor/indoor.public';
import { NotFound } from '../../lib/errors';
import type { LogbookContext } from '../ascents/ascent.service';
import { toGymLevelProgress, toGymRouteStatus } from './gym-ascent.mapper';
import { findGymRouteAscentStatuses, findLevelProgress } from './gym-ascent.repository';

type Actor = Pick<AuthUser, 'id'>;

/**
 * `GET current_users/gyms/{id}/level_progress.json`: per type and colour level of the gym's scales, its routes
 * mounted now and those of them I did. 404 for an unknown gym.
 */
export async function gymLevelProgress(context: LogbookContext, user: Actor, gymId: number): Promise<GymLevelProgress> {
  const [found, counts] = await Promise.all([
    gymScales(context.db, gymId),
    findLevelProgress(context.db, user.id, gymId),
  ]);
  if (!found) throw new NotFound('Gym not found');
  return toGymLevelProgress(found.gym, found.gym.climbing_types, found.scales, counts);
}

/** `GET current_users/gym_route_statuses.json?gym_id=`: my status on each route of the gym I logged. */
export async function listGymRouteStatuses(
  context: LogbookContext,
  user: Actor,
  query: { gym_id: number },
): Promise<GymRouteStatus[]> {
  return (await findGymRouteAscentStatuses(context.db, user.id, query.gym_id)).map(toGymRouteStatus);
}
