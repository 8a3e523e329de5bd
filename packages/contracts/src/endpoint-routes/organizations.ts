/** Organizations and their API keys: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listMyOrganizations = { method: 'GET', path: '/current_users/organizations.json' } as const;
export const createOrganization = { method: 'POST', path: '/organizations.json' } as const;
export const getOrganization = { method: 'GET', path: '/organizations/{id}.json' } as const;
export const updateOrganization = { method: 'PUT', path: '/organizations/{id}.json' } as const;
export const regenerateOrganizationKey = { method: 'POST', path: '/organizations/{id}/api_access_token.json' } as const;
