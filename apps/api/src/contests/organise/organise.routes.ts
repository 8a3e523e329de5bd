import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Filled by the contests' organise endpoints. */
export function contestOrganiseRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
