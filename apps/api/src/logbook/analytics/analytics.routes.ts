import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { climberAnalytics, currentUserAnalytics } from './analytics.service';

/** Outdoor analytics ("analytiks", docs/domain/ascents.md): the charts and figures of a climber's ascents. */
export function analyticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.getMyAnalytiks, {
      guards,
      handler: async (request, _reply, user) => currentUserAnalytics(context, user, request.query),
    });

    registerEndpoint(app, endpoints.getClimberAnalytiks, {
      handler: async (request) => {
        const viewer = await guards.optionalUser(request);
        return climberAnalytics(context, viewer, request.params.userSlug, request.query);
      },
    });
  };
}
