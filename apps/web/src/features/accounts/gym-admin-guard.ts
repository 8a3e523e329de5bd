import { type GymRoleNeed, gymRoleDecision } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../lib/endpoint-client';
import type { GuardContext, GuardedPage } from './guards';

/*
 * The `gym_admin` guard, loaded with the first gym administration page: the shared decision lives beside the roles'
 * schemas, which the first page's chunk does without.
 */

/** The gym's name from `GET gyms/{id}.json`, no redirect on a refusal, nothing on a failure. */
async function fetchGymName(gymId: number): Promise<string | undefined> {
  try {
    return (await callEndpoint(endpoint.getGym, { params: { id: gymId }, handleAuthErrors: false })).name;
  } catch {
    return undefined;
  }
}

/** `/errors/right-required` with what the refusal names: the gym's name when known, and the role. */
function rightRequiredPath(need: GymRoleNeed): string {
  const params = new URLSearchParams();
  if (need.gym_name) params.set('gym_name', need.gym_name);
  params.set('role', need.role);
  return `/errors/right-required?${params}`;
}

/**
 * `gymRoleDecision` of the contracts (the API guard's too) about the `gymId` parameter's gym, asked as if it had staff
 * (only staff enter its administration area), for the page's `gymRole`: a site administrator passes, so does an
 * administrator of the gym holding the role. A refusal names the gym, from the climber's `administered_gyms` or else
 * fetched, and the role.
 */
export async function gymAdminRedirect(page: GuardedPage, context: GuardContext): Promise<string | null> {
  const raw = context.params.gymId;
  const gymId = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  const known = context.user?.administered_gyms.find((gym) => gym.id === gymId)?.name;
  const decision = gymRoleDecision(context.user, { id: gymId, staffed: true, name: known }, page.gymRole);
  if (decision.allowed) return null;
  const name = decision.need.gym_name ?? (Number.isNaN(gymId) ? undefined : await fetchGymName(gymId));
  return rightRequiredPath({ ...decision.need, ...(name === undefined ? {} : { gym_name: name }) });
}
