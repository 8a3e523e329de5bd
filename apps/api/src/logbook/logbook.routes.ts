import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { analyticsRoutes } from './analytics/analytics.routes';
import { ascentRoutes } from './ascents/ascent.routes';
import { csvRoutes } from './csv/csv.routes';
import { currentUserLogbookRoutes } from './current-user/current-user-logbook.routes';
import { indoorLogbookRoutes } from './indoor/indoor-logbook.routes';

/**
 * The logbook's API (docs/domain/ascents.md): ascents, tick lists, projects, climbing sessions, the climber's
 * map, analytics, the CSV export and import, and the indoor ascents with their analytics and progress.
 */
export function logbookRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(ascentRoutes(context));
    await api.register(currentUserLogbookRoutes(context));
    await api.register(analyticsRoutes(context));
    await api.register(csvRoutes(context));
    await api.register(indoorLogbookRoutes(context));
  };
}
