/** The texts of the routes' statistics (`locales/{fr,en}/gym-admin-statistics.json`). */
export const STATISTICS_NAMESPACE = 'gym-admin-statistics';
