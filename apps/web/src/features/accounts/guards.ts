import type { CurrentUser } from '@climb/contracts';
import { signInPath } from '../../platform/session/redirect-path';

/** What a route guard looks at. */
export interface GuardContext {
  /** Whether this device holds a session. */
  signedIn: boolean;
  /** The climber, once fetched. */
  user: Pick<CurrentUser, 'super_admin' | 'administered_gyms'> | null;
  /** The route parameters (`gymId` for gym administration pages). */
  params: Readonly<Record<string, string | undefined>>;
  /** Path and query of the page asked for: the return path after signing in. */
  path: string;
}

/** A page declares a guard that does not exist: a defect of the page table, shown as the error page. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;

  constructor(readonly guard: string) {
    super('Unknown middleware');
    this.name = 'UnknownMiddlewareError';
  }
}

const RIGHT_REQUIRED = '/errors/right-required';

/**
 * The route guard of a page's `access` (spec §6): null lets the page open, a string is where to
 * send the climber instead. `login` → /sign-in with a return path when signed out; `gym_admin` →
 * /errors/right-required unless the `gymId` parameter is among `administered_gyms`;
 * `super_admin` → /errors/right-required unless site administrator. Any other name throws a 500
 * "Unknown middleware". The API enforces the same rules: this only spares a page that would fail.
 */
export function guardRedirect(access: string, context: GuardContext): string | null {
  switch (access) {
    case 'public':
      return null;
    case 'login':
      return context.signedIn ? null : signInPath(context.path);
    case 'gym_admin': {
      if (!context.signedIn) return signInPath(context.path);
      const gymId = context.params.gymId;
      const administers =
        gymId !== undefined && context.user?.administered_gyms.some((gym) => String(gym.id) === gymId);
      return administers ? null : `${RIGHT_REQUIRED}?role=gym_administrator`;
    }
    case 'super_admin':
      if (!context.signedIn) return signInPath(context.path);
      return context.user?.super_admin ? null : `${RIGHT_REQUIRED}?role=super_admin`;
    default:
      throw new UnknownMiddlewareError(access);
  }
}
