/** Opening sheets: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listGymOpeningSheets = { method: 'GET', path: '/gyms/{id}/gym_opening_sheets.json' } as const;
export const createGymOpeningSheet = { method: 'POST', path: '/gyms/{id}/gym_opening_sheets.json' } as const;
export const getGymOpeningSheet = { method: 'GET', path: '/gym_opening_sheets/{id}.json' } as const;
export const updateGymOpeningSheet = { method: 'PUT', path: '/gym_opening_sheets/{id}.json' } as const;
export const updateGymOpeningSheetCell = { method: 'PUT', path: '/gym_opening_sheets/{id}/cells.json' } as const;
export const deleteGymOpeningSheet = { method: 'DELETE', path: '/gym_opening_sheets/{id}.json' } as const;
