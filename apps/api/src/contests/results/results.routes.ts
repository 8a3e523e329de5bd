import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Filled by the contests' results endpoints. */
export function contestResultsRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
