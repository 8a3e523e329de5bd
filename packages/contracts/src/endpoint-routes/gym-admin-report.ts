/** The gym administration area's report tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const switchEmailReport = { method: 'PUT', path: '/current_users/switch_email_report.json' } as const;
export const unsubscribeGymEmailReport = {
  method: 'POST',
  path: '/gym_administrators/email_report/unsubscribe.json',
} as const;
export const listMyGymSubscriptions = { method: 'GET', path: '/current_users/gym_subscriptions.json' } as const;
export const listGymSubscriptions = { method: 'GET', path: '/gyms/{id}/gym_subscriptions.json' } as const;
export const createGymSubscription = { method: 'POST', path: '/gyms/{id}/gym_subscriptions.json' } as const;
export const deleteGymSubscription = { method: 'DELETE', path: '/gym_subscriptions/{id}.json' } as const;
