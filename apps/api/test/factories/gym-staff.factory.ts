import { GYM_ROLES, type GymRole } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { gymAdministrationRequests, gymAdministrators, gyms } from '../../src/db/schema';

/**
 * A climber made administrator of a gym directly (every role unless given), the gym's count of administrators kept
 * up to date: for tests that need a staffed gym. Tests of claiming itself go through the API.
 */
export async function createGymAdministrator(
  db: Database,
  values: { gymId: number; userId: number; roles?: readonly GymRole[] },
) {
  const [row] = await db
    .insert(gymAdministrators)
    .values({ gym_id: values.gymId, user_id: values.userId, roles: [...(values.roles ?? GYM_ROLES)] })
    .returning();
  if (!row) throw new Error('createGymAdministrator: no row returned');
  await db
    .update(gyms)
    .set({ administrators_count: sql`${gyms.administrators_count} + 1` })
    .where(eq(gyms.id, values.gymId));
  return row;
}

/** A pending request to administer a gym, stored directly. */
export async function createGymAdministrationRequest(
  db: Database,
  values: { gymId: number; userId: number } & Partial<typeof gymAdministrationRequests.$inferInsert>,
) {
  const { gymId, userId, ...overrides } = values;
  const [row] = await db
    .insert(gymAdministrationRequests)
    .values({
      gym_id: gymId,
      user_id: userId,
      full_name: 'Camille Ouvreuse',
      job_title: 'Responsable de salle',
      message: 'Je gère la salle depuis son ouverture.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGymAdministrationRequest: no row returned');
  return row;
}
