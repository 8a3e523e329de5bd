import { GYM_ROLES, type GymAdministratorInvitation, type GymRole, type GymTeamMember } from '@climb/contracts';
import { toContributor } from '../../../lib/contributor';
import { variantKey } from '../../../media/image-variants';
import type { FileUrl } from '../../gyms/gym.mapper';
import type { InvitationRow, TeamMemberRow } from './team.repository';

/** The roles the contracts know, should a database hold others. */
function knownRoles(roles: readonly string[]): GymRole[] {
  return roles.filter((role): role is GymRole => (GYM_ROLES as readonly string[]).includes(role));
}

/** A member of the team: their record, their gym and who they are, with their portrait's thumbnail. */
export function toGymTeamMember(row: TeamMemberRow, url: FileUrl): GymTeamMember {
  return {
    id: row.id,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    roles: knownRoles(row.roles),
    email_report: row.email_report,
    created_at: row.created_at.toISOString(),
    climber: {
      uuid: row.climber_uuid,
      name: `${row.climber_first_name} ${row.climber_last_name ?? ''}`.trim(),
      slug_name: row.climber_slug_name,
      avatar_url: row.climber_avatar_key ? url(variantKey(row.climber_avatar_key, 'thumbnail')) : null,
    },
  };
}

/** An invitation, without its token's hash. */
export function toGymAdministratorInvitation(row: InvitationRow): GymAdministratorInvitation {
  return {
    id: row.id,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    email: row.email,
    roles: knownRoles(row.roles),
    state: row.state,
    invited_by: toContributor(row),
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}
