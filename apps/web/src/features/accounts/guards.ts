import type { GymStaffViewer, PageDefinition } from '@climb/contracts';
import { signInPath } from '../../platform/session/redirect-path';

/** What a route guard looks at. */
export interface GuardContext {
  /** Whether this device holds a session. */
  signedIn: boolean;
  /** The climber, once fetched: whether a site administrator, and the gyms they administer with their roles. */
  user: {
    super_admin: boolean;
    administered_gyms: readonly (GymStaffViewer['administered_gyms'][number] & { name?: string })[];
  } | null;
  /** The route parameters (`gymId` for gym administration pages). */
  params: Readonly<Record<string, string | undefined>>;
  /** Path and query of the page asked for: the return path after signing in. */
  path: string;
}

/** What a guard reads of a page's declaration in the page table: its access, and the gym role it needs. */
export type GuardedPage = Pick<PageDefinition, 'access' | 'gymRole'>;

/** A page declares a guard that does not exist: a defect of the page table, shown as the error page. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;

  constructor(readonly guard: string) {
    super('Unknown middleware');
    this.name = 'UnknownMiddlewareError';
  }
}

/**
 * The route guard of a page's `access` (spec §6): null lets the page open, a string is where to send the climber
 * instead. `login` → /sign-in with a return path when signed out; `gym_admin` → /sign-in when signed out, else
 * /errors/right-required with the gym's name and the page's role unless `gymRoleDecision` lets the climber in (a site
 * administrator, or an administrator of the gym holding the role: `gym-admin-guard.ts`, loaded with the first such
 * page); `super_admin` → /errors/right-required unless site administrator. Any other name throws a 500 "Unknown
 * middleware". The API enforces the same rules: this only spares a page that would fail.
 */
export async function guardRedirect(page: GuardedPage, context: GuardContext): Promise<string | null> {
  switch (page.access) {
    case 'public':
      return null;
    case 'login':
      return context.signedIn ? null : signInPath(context.path);
    case 'gym_admin':
      if (!context.signedIn) return signInPath(context.path);
      return (await import('./gym-admin-guard')).gymAdminRedirect(page, context);
    case 'super_admin':
      if (!context.signedIn) return signInPath(context.path);
      return context.user?.super_admin ? null : '/errors/right-required?role=super_admin';
    default:
      throw new UnknownMiddlewareError(page.access);
  }
}
