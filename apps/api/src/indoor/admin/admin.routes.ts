import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { gymAdminDashboardRoutes } from './dashboard/dashboard.routes';
import { gymAdminGradesRoutes } from './grades/grades.routes';
import { gymAdminLabelRoutes } from './labels/labels.routes';
import { gymAdminOpeningSheetRoutes } from './opening-sheets/opening-sheets.routes';
import { gymAdminReportRoutes } from './report/report.routes';
import { gymAdminRouteTableRoutes } from './route-table/route-table.routes';
import { gymAdminStatisticsRoutes } from './statistics/statistics.routes';
import { gymAdminStructureRoutes } from './structure/structure.routes';
import { gymAdminTeamRoutes } from './team/team.routes';

/**
 * The gym's administration area (docs/domain/indoor.md, "Administration"): its dashboard and first steps, its team
 * and invitations, grades and levels, structure and openers, the weekly report and the plans.
 */
export function gymAdminRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(gymAdminDashboardRoutes(context));
    await api.register(gymAdminTeamRoutes(context));
    await api.register(gymAdminGradesRoutes(context));
    await api.register(gymAdminStructureRoutes(context));
    await api.register(gymAdminReportRoutes(context));
    await api.register(gymAdminRouteTableRoutes(context));
    await api.register(gymAdminStatisticsRoutes(context));
    await api.register(gymAdminOpeningSheetRoutes(context));
    await api.register(gymAdminLabelRoutes(context));
  };
}
