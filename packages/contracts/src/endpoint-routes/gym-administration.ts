/** A gym's staff: claims and administrator records (see `../endpoint-routes.ts`). */
export const listMyGymAdministrators = { method: 'GET', path: '/current_users/gym_administrators.json' } as const;
export const listMyGymAdministrationRequests = {
  method: 'GET',
  path: '/current_users/gym_administration_requests.json',
} as const;
export const createGymAdministrationRequest = {
  method: 'POST',
  path: '/gyms/{id}/administration_requests.json',
} as const;
export const listGymAdministrationRequests = { method: 'GET', path: '/gym_administration_requests.json' } as const;
export const approveGymAdministrationRequest = {
  method: 'PUT',
  path: '/gym_administration_requests/{id}/approve.json',
} as const;
export const refuseGymAdministrationRequest = {
  method: 'PUT',
  path: '/gym_administration_requests/{id}/refuse.json',
} as const;
