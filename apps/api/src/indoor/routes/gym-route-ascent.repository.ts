import type { GymRouteClimbingType, HoldColor, RecordRef } from '@climb/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type GymLevelStep, gymLevels, gymRoutes, gymSectors, gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/*
 * The gyms and gym routes as the logbook sees them (through `indoor.public.ts`): a route read and locked for an
 * ascent (its snapshot comes from here), a gym locked with its scales for an ascent without a route, the names of
 * gyms, and a gym's scales and mounted routes per level for the climber's progress.
 */

/** A gym route as an indoor ascent copies it. */
export interface GymRouteForAscent {
  id: number;
  gym_id: number;
  name: string | null;
  climbing_type: GymRouteClimbingType;
  grade_value: number | null;
  grade_text: string | null;
  level_index: number | null;
  level_color: HoldColor | null;
  /** The height of its sector's wall, in metres (null when unknown). */
  height: number | null;
}

/** A gym as an ascent without a route needs it: its scales per type of route. */
export interface GymForAscent {
  id: number;
  levels: Partial<Record<GymRouteClimbingType, GymLevelStep[]>>;
}

/**
 * Locks the routes (`for update`, by id) until the transaction ends and returns them with their sector's height.
 * Their gyms are locked first in `key share` mode: an indoor write locks its gym (`for update`) before its route,
 * so an ascent waits for it at the gym instead of both waiting on each other (the ascent's foreign key on `gym_id`
 * takes that same lock). Two ascents never block each other at the gym. Ids of no route are left out.
 */
export async function lockGymRoutes(tx: Executor, routeIds: readonly number[]): Promise<GymRouteForAscent[]> {
  const ids = [...new Set(routeIds)].sort((left, right) => left - right);
  if (ids.length === 0) return [];
  const located = await tx.select({ gym_id: gymRoutes.gym_id }).from(gymRoutes).where(inArray(gymRoutes.id, ids));
  const gymIds = [...new Set(located.map((row) => row.gym_id))].sort((left, right) => left - right);
  if (gymIds.length > 0) {
    await tx.select({ id: gyms.id }).from(gyms).where(inArray(gyms.id, gymIds)).orderBy(asc(gyms.id)).for('key share');
  }
  return tx
    .select({
      id: gymRoutes.id,
      gym_id: gymRoutes.gym_id,
      name: gymRoutes.name,
      climbing_type: gymRoutes.climbing_type,
      grade_value: gymRoutes.grade_value,
      grade_text: gymRoutes.grade_text,
      level_index: gymRoutes.level_index,
      level_color: gymRoutes.level_color,
      height: gymSectors.height,
    })
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(inArray(gymRoutes.id, ids))
    .orderBy(asc(gymRoutes.id))
    .for('update', { of: gymRoutes });
}

/** The gym locked in `key share` mode (a write of its scales waits for the ascent), with its scales; or undefined. */
export async function lockGymWithLevels(tx: Executor, gymId: number): Promise<GymForAscent | undefined> {
  const [gym] = await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('key share');
  if (!gym) return undefined;
  const rows = await tx
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId));
  const levels: GymForAscent['levels'] = {};
  for (const row of rows) levels[row.climbing_type] = row.levels;
  return { id: gym.id, levels };
}

/** The gyms of these ids that exist, as references (id, name, slug), by id. */
export async function findGymRefs(executor: Executor, ids: readonly number[]): Promise<Map<number, RecordRef>> {
  const byId = new Map<number, RecordRef>();
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return byId;
  const rows = await executor
    .select({ id: gyms.id, name: gyms.name, slug_name: gyms.slug_name })
    .from(gyms)
    .where(inArray(gyms.id, distinct));
  for (const row of rows) byId.set(row.id, row);
  return byId;
}

/** A gym with the types it offers and its scales (one row per type of route), or undefined. */
export async function findGymScales(executor: Executor, gymId: number) {
  const [gym] = await executor
    .select({ id: gyms.id, name: gyms.name, slug_name: gyms.slug_name, climbing_types: gyms.climbing_types })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  if (!gym) return undefined;
  const scales = await executor
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId));
  return { gym, scales };
}

/** A gym's mounted routes (id, type, level), oldest first: what the demo ascents are logged on. */
export async function findMountedRoutesForAscents(executor: Executor, gymId: number) {
  return executor
    .select({ id: gymRoutes.id, climbing_type: gymRoutes.climbing_type, level_index: gymRoutes.level_index })
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_id, gymId), isNull(gymRoutes.dismounted_at)))
    .orderBy(asc(gymRoutes.id));
}
