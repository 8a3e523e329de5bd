import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendSerializedAnswers } from '../../lib/serialized-answer';
import { climberAnalytics, currentUserAnalytics } from './analytics.service';

/** Outdoor analytics ("analytiks", docs/domain/ascents.md): the charts and figures of a climber's ascents. */
export function analyticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    // The answers come with the JSON text they were cached as (analytics-cache.ts): sent as they are.
    sendSerializedAnswers(app, [endpoints.getMyAnalytiks, endpoints.getClimberAnalytiks]);
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
