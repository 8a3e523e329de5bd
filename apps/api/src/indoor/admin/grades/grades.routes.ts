import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

/** The administration area's grades tools. */
export function gymAdminGradesRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
