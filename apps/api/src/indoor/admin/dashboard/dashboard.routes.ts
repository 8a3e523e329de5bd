import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

/** The administration area's dashboard tools. */
export function gymAdminDashboardRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
