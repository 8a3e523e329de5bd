import { GYM_ROLES } from '@climb/contracts';
import { findDemoGymManager, findSeededSiteAdministrator } from '../../accounts/account.seed';
import type { Database } from '../../db/client';
import { insertAdministrator, insertPendingRequest } from '../staff/gym-administration.repository';

/*
 * The demo gyms' staff (docs/domain/indoor.md, "Demo data"): whoever installed the product opens the first demo
 * gym's tools at once, and `/gym-administrations` has a request to answer.
 */

/** The pending request a demo climber sent for the second demo gym. */
export const DEMO_GYM_ADMINISTRATION_REQUEST = {
  full_name: 'Hugo Bertrand',
  job_title: 'Chef ouvreur',
  message:
    'Bonjour, j’ouvre les voies de la salle depuis son ouverture et je tiens le planning des ouvertures. ' +
    'J’aimerais administrer sa page pour publier nos nouveaux secteurs et retirer les voies démontées.',
};

/**
 * The first demo gym administered, with every role, by the demo gym's manager and by the site administrator the seed
 * created; the second left without staff, with one pending request from `claimantId`. Runs once the gyms are built:
 * staffed, they would be written by their staff alone.
 */
export async function seedDemoStaff(
  db: Database,
  adminEmail: string,
  gymIds: readonly number[],
  claimantId: number,
): Promise<void> {
  const [administered, unclaimed] = gymIds;
  if (administered === undefined || unclaimed === undefined) return;
  const staff = [await findDemoGymManager(db), await findSeededSiteAdministrator(db, adminEmail)];
  for (const member of staff) {
    if (member) await insertAdministrator(db, { gymId: administered, userId: member.id, roles: GYM_ROLES });
  }
  await insertPendingRequest(db, { ...DEMO_GYM_ADMINISTRATION_REQUEST, gym_id: unclaimed, user_id: claimantId });
}
