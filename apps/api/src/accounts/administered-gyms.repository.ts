import type { Database } from '../db/client';

/** A gym the climber administers, as the current user lists it (spec §3 administered_gyms). */
export interface AdministeredGym {
  id: number;
  name: string;
}

/**
 * The gyms a climber administers. Gyms do not exist yet: the indoor capability fills this in
 * (from its gym administrators table); until then nobody administers any gym.
 */
export async function findAdministeredGyms(_db: Database, _userId: number): Promise<AdministeredGym[]> {
  return [];
}

/** The name of a gym, for the 403 of the gym-administrator guard; null until gyms exist. */
export async function findGymName(_db: Database, _gymId: number): Promise<string | null> {
  return null;
}
