import { gymAdminDashboardEndpoints } from './dashboard.endpoints';
import { gymGradeEndpoints } from './grades.endpoints';
import { gymLabelTemplateEndpoints } from './label-templates.endpoints';
import { gymOpeningSheetEndpoints } from './opening-sheets.endpoints';
import { gymReportEndpoints } from './report.endpoints';
import { gymRouteStatisticsEndpoints } from './route-statistics.endpoints';
import { gymRouteTableEndpoints } from './route-table.endpoints';
import { gymStructureEndpoints } from './structure.endpoints';
import { gymTeamEndpoints } from './team.endpoints';

/** The gym's administration area (docs/domain/indoor.md, "Administration"). */
export const gymAdminEndpoints = {
  ...gymAdminDashboardEndpoints,
  ...gymTeamEndpoints,
  ...gymGradeEndpoints,
  ...gymStructureEndpoints,
  ...gymReportEndpoints,
  ...gymRouteTableEndpoints,
  ...gymRouteStatisticsEndpoints,
  ...gymOpeningSheetEndpoints,
  ...gymLabelTemplateEndpoints,
};
