import type { Endpoint, EndpointAccess, EndpointNarrowing } from '@climb/contracts';

/**
 * Who calls in the authorization matrix. `signedIn` says whose bearer token the call carries:
 * `owner` is climber A, who owns every personal record of the matrix's world; `other` is climber B.
 */
export interface Actor {
  name: string;
  /** Whether the call carries the web app's API key. */
  sendsKey: boolean;
  signedIn: null | 'owner' | 'other' | 'site_admin';
}

/** Every caller each endpoint is called by. */
export const ACTORS: readonly Actor[] = [
  { name: 'anonymous without the API key', sendsKey: false, signedIn: null },
  { name: 'anonymous', sendsKey: true, signedIn: null },
  { name: 'climber A (owner)', sendsKey: true, signedIn: 'owner' },
  { name: 'climber B', sendsKey: true, signedIn: 'other' },
  { name: 'site administrator', sendsKey: true, signedIn: 'site_admin' },
];

/**
 * Callers that join the matrix once the records they need exist. The administrator of another gym
 * is one entry of `ACTORS` once gyms and their administrators do (with a narrowing for the gym's
 * administrators); until then there is no gym to administer, so faking one would prove nothing.
 */
export const PENDING_ACTORS = [
  { name: 'administrator of another gym', appliesOnce: 'endpoints declare a gym role (the gym staff capability)' },
] as const;

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
];

function refused(statuses: readonly number[], why: string, extra: { code?: string; role?: string } = {}): Outcome {
  return { allowed: false, statuses, why, ...extra };
}

/** What the narrowing lets through for a caller who passed `access`, on climber A's record. */
function narrowed(narrowing: EndpointNarrowing, signedIn: Actor['signedIn']): Outcome {
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
  }
}

/**
 * The outcome an actor must get from an endpoint, read from its `access` and `narrowedTo` alone.
 * Throws for a declaration it does not know: a new kind of access has to be taught here first.
 */
export function expectedOutcome(endpoint: Pick<Endpoint, 'access' | 'narrowedTo'>, actor: Actor): Outcome {
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
  return narrowed(narrowedTo, actor.signedIn);
}
