/** Label templates and the labels they print: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listGymLabelTemplates = { method: 'GET', path: '/gyms/{id}/gym_label_templates.json' } as const;
export const createGymLabelTemplate = { method: 'POST', path: '/gyms/{id}/gym_label_templates.json' } as const;
export const getGymLabelTemplate = { method: 'GET', path: '/gym_label_templates/{id}.json' } as const;
export const updateGymLabelTemplate = { method: 'PUT', path: '/gym_label_templates/{id}.json' } as const;
export const deleteGymLabelTemplate = { method: 'DELETE', path: '/gym_label_templates/{id}.json' } as const;
export const getGymLabelPrint = { method: 'GET', path: '/gym_label_templates/{id}/print.json' } as const;
