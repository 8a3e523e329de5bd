import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { gymRoutes, gymSectors, gymSpaces, gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A gym's name and slug. */
export interface GymLabelRow {
  id: number;
  name: string;
  slug_name: string;
}

/** A space with its gym's name and slug. */
export interface SpaceLabelRow extends GymLabelRow {
  gym_id: number;
  gym_name: string;
  gym_slug_name: string;
}

/** A route with what names it when it has no name of its own, and its space and gym. */
export interface RouteLabelRow {
  id: number;
  name: string | null;
  grade_text: string | null;
  sector_name: string;
  gym_space_id: number;
  space_slug_name: string;
  gym_id: number;
  gym_name: string;
  gym_slug_name: string;
}

export function findGymLabels(executor: Executor, ids: readonly number[]): Promise<GymLabelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: gyms.id, name: gyms.name, slug_name: gyms.slug_name })
    .from(gyms)
    .where(inArray(gyms.id, [...ids]));
}

export function findSpaceLabels(executor: Executor, ids: readonly number[]): Promise<SpaceLabelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: gymSpaces.id,
      name: gymSpaces.name,
      slug_name: gymSpaces.slug_name,
      gym_id: gyms.id,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
    })
    .from(gymSpaces)
    .innerJoin(gyms, eq(gyms.id, gymSpaces.gym_id))
    .where(inArray(gymSpaces.id, [...ids]));
}

export function findRouteLabels(executor: Executor, ids: readonly number[]): Promise<RouteLabelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: gymRoutes.id,
      name: gymRoutes.name,
      grade_text: gymRoutes.grade_text,
      sector_name: gymSectors.name,
      gym_space_id: gymSpaces.id,
      space_slug_name: gymSpaces.slug_name,
      gym_id: gyms.id,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
    })
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymRoutes.gym_space_id))
    .innerJoin(gyms, eq(gyms.id, gymRoutes.gym_id))
    .where(inArray(gymRoutes.id, [...ids]));
}

/** The first space of a gym and its first mounted route, in the gym's order (a demo gym's, for the media's seed). */
export async function findFirstSpaceAndRoute(
  executor: Executor,
  gymId: number,
): Promise<{ spaceId: number | null; routeId: number | null }> {
  const [space] = await executor
    .select({ id: gymSpaces.id })
    .from(gymSpaces)
    .where(eq(gymSpaces.gym_id, gymId))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id))
    .limit(1);
  if (!space) return { spaceId: null, routeId: null };
  const [route] = await executor
    .select({ id: gymRoutes.id })
    .from(gymRoutes)
    .where(and(eq(gymRoutes.gym_space_id, space.id), isNull(gymRoutes.dismounted_at)))
    .orderBy(asc(gymRoutes.id))
    .limit(1);
  return { spaceId: space.id, routeId: route?.id ?? null };
}
