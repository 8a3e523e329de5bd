import type { AreaFixtures } from './area-fixtures';

/**
 * The gym administration's dashboard in the authorization matrix: a read of the world's gym (`gyms/{id}`), with no
 * record of its own and no role (any member of the gym's team passes, the administrator without the role included).
 */
export const gymAdminDashboardFixtures: AreaFixtures = { fixtures: { getGymAdminDashboard: {} } };
