import type { AuthUser } from '../../accounts/auth';
import { Forbidden } from '../../lib/errors';

export type WikiAction = 'create' | 'update' | 'destroy';

/**
 * Who may change the outdoor wiki (docs/domain/outdoor.md): any signed-in climber creates and edits;
 * deleting needs a site administrator. Reading needs no account at all.
 */
export function can(user: Pick<AuthUser, 'super_admin'>, action: WikiAction): boolean {
  return action === 'destroy' ? user.super_admin : true;
}

/** Throws the 403 the client turns into the right-required page (`need.role`), as the guards do. */
export function authorizeWiki(user: Pick<AuthUser, 'super_admin'>, action: WikiAction): void {
  if (!can(user, action)) throw new Forbidden({ need: { role: 'super_admin' } });
}
