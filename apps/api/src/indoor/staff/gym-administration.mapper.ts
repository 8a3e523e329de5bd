import { GYM_ROLES, type GymAdministrationRequest, type GymAdministrator, type GymRole } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { GymAdministrationRequestDetailRow, GymAdministratorRow } from './gym-administration.repository';

/** The roles the contracts know, should a database hold others. */
function knownRoles(roles: readonly string[]): GymRole[] {
  return roles.filter((role): role is GymRole => (GYM_ROLES as readonly string[]).includes(role));
}

/** One of the climber's administrator records (`current_users/gym_administrators.json`). */
export function toGymAdministrator(row: GymAdministratorRow): GymAdministrator {
  return {
    id: row.id,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    roles: knownRoles(row.roles),
    email_report: row.email_report,
    created_at: row.created_at.toISOString(),
  };
}

/** A request with its gym and its climber (whose account, even deleted, keeps its row: the join always finds it). */
export function toGymAdministrationRequest(row: GymAdministrationRequestDetailRow): GymAdministrationRequest {
  const climber = toContributor(row);
  if (!climber) throw new Error(`Gym administration request ${row.id} has no climber`);
  return {
    id: row.id,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name, city: row.gym_city },
    climber,
    full_name: row.full_name,
    job_title: row.job_title,
    message: row.message,
    state: row.state,
    refusal_reason: row.refusal_reason,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}
