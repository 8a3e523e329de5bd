/** The gym administration area's dashboard tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const getGymAdminDashboard = { method: 'GET', path: '/gyms/{id}/admin_dashboard.json' } as const;
