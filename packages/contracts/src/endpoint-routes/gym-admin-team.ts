/** The gym administration area's team tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listGymAdministrators = { method: 'GET', path: '/gyms/{id}/gym_administrators.json' } as const;
export const listGymAdministratorInvitations = {
  method: 'GET',
  path: '/gyms/{id}/gym_administrator_invitations.json',
} as const;
export const createGymAdministratorInvitation = {
  method: 'POST',
  path: '/gyms/{id}/gym_administrator_invitations.json',
} as const;
export const revokeGymAdministratorInvitation = {
  method: 'DELETE',
  path: '/gym_administrator_invitations/{id}.json',
} as const;
export const listMyGymAdministratorInvitations = {
  method: 'GET',
  path: '/current_users/gym_administrator_invitations.json',
} as const;
export const acceptGymAdministratorInvitation = {
  method: 'PUT',
  path: '/gym_administrator_invitations/{id}/accept.json',
} as const;
export const declineGymAdministratorInvitation = {
  method: 'PUT',
  path: '/gym_administrator_invitations/{id}/decline.json',
} as const;
export const acceptGymAdministratorInvitationByToken = {
  method: 'PUT',
  path: '/gym_administrator_invitations/accept.json',
} as const;
export const getGymAdministrator = { method: 'GET', path: '/gym_administrators/{id}.json' } as const;
export const updateGymAdministrator = { method: 'PUT', path: '/gym_administrators/{id}.json' } as const;
export const deleteGymAdministrator = { method: 'DELETE', path: '/gym_administrators/{id}.json' } as const;
