import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Filled by the contests' participants endpoints. */
export function contestParticipantsRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
