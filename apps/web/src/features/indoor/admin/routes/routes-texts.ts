/** The texts of the route table and its import (`locales/{fr,en}/gym-admin-routes.json`). */
export const ROUTES_NAMESPACE = 'gym-admin-routes';
