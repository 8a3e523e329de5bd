import type { AreaFixtures } from './area-fixtures';

/** The gym administration's statistics in the authorization matrix. */
export const gymAdminStatisticsFixtures: AreaFixtures = {
  fixtures: {},
};
