import type { GymRole } from '@climb/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gymAdministrators, gyms } from '../db/schema';

/** A gym the climber administers, with their roles there, as the current user lists it (spec §3 administered_gyms). */
export interface AdministeredGym {
  id: number;
  name: string;
  slug_name: string;
  /** As stored (the mapper keeps the roles the contracts know, should a database hold others). */
  roles: GymRole[];
}

/** The gyms a climber administers (their administrator records), by gym name. */
export async function findAdministeredGyms(db: Database, userId: number): Promise<AdministeredGym[]> {
  return db
    .select({ id: gyms.id, name: gyms.name, slug_name: gyms.slug_name, roles: gymAdministrators.roles })
    .from(gymAdministrators)
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .where(eq(gymAdministrators.user_id, userId))
    .orderBy(asc(gyms.name), asc(gyms.id));
}

/** The name of a gym, for the 403 of the gym-administrator guard; null for an unknown gym. */
export async function findGymName(db: Database, gymId: number): Promise<string | null> {
  const [row] = await db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, gymId));
  return row?.name ?? null;
}
