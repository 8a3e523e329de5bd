import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

export function gymAdminStatisticsRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
