import type { GymAdminDashboard } from '@climb/contracts';
import type { AppContext } from '../../../app-context';
import { NotFound } from '../../../lib/errors';
import { recentComments, recentVideos } from '../../../media/media.public';
import { findGym } from '../../gyms/gym.repository';
import { toDashboard } from './dashboard.mapper';
import {
  countAscents,
  countNewFollowers,
  countRouteChanges,
  findOldestMountedRoutes,
  findRecentRoutes,
  findSectorsToRenew,
} from './dashboard.repository';
import { addDays, dashboardWindows, startOfDayIn } from './dashboard-dates';

/*
 * A gym's dashboard (docs/domain/indoor.md, "Administration"), computed when read: one round of reads on indexed
 * columns, then the comments and videos of the gym and of the routes that round found (mounted, or dismounted within
 * the two windows).
 */

const OLDEST_ROUTES = 10;
const SECTORS_TO_RENEW = 5;
const LATEST_MEDIA = 5;

export async function getGymAdminDashboard(
  context: Pick<AppContext, 'db'>,
  gymId: number,
  now: Date = new Date(),
): Promise<GymAdminDashboard> {
  const { db } = context;
  const gym = await findGym(db, gymId);
  if (!gym) throw new NotFound();
  const days = dashboardWindows(now, gym.time_zone);
  const instants = {
    previousFrom: startOfDayIn(days.previousFrom, gym.time_zone),
    from: startOfDayIn(days.from, gym.time_zone),
    to: startOfDayIn(addDays(days.to, 1), gym.time_zone),
  };
  const [oldest, sectors, recentRoutes, routes, climbing, followers] = await Promise.all([
    findOldestMountedRoutes(db, gymId, OLDEST_ROUTES),
    findSectorsToRenew(db, gymId, days.to, SECTORS_TO_RENEW),
    findRecentRoutes(db, gymId, days.previousFrom),
    countRouteChanges(db, gymId, days),
    countAscents(db, gymId, days),
    countNewFollowers(db, gymId, instants),
  ]);
  const targets = { gyms: [gymId], gym_routes: recentRoutes.map((route) => route.id) };
  const windows = { ...instants, limit: LATEST_MEDIA };
  const [comments, videos] = await Promise.all([
    recentComments(db, targets, windows),
    recentVideos(db, targets, windows),
  ]);
  return toDashboard({ gym, days, oldest, sectors, recentRoutes, routes, climbing, followers, comments, videos });
}
