/** The gym administration area's structure tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const createGymSpaceGroup = { method: 'POST', path: '/gyms/{id}/gym_space_groups.json' } as const;
export const getGymSpaceGroup = { method: 'GET', path: '/gym_space_groups/{id}.json' } as const;
export const updateGymSpaceGroup = { method: 'PUT', path: '/gym_space_groups/{id}.json' } as const;
export const deleteGymSpaceGroup = { method: 'DELETE', path: '/gym_space_groups/{id}.json' } as const;
export const getGymTreeStructure = { method: 'GET', path: '/gyms/{id}/tree_structure.json' } as const;
export const moveGymTreeItem = { method: 'PUT', path: '/gyms/{id}/tree_structure/move.json' } as const;
export const listGymOpeners = { method: 'GET', path: '/gyms/{id}/gym_openers.json' } as const;
export const createGymOpener = { method: 'POST', path: '/gyms/{id}/gym_openers.json' } as const;
export const getGymOpener = { method: 'GET', path: '/gym_openers/{id}.json' } as const;
export const updateGymOpener = { method: 'PUT', path: '/gym_openers/{id}.json' } as const;
export const deleteGymOpener = { method: 'DELETE', path: '/gym_openers/{id}.json' } as const;
