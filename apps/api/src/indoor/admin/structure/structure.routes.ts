import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

/** The administration area's structure tools. */
export function gymAdminStructureRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
