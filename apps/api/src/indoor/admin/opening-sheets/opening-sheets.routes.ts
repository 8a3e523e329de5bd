import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';

export function gymAdminOpeningSheetRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
