/** The routes' statistics: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const getGymRouteStatistics = { method: 'GET', path: '/gyms/{id}/route_statistics.json' } as const;
