import { DEFAULT_GYM_LEVELS, GYM_ROUTE_CLIMBING_TYPES } from '@climb/contracts';
import type { Database } from '../../src/db/client';
import { gymChains, gymLevels, gymRoutes, gymSectors, gymSpaces, gyms } from '../../src/db/schema';

let sequence = 0;

/**
 * A gym stored directly (no version, with the default levels): for tests that need gyms to read, search, follow or
 * map. Tests of the indoor wiki itself create through the API.
 */
export async function createGym(db: Database, overrides: Partial<typeof gyms.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(gyms)
    .values({
      name: `Salle d’essai ${sequence}`,
      slug_name: `salle-d-essai-${sequence}`,
      address: `${sequence} rue des Prises`,
      city: 'Lyon',
      country_code: 'fr',
      latitude: 45.75 + sequence / 1000,
      longitude: 4.85 + sequence / 1000,
      time_zone: 'Europe/Paris',
      climbing_types: ['bouldering'],
      gym_type: 'private',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGym: no row returned');
  await db.insert(gymLevels).values(
    GYM_ROUTE_CLIMBING_TYPES.map((type) => ({
      gym_id: row.id,
      climbing_type: type,
      levels: DEFAULT_GYM_LEVELS[type],
    })),
  );
  return row;
}

export async function createGymChain(db: Database, overrides: Partial<typeof gymChains.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(gymChains)
    .values({ name: `Réseau ${sequence}`, slug_name: `reseau-${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('createGymChain: no row returned');
  return row;
}

/** A space with a plan of 1,000 × 600 pixels (its file is not stored: reads only). */
export async function createGymSpace(
  db: Database,
  gymId: number,
  overrides: Partial<typeof gymSpaces.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(gymSpaces)
    .values({
      gym_id: gymId,
      name: `Espace ${sequence}`,
      slug_name: `espace-${sequence}`,
      plan_key: `plans/test-${sequence}`,
      plan_width: 1000,
      plan_height: 600,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGymSpace: no row returned');
  return row;
}

export async function createGymSector(
  db: Database,
  space: { id: number; gym_id: number },
  overrides: Partial<typeof gymSectors.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(gymSectors)
    .values({
      gym_id: space.gym_id,
      gym_space_id: space.id,
      name: `Secteur ${sequence}`,
      polygon: [
        [10, 10],
        [200, 10],
        [200, 80],
        [10, 80],
      ],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGymSector: no row returned');
  return row;
}

export async function createGymRoute(
  db: Database,
  sector: { id: number; gym_id: number; gym_space_id: number },
  overrides: Partial<typeof gymRoutes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(gymRoutes)
    .values({
      gym_id: sector.gym_id,
      gym_space_id: sector.gym_space_id,
      gym_sector_id: sector.id,
      climbing_type: 'bouldering',
      hold_colors: ['blue'],
      level_index: 2,
      level_color: 'blue',
      grade_value: 29,
      grade_text: '5c',
      opened_at: '2026-11-01',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGymRoute: no row returned');
  return row;
}
