import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

/** The administration area's report tools. */
export function gymAdminReportRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
