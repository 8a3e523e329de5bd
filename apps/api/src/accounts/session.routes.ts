import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

/** Routes of this resource, registered under /api/v1 by buildApp. */
export function sessionRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
