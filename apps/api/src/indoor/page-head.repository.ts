import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gymChains, gymRoutes, gymSpaces, gyms } from '../db/schema';

/** What the heads of the indoor records' pages read. */

export async function findGymHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: gyms.name,
      slug_name: gyms.slug_name,
      city: gyms.city,
      mounted_routes_count: gyms.mounted_routes_count,
    })
    .from(gyms)
    .where(eq(gyms.id, id));
  return row;
}

export async function findSpaceHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: gymSpaces.name,
      slug_name: gymSpaces.slug_name,
      gym_id: gymSpaces.gym_id,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
      mounted_routes_count: gymSpaces.mounted_routes_count,
    })
    .from(gymSpaces)
    .innerJoin(gyms, eq(gyms.id, gymSpaces.gym_id))
    .where(eq(gymSpaces.id, id));
  return row;
}

export async function findChainHead(db: Database, id: number) {
  const [row] = await db
    .select({ name: gymChains.name, gyms_count: gymChains.gyms_count })
    .from(gymChains)
    .where(eq(gymChains.id, id));
  return row;
}

/** The gym and space of a route of the gym, as its short link leads to them. */
export async function findRouteLinkPlace(db: Database, gymId: number, routeId: number) {
  const [row] = await db
    .select({ gym_slug_name: gyms.slug_name, gym_space_id: gymSpaces.id, space_slug_name: gymSpaces.slug_name })
    .from(gymRoutes)
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymRoutes.gym_space_id))
    .innerJoin(gyms, eq(gyms.id, gymRoutes.gym_id))
    .where(and(eq(gymRoutes.id, routeId), eq(gymRoutes.gym_id, gymId)));
  return row;
}
