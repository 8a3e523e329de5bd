import type { AreaFixtures } from './area-fixtures';
import { contestsOrganiseFixtures } from './contests-organise';
import { contestsParticipationFixtures } from './contests-participation';
import { gymAdminDashboardFixtures } from './gym-admin-dashboard';
import { gymAdminGradesFixtures } from './gym-admin-grades';
import { gymAdminLabelFixtures } from './gym-admin-labels';
import { gymAdminOpeningSheetFixtures } from './gym-admin-opening-sheets';
import { gymAdminReportFixtures } from './gym-admin-report';
import { gymAdminRouteTableFixtures } from './gym-admin-route-table';
import { gymAdminStatisticsFixtures } from './gym-admin-statistics';
import { gymAdminStructureFixtures } from './gym-admin-structure';
import { gymAdminTeamFixtures } from './gym-admin-team';
import { gymModerationFixtures } from './gym-moderation';

export type { AreaFixtures, CallSetup, Fixture } from './area-fixtures';

/** The areas whose records and calls the matrix takes from their own files. */
export const AREA_FIXTURES: readonly AreaFixtures[] = [
  gymAdminDashboardFixtures,
  gymAdminTeamFixtures,
  gymAdminGradesFixtures,
  gymAdminStructureFixtures,
  gymAdminReportFixtures,
  gymAdminRouteTableFixtures,
  gymAdminStatisticsFixtures,
  gymAdminOpeningSheetFixtures,
  gymAdminLabelFixtures,
  gymModerationFixtures,
  contestsOrganiseFixtures,
  contestsParticipationFixtures,
];
