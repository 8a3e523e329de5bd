import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { staffGuards } from '../../../lib/staff-guards';
import { getGymRouteStatistics } from './statistics.service';

/**
 * The routes' statistics, for the gym's staff managing opening and site administrators: the role checked before the
 * filters are, on the gym the path names.
 */
export function gymAdminStatisticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym } = staffGuards(guards);
  return async (app) => {
    registerEndpoint(app, endpoints.getGymRouteStatistics, {
      guards,
      preValidation: onGym(endpoints.getGymRouteStatistics),
      handler: async (request) => getGymRouteStatistics(context, recordId(request.params), request.query),
    });
  };
}
