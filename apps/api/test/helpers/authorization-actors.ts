import type { Endpoint, EndpointAccess, EndpointNarrowing } from '@climb/contracts';

/**
 * Who calls in the authorization matrix. `signedIn` says whose bearer token the call carries:
 * `owner` is climber A, who owns every personal record of the matrix's world; `other` is climber B;
 * `gym_manager` administers the world's gym with every role, `gym_staff_without_role` administers it with
 * roles no endpoint of the table needs, `other_gym_manager` administers another gym with every role. For
 * every narrowing but the gym staff's, the three are climbers like B.
 */
export interface Actor {
  name: string;
  /** Whether the call carries the web app's API key. */
  sendsKey: boolean;
  signedIn: null | 'owner' | 'other' | 'site_admin' | 'gym_manager' | 'gym_staff_without_role' | 'other_gym_manager';
}

/** Every caller each endpoint is called by. */
export const ACTORS: readonly Actor[] = [
  { name: 'anonymous without the API key', sendsKey: false, signedIn: null },
  { name: 'anonymous', sendsKey: true, signedIn: null },
  { name: 'climber A (owner)', sendsKey: true, signedIn: 'owner' },
  { name: 'climber B', sendsKey: true, signedIn: 'other' },
  { name: 'site administrator', sendsKey: true, signedIn: 'site_admin' },
  { name: 'administrator of the gym (every role)', sendsKey: true, signedIn: 'gym_manager' },
  { name: 'administrator of the gym without the role', sendsKey: true, signedIn: 'gym_staff_without_role' },
  { name: 'administrator of another gym', sendsKey: true, signedIn: 'other_gym_manager' },
];

/** The roles of the world's administrator without the role: none that an endpoint of the table needs today. */
export const ROLES_WITHOUT_THE_NEEDED_ONE = ['manage_subscription'] as const;

/** What an actor must get: a 2xx, or one of the refusals the endpoint's declaration names. */
export type Outcome =
  | { allowed: true }
  | { allowed: false; statuses: readonly number[]; code?: string; role?: string; why: string };

const ALLOWED: Outcome = { allowed: true };
const KNOWN_ACCESS: readonly EndpointAccess[] = ['public', 'api_key', 'climber', 'site_admin'];
const KNOWN_NARROWINGS: readonly EndpointNarrowing[] = [
  'owner',
  'member',
  'author_or_site_admin',
  'site_admin',
  'visible',
  'gym_staff',
];

function refused(statuses: readonly number[], why: string, extra: { code?: string; role?: string } = {}): Outcome {
  return { allowed: false, statuses, why, ...extra };
}

/**
 * What the narrowing lets through for a caller who passed `access`, on climber A's record (or, for
 * `gym_staff`, on the world's gym, which has staff).
 */
function narrowed(
  narrowing: EndpointNarrowing,
  endpoint: Pick<Endpoint, 'gymRole'>,
  signedIn: Actor['signedIn'],
): Outcome {
  switch (narrowing) {
    case 'owner':
      return signedIn === 'owner' ? ALLOWED : refused([403, 404], 'not the owner of the record');
    case 'member':
      return signedIn === 'owner' ? ALLOWED : refused([403], 'not a member of the organization');
    case 'author_or_site_admin':
      return signedIn === 'owner' || signedIn === 'site_admin'
        ? ALLOWED
        : refused([403], 'neither the author nor a site administrator');
    case 'site_admin':
      return signedIn === 'site_admin' ? ALLOWED : refused([403], 'not a site administrator', { role: 'super_admin' });
    case 'visible':
      return signedIn === 'owner'
        ? ALLOWED
        : refused([403], 'the climber keeps their ascents private', { code: 'private_ascents' });
    case 'gym_staff':
      // Without a role (the administration area's home), any administrator of the gym passes, whatever their roles.
      if (endpoint.gymRole === undefined) {
        return signedIn === 'site_admin' || signedIn === 'gym_manager' || signedIn === 'gym_staff_without_role'
          ? ALLOWED
          : refused([403], 'not an administrator of the gym', { role: 'gym_administrator' });
      }
      return signedIn === 'site_admin' || signedIn === 'gym_manager'
        ? ALLOWED
        : refused([403], `not an administrator of the gym with ${endpoint.gymRole}`, { role: endpoint.gymRole });
  }
}

/**
 * The outcome an actor must get from an endpoint, read from its `access`, `narrowedTo` and `gymRole` alone.
 * Throws for a declaration it does not know: a new kind of access has to be taught here first.
 */
export function expectedOutcome(endpoint: Pick<Endpoint, 'access' | 'narrowedTo' | 'gymRole'>, actor: Actor): Outcome {
  const { access, narrowedTo } = endpoint;
  if (!KNOWN_ACCESS.includes(access)) throw new Error(`unknown access ${String(access)}`);
  if (narrowedTo !== undefined && !KNOWN_NARROWINGS.includes(narrowedTo)) {
    throw new Error(`unknown narrowing ${String(narrowedTo)}`);
  }
  if (access === 'public') return ALLOWED;
  if (!actor.sendsKey) return refused([403], 'no API key', { code: 'api_access_token_required' });
  if (actor.signedIn === null && (access === 'climber' || access === 'site_admin')) {
    return refused([401], 'not signed in');
  }
  if (access === 'site_admin' && actor.signedIn !== 'site_admin') {
    return refused([403], 'not a site administrator', { role: 'super_admin' });
  }
  if (narrowedTo === undefined) return ALLOWED;
  if (actor.signedIn === null && narrowedTo !== 'visible') return refused([401, 403, 404], 'not signed in');
  return narrowed(narrowedTo, endpoint, actor.signedIn);
}
