import { gymAdminDashboardEndpoints } from './dashboard.endpoints';
import { gymGradeEndpoints } from './grades.endpoints';
import { gymReportEndpoints } from './report.endpoints';
import { gymStructureEndpoints } from './structure.endpoints';
import { gymTeamEndpoints } from './team.endpoints';

/** The gym's administration area (docs/domain/indoor.md, "Administration"). */
export const gymAdminEndpoints = {
  ...gymAdminDashboardEndpoints,
  ...gymTeamEndpoints,
  ...gymGradeEndpoints,
  ...gymStructureEndpoints,
  ...gymReportEndpoints,
};
