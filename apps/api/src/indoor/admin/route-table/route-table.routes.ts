import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

export function gymAdminRouteTableRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
