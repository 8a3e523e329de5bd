import { analytiksQuery, forbiddenErrorBody, outdoorAnalytiks } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { climberAnalytiks, currentUserAnalytiks } from './analytiks.service';

const tags = ['logbook'];
const readSecurity = [{ apiAccessToken: [] }];
const signedInSecurity = [{ apiAccessToken: [], bearer: [] }];

const userSlugParams = z.object({ userSlug: z.string().min(1).max(140) });

/** Outdoor analytics ("analytiks", DOMAIN.md §3): the charts and figures of a climber's ascents. */
export function analyticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/current_users/outdoor_analytiks.json',
      {
        onRequest: signedIn,
        schema: {
          summary:
            'My outdoor analytics: ascents by climbing type, by grade bucket (1a … 9c), hardest grade per year and type, per month and per year, and figures (countries, regions, crags, ascents, metres, hardest grade). Filters as the ascent list; every status but `project` by default',
          tags,
          security: signedInSecurity,
          querystring: analytiksQuery,
          response: { 200: outdoorAnalytiks },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return currentUserAnalytiks(context, user, request.query);
      },
    );

    app.get(
      '/users/:userSlug/outdoor_analytiks.json',
      {
        schema: {
          summary:
            "A climber's outdoor analytics (same shape and filters as mine): 403 `private_ascents` when they keep their outdoor ascents private, 404 for an unknown climber",
          tags,
          security: readSecurity,
          params: userSlugParams,
          querystring: analytiksQuery,
          response: { 200: outdoorAnalytiks, 403: forbiddenErrorBody },
        },
      },
      async (request) => {
        const viewer = await context.guards.optionalUser(request);
        return climberAnalytiks(context, viewer, request.params.userSlug, request.query);
      },
    );
  };
}
