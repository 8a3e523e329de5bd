import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { pageQuery } from '../../platform/pagination';
import { recordIdParams } from '../../platform/path-params';
import {
  gymAdministratorInvitation,
  gymAdministratorInvitationInput,
  gymAdministratorInvitationTokenInput,
  gymAdministratorRolesInput,
  gymTeamMember,
} from './team';

const tags = ['indoor'] as const;
const staff = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_team_members' } as const;

/**
 * A gym's team (docs/domain/indoor.md, "Administration"): its team managers list the members, change their roles,
 * remove them and invite by e-mail; the invitee accepts or declines, by the invitation's id when it reached their
 * account, by the e-mail link's secret otherwise.
 */
export const gymTeamEndpoints = {
  listGymAdministrators: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_administrators.json',
    summary:
      "The gym's team: each administrator with their roles, longest-serving first; X-Total-Count holds their number",
    tags,
    ...staff,
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(gymTeamMember) },
  }),
  listGymAdministratorInvitations: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_administrator_invitations.json',
    summary: "The gym's invitations waiting for an answer, newest first; X-Total-Count holds their number",
    tags,
    ...staff,
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(gymAdministratorInvitation) },
  }),
  createGymAdministratorInvitation: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_administrator_invitations.json',
    summary:
      'Invite an e-mail address to the team with roles: a climber with an account there is notified, every address ' +
      'receives an e-mail whose link accepts it',
    description:
      'Answers 422 `email: [already_administrator]` when the address is the account of a team member and ' +
      '`email: [already_invited]` while an invitation to it waits for an answer.',
    tags,
    ...staff,
    params: recordIdParams,
    body: gymAdministratorInvitationInput,
    responses: { 201: gymAdministratorInvitation },
  }),
  revokeGymAdministratorInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/gym_administrator_invitations/{id}.json',
    summary: 'Revoke an invitation: its link and its card no longer accept it',
    description: 'Answers 422 `base: [not_pending]` for an invitation already answered or revoked.',
    tags,
    ...staff,
    params: recordIdParams,
    responses: { 200: gymAdministratorInvitation },
  }),
  listMyGymAdministratorInvitations: defineEndpoint({
    method: 'GET',
    path: '/current_users/gym_administrator_invitations.json',
    summary:
      'The invitations waiting for my answer: sent to my account or to its e-mail address; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(gymAdministratorInvitation) },
  }),
  acceptGymAdministratorInvitation: defineEndpoint({
    method: 'PUT',
    path: '/gym_administrator_invitations/{id}/accept.json',
    summary: "Accept an invitation sent to me: I join the gym's team with its roles",
    description: 'Answers 422 `base: [not_pending]` for an invitation already answered or revoked.',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 200: gymAdministratorInvitation },
  }),
  declineGymAdministratorInvitation: defineEndpoint({
    method: 'PUT',
    path: '/gym_administrator_invitations/{id}/decline.json',
    summary: 'Decline an invitation sent to me',
    description: 'Answers 422 `base: [not_pending]` for an invitation already answered or revoked.',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 200: gymAdministratorInvitation },
  }),
  acceptGymAdministratorInvitationByToken: defineEndpoint({
    method: 'PUT',
    path: '/gym_administrator_invitations/accept.json',
    summary:
      "Accept the invitation of an e-mail's link, whatever my account's address: I join the gym's team with its roles",
    description:
      'Answers 422 `token: [invalid]` for a secret no invitation holds and `base: [not_pending]` for an invitation ' +
      'already answered or revoked.',
    tags,
    access: 'climber',
    body: gymAdministratorInvitationTokenInput,
    responses: { 200: gymAdministratorInvitation },
  }),
  getGymAdministrator: defineEndpoint({
    method: 'GET',
    path: '/gym_administrators/{id}.json',
    summary: 'A member of the team and their roles',
    tags,
    ...staff,
    params: recordIdParams,
    responses: { 200: gymTeamMember },
  }),
  updateGymAdministrator: defineEndpoint({
    method: 'PUT',
    path: '/gym_administrators/{id}.json',
    summary: "Change a member's roles (all of them)",
    description:
      'Answers 422 `roles: [last_team_manager]` when it takes `manage_team_members` from the last member holding it.',
    tags,
    ...staff,
    params: recordIdParams,
    body: gymAdministratorRolesInput,
    responses: { 200: gymTeamMember },
  }),
  deleteGymAdministrator: defineEndpoint({
    method: 'DELETE',
    path: '/gym_administrators/{id}.json',
    summary: 'Remove a member from the team (myself included)',
    description: 'Answers 422 `roles: [last_team_manager]` for the last member holding `manage_team_members`.',
    tags,
    ...staff,
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};
