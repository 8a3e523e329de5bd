import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

/** The administration area's team tools. */
export function gymAdminTeamRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
