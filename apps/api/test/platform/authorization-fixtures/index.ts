import type { AreaFixtures } from './area-fixtures';
import { gymAdminDashboardFixtures } from './gym-admin-dashboard';
import { gymAdminGradesFixtures } from './gym-admin-grades';
import { gymAdminReportFixtures } from './gym-admin-report';
import { gymAdminStructureFixtures } from './gym-admin-structure';
import { gymAdminTeamFixtures } from './gym-admin-team';

export type { AreaFixtures, CallSetup, Fixture } from './area-fixtures';

/** The areas whose records and calls the matrix takes from their own files. */
export const AREA_FIXTURES: readonly AreaFixtures[] = [
  gymAdminDashboardFixtures,
  gymAdminTeamFixtures,
  gymAdminGradesFixtures,
  gymAdminStructureFixtures,
  gymAdminReportFixtures,
];
