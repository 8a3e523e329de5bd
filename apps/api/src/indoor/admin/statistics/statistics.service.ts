import type { GymRouteStatistics, RouteStatisticsQuery } from '@climb/contracts';
import type { AppContext } from '../../../app-context';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { findGym, findGymLevels } from '../../gyms/gym.repository';
import { dayIn } from '../dashboard/dashboard-dates';
import { toRouteStatistics } from './statistics.mapper';
import {
  countMountedAges,
  countMountedRoutes,
  countPeriodRoutes,
  countSectorMonths,
  findMostLikedRoutes,
  findSectorLastOpenings,
  findSectors,
  findSpaceGym,
  findSpaces,
  type RouteScope,
} from './statistics.repository';
import { monthsOf, statisticsPeriod } from './statistics-period';

/*
 * A gym's routes in figures (docs/domain/indoor.md, "Administration"), computed when read: the filters checked, then
 * one round of grouped reads run together.
 */

export async function getGymRouteStatistics(
  context: Pick<AppContext, 'db' | 'config'>,
  gymId: number,
  query: RouteStatisticsQuery,
  now: Date = new Date(),
): Promise<GymRouteStatistics> {
  const { db } = context;
  const gym = await findGym(db, gymId);
  if (!gym) throw new NotFound();
  const today = dayIn(now, gym.time_zone);
  const period = statisticsPeriod(query, today);
  if ('errors' in period) throw new ValidationFailed(period.errors);
  if (query.gym_space_id !== undefined) {
    const spaceGym = await findSpaceGym(db, query.gym_space_id);
    if (spaceGym === undefined) throw ValidationFailed.on('gym_space_id', 'not_found');
    if (spaceGym !== gymId) throw ValidationFailed.on('gym_space_id', 'not_included');
  }
  const scope: RouteScope = {
    gymId,
    climbingType: query.climbing_type ?? null,
    spaceId: query.gym_space_id ?? null,
  };
  const days = { ...period, today };
  const sectorsWithLastOpenings = async () => {
    const sectors = await findSectors(db, gymId, scope.spaceId);
    const ids = sectors.map((sector) => sector.id);
    return { sectors, lastOpenings: await findSectorLastOpenings(db, scope, today, ids) };
  };
  const [scales, spaces, opened, sectorMonths, mounted, ages, { sectors, lastOpenings }, liked] = await Promise.all([
    findGymLevels(db, gymId),
    findSpaces(db, gymId),
    countPeriodRoutes(db, scope, days, context.config.ascentConsensusMinVotes),
    countSectorMonths(db, scope, days),
    countMountedRoutes(db, scope),
    countMountedAges(db, scope, today),
    sectorsWithLastOpenings(),
    findMostLikedRoutes(db, scope),
  ]);
  return toRouteStatistics({
    gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
    filters: {
      climbing_type: scope.climbingType,
      gym_space_id: scope.spaceId,
      from: period.from,
      to: period.to,
      today,
    },
    spaces,
    scales,
    months: monthsOf(period),
    period: opened,
    mounted,
    ages,
    sectors,
    sectorMonths,
    lastOpenings,
    liked,
  });
}
