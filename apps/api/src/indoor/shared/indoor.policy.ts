import { type Endpoint, type GymRole, gymRoleDecision } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import { Forbidden } from '../../lib/errors';

export type IndoorWikiAction = 'create' | 'update' | 'destroy';

/**
 * Who may change what no gym's staff hold (docs/domain/indoor.md): chains, and a new gym. Any signed-in climber
 * creates and edits them, wiki style; deleting needs a site administrator.
 */
export function canChangeIndoorWiki(user: Pick<AuthUser, 'super_admin'>, action: IndoorWikiAction): boolean {
  return user.super_admin || action !== 'destroy';
}

/** Throws the 403 the client turns into the right-required page (`need.role`), as the guards do. */
export function authorizeIndoorWiki(user: Pick<AuthUser, 'super_admin'>, action: IndoorWikiAction): void {
  if (!canChangeIndoorWiki(user, action)) throw new Forbidden({ need: { role: 'super_admin' } });
}

/** A write of a gym's record as the endpoint table declares it: its method, path and the role its staff need. */
export type GymWriteEndpoint = Pick<Endpoint, 'method' | 'path' | 'narrowedTo' | 'gymRole'>;

/** The gym a write belongs to, as the decision needs it. */
export interface GymOfWrite {
  id: number;
  name: string;
  administrators_count: number;
}

/** Whether a gym has staff: from its first administrator on, they alone (and site administrators) write it. */
export function isAdministered(gym: Pick<GymOfWrite, 'administrators_count'>): boolean {
  return gym.administrators_count > 0;
}

/**
 * The role a write of a gym's record needs, read from its declaration in the endpoint table: a write the table does
 * not narrow to the gym's staff is a defect of the table (the endpoint-table test holds every write to it).
 */
export function gymRoleOf(endpoint: GymWriteEndpoint): GymRole {
  if (endpoint.narrowedTo !== 'gym_staff' || endpoint.gymRole === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path} writes a gym's record but declares no gym role`);
  }
  return endpoint.gymRole;
}

/** Whether the call deletes the record itself (`DELETE …/{id}.json`), not one of its images. */
export function deletesRecord(endpoint: Pick<Endpoint, 'method' | 'path'>): boolean {
  return endpoint.method === 'DELETE' && endpoint.path.endsWith('/{id}.json');
}

/**
 * Whether a climber may make a write of a gym's record (the gym itself, its spaces, sectors, routes and their
 * images), or what the refusal names. A gym without administrators is the wiki: any climber creates and edits,
 * deleting a record needs a site administrator (403 `need.role: super_admin`). A staffed gym is written by its
 * administrators holding the endpoint's role and by site administrators (`gymRoleDecision`, the one decision the web
 * guard takes too): others get 403 `need: { gym_name, role }`. `roles`: the climber's roles at this gym, if any.
 */
export function authorizeGymWrite(
  user: Pick<AuthUser, 'super_admin'>,
  endpoint: GymWriteEndpoint,
  gym: GymOfWrite,
  roles: readonly GymRole[] | null,
): void {
  const role = gymRoleOf(endpoint);
  const staffed = isAdministered(gym);
  if (!staffed && deletesRecord(endpoint) && !user.super_admin) throw new Forbidden({ need: { role: 'super_admin' } });
  const viewer = { super_admin: user.super_admin, administered_gyms: roles ? [{ id: gym.id, roles: [...roles] }] : [] };
  const decision = gymRoleDecision(viewer, { id: gym.id, name: gym.name, staffed }, role);
  if (!decision.allowed) throw new Forbidden({ need: decision.need });
}
