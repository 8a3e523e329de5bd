import { z } from 'zod';
import { contributor, recordRef } from '../../outdoor/wiki';
import { GYM_ROLES } from '../../platform/gym-roles';
import { text } from '../../platform/validation';
import { gymAdministrator } from '../gym-administration';

/*
 * A gym's team (docs/domain/indoor.md, "Administration"): its administrators with their roles, and the invitations
 * its team managers send by e-mail, which the invitee accepts or declines.
 */

/** What becomes of an invitation: answered by the invitee, or revoked by the team before. */
export const GYM_INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type GymInvitationState = (typeof GYM_INVITATION_STATES)[number];

/** A member of the team as the team's page lists them: their administrator record and who they are. */
export const gymTeamMember = gymAdministrator.extend({
  climber: contributor.extend({ avatar_url: z.string().nullable() }),
});
export type GymTeamMember = z.infer<typeof gymTeamMember>;

/** An invitation to join a gym's team, as the team and the invitee read it (its token never leaves the e-mail). */
export const gymAdministratorInvitation = z.object({
  id: z.number().int(),
  gym: recordRef,
  email: z.string(),
  roles: z.array(z.enum(GYM_ROLES)),
  state: z.enum(GYM_INVITATION_STATES),
  /** Who sent it; null once their account is gone. */
  invited_by: contributor.nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type GymAdministratorInvitation = z.infer<typeof gymAdministratorInvitation>;

/** The roles of a team member or an invitation: at least one, each once. */
const roles = z.array(z.enum(GYM_ROLES)).min(1).max(GYM_ROLES.length);

/** `POST gyms/{id}/gym_administrator_invitations.json`: the address invited and the roles it will hold. */
export const gymAdministratorInvitationInput = z.strictObject({
  email: text().trim().min(1).max(255).pipe(z.email()),
  roles,
});
export type GymAdministratorInvitationInput = z.infer<typeof gymAdministratorInvitationInput>;

/** `PUT gym_administrators/{id}.json`: the member's roles, all of them. */
export const gymAdministratorRolesInput = z.strictObject({ roles });
export type GymAdministratorRolesInput = z.infer<typeof gymAdministratorRolesInput>;

/** `PUT gym_administrator_invitations/accept.json`: the secret of the e-mail's link. */
export const gymAdministratorInvitationTokenInput = z.strictObject({ token: text().trim().min(1).max(100) });
export type GymAdministratorInvitationTokenInput = z.infer<typeof gymAdministratorInvitationTokenInput>;
