import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { getGymAdminDashboard } from './dashboard.service';

/**
 * The administration area's home: a gym's dashboard, for any administrator of the gym whatever their roles (the
 * endpoint names no role) and site administrators; checked before anything else is, as `access` is.
 */
export function gymAdminDashboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.getGymAdminDashboard, {
      guards,
      preValidation: async (request) => {
        await guards.requireGymAdministrator(request, recordId(request.params as { id: string }));
      },
      handler: async (request) => getGymAdminDashboard(context, recordId(request.params)),
    });
  };
}
