import type { GymRouteClimbingType, RankingSystem } from '@climb/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { gymLevels, gymRankingSystems, gymRoutes, gymSpaces } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** What a route's points are read from: its type, fixed points, grade and level. */
export interface RankingRouteRow {
  id: number;
  climbing_type: GymRouteClimbingType;
  fixed_points: number | null;
  grade_value: number | null;
  level_index: number | null;
}

/**
 * Every route of the gym, mounted or not (an ascent of a route dismounted since still counts), of one type when
 * asked. Found through the gym's spaces (`gym_spaces_gym_idx`, then `gym_routes_space_idx`): a route never leaves its
 * gym's spaces, and no index of the routes starts with the gym but for the mounted ones.
 */
export function findRankingRoutes(
  executor: Executor,
  gymId: number,
  climbingType?: GymRouteClimbingType,
): Promise<RankingRouteRow[]> {
  return executor
    .select({
      id: gymRoutes.id,
      climbing_type: gymRoutes.climbing_type,
      fixed_points: gymRoutes.fixed_points,
      grade_value: gymRoutes.grade_value,
      level_index: gymRoutes.level_index,
    })
    .from(gymRoutes)
    .where(
      and(
        inArray(
          gymRoutes.gym_space_id,
          executor.select({ id: gymSpaces.id }).from(gymSpaces).where(eq(gymSpaces.gym_id, gymId)),
        ),
        eq(gymRoutes.gym_id, gymId),
        climbingType ? eq(gymRoutes.climbing_type, climbingType) : undefined,
      ),
    );
}

/** The gym's scales (the points of each level), per type of route. */
export function findRankingLevels(executor: Executor, gymId: number) {
  return executor
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId));
}

/** The systems the gym chose, per type of route (a type without a row keeps the default). */
export function findRankingSystems(
  executor: Executor,
  gymId: number,
): Promise<{ climbing_type: GymRouteClimbingType; system: RankingSystem }[]> {
  return executor
    .select({ climbing_type: gymRankingSystems.climbing_type, system: gymRankingSystems.system })
    .from(gymRankingSystems)
    .where(eq(gymRankingSystems.gym_id, gymId));
}

/** Chooses the system of a type of route (inside the change's transaction). */
export async function upsertRankingSystem(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  system: RankingSystem,
): Promise<void> {
  await executor
    .insert(gymRankingSystems)
    .values({ gym_id: gymId, climbing_type: climbingType, system })
    .onConflictDoUpdate({
      target: [gymRankingSystems.gym_id, gymRankingSystems.climbing_type],
      set: { system, updated_at: sql`now()` },
    });
}

/** Back to the default system for a type of route. */
export async function deleteRankingSystem(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
): Promise<void> {
  await executor
    .delete(gymRankingSystems)
    .where(and(eq(gymRankingSystems.gym_id, gymId), eq(gymRankingSystems.climbing_type, climbingType)));
}
