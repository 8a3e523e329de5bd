import type { GymAdministrator, GymAdministratorInvitation, GymRole, GymTeamMember } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../../lib/endpoint-client';
import { queryClient } from '../../../../../lib/query-client';
import { loadCurrentUser } from '../../../../../platform/session/session';

/** A team is a handful of people: one page holds it, and its pending invitations. */
const TEAM_READ = 100;

export const teamKeys = {
  members: (gymId: number) => ['gym_team', gymId, 'members'] as const,
  invitations: (gymId: number) => ['gym_team', gymId, 'invitations'] as const,
  member: (id: number) => ['gym_team', 'member', id] as const,
  mine: ['gym_team', 'my_invitations'] as const,
};

/** `GET gyms/{id}/gym_administrators.json`: the team, longest-serving first. */
export function useTeam(gymId: number) {
  return useQuery({
    queryKey: teamKeys.members(gymId),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymAdministrators, {
        params: { id: gymId },
        query: { page: 1, per_page: TEAM_READ },
        signal,
      }),
  });
}

/** `GET gyms/{id}/gym_administrator_invitations.json`: those waiting for an answer. */
export function usePendingInvitations(gymId: number) {
  return useQuery({
    queryKey: teamKeys.invitations(gymId),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymAdministratorInvitations, {
        params: { id: gymId },
        query: { page: 1, per_page: TEAM_READ },
        signal,
      }),
  });
}

/** `GET gym_administrators/{id}.json`. */
export function useTeamMember(id: number) {
  return useQuery({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymAdministrator, { params: { id }, signal }),
  });
}

/** `GET current_users/gym_administrator_invitations.json`: read after hydration, the gym's page being shared. */
export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.mine,
    queryFn: async ({ signal }) =>
      (
        await callListEndpoint(endpoint.listMyGymAdministratorInvitations, {
          query: { page: 1, per_page: TEAM_READ },
          signal,
        })
      ).items,
    enabled,
  });
}

function refreshTeam(gymId: number) {
  void queryClient.invalidateQueries({ queryKey: ['gym_team', gymId] });
}

/** `POST gyms/{id}/gym_administrator_invitations.json`: the list shows it on return. */
export async function inviteToTeam(
  gymId: number,
  body: { email: string; roles: GymRole[] },
): Promise<GymAdministratorInvitation> {
  const sent = await callEndpoint(endpoint.createGymAdministratorInvitation, { params: { id: gymId }, body });
  refreshTeam(gymId);
  return sent;
}

/** `DELETE gym_administrator_invitations/{id}.json`. */
export async function revokeInvitation(gymId: number, id: number): Promise<void> {
  await callEndpoint(endpoint.revokeGymAdministratorInvitation, { params: { id } });
  refreshTeam(gymId);
}

/** `PUT gym_administrators/{id}.json`; the session reloads when the member is the signed-in climber. */
export async function updateMemberRoles(member: GymTeamMember, roles: GymRole[]): Promise<GymTeamMember> {
  const saved = await callEndpoint(endpoint.updateGymAdministrator, { params: { id: member.id }, body: { roles } });
  queryClient.setQueryData(teamKeys.member(member.id), saved);
  refreshTeam(member.gym.id);
  await loadCurrentUser();
  return saved;
}

/** `PUT current_users/switch_email_report.json`: the member's own weekly report, on or off. */
export async function switchEmailReport(gymId: number, id: number): Promise<GymAdministrator> {
  const saved = await callEndpoint(endpoint.switchEmailReport, { body: { gym_administrator: { id } } });
  refreshTeam(gymId);
  return saved;
}

/** After an answer: the invitations again, and the session's administered gyms when the climber joined. */
async function afterAnswer(joined: boolean) {
  void queryClient.invalidateQueries({ queryKey: teamKeys.mine });
  if (joined) await loadCurrentUser();
}

export async function acceptInvitation(id: number): Promise<GymAdministratorInvitation> {
  const answer = await callEndpoint(endpoint.acceptGymAdministratorInvitation, { params: { id } });
  await afterAnswer(true);
  return answer;
}

export async function declineInvitation(id: number): Promise<GymAdministratorInvitation> {
  const answer = await callEndpoint(endpoint.declineGymAdministratorInvitation, { params: { id } });
  await afterAnswer(false);
  return answer;
}

/** `PUT gym_administrator_invitations/accept.json`: the e-mail link's secret. */
export async function acceptInvitationByToken(token: string): Promise<GymAdministratorInvitation> {
  const answer = await callEndpoint(endpoint.acceptGymAdministratorInvitationByToken, { body: { token } });
  await afterAnswer(true);
  return answer;
}

/** `DELETE gym_administrators/{id}.json`; the session reloads (the member may be the signed-in climber). */
export async function removeMember(member: GymTeamMember): Promise<void> {
  await callEndpoint(endpoint.deleteGymAdministrator, { params: { id: member.id } });
  refreshTeam(member.gym.id);
  await loadCurrentUser();
}
