/** The route table: every route of the gym, batch changes, cell edits and the CSV import: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const getGymRouteTable = { method: 'GET', path: '/gyms/{id}/route_table.json' } as const;
export const dismountGymRoutes = { method: 'PUT', path: '/gyms/{id}/route_table/dismount.json' } as const;
export const remountGymRoutes = { method: 'PUT', path: '/gyms/{id}/route_table/remount.json' } as const;
export const moveGymRoutes = { method: 'PUT', path: '/gyms/{id}/route_table/move.json' } as const;
export const createGymRoutes = { method: 'POST', path: '/gyms/{id}/route_table/routes.json' } as const;
export const updateGymRouteTableRow = { method: 'PUT', path: '/gym_routes/{id}/table_row.json' } as const;
export const previewGymRouteImport = { method: 'POST', path: '/gyms/{id}/gym_route_imports/preview.json' } as const;
export const importGymRoutes = { method: 'POST', path: '/gyms/{id}/gym_route_imports.json' } as const;
