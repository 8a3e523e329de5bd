import type { AuthUser } from '../../accounts/auth';
import { Forbidden } from '../../lib/errors';

export type IndoorWikiAction = 'create' | 'update' | 'destroy';

/**
 * Who may change a gym and what it holds (docs/domain/indoor.md): while a gym has no staff, any signed-in climber
 * creates and edits it, its spaces, sectors and routes, wiki style; deleting needs a site administrator. A gym run by
 * its staff (`administered`) is written by them alone (the staff capability), and by site administrators.
 */
export function canChangeGym(
  user: Pick<AuthUser, 'super_admin'>,
  action: IndoorWikiAction,
  gym: { administered: boolean } | null,
): boolean {
  if (user.super_admin) return true;
  if (action === 'destroy') return false;
  return !gym?.administered;
}

/** Throws the 403 the client turns into the right-required page (`need.role`), as the guards do. */
export function authorizeGymWiki(
  user: Pick<AuthUser, 'super_admin'>,
  action: IndoorWikiAction,
  gym: { administered: boolean } | null,
): void {
  if (!canChangeGym(user, action, gym)) throw new Forbidden({ need: { role: 'super_admin' } });
}

/** Whether a gym has staff. No gym has any yet: claiming a gym comes with the staff capability. */
export function isAdministered(_gym: { id: number }): boolean {
  return false;
}
