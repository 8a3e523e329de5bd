import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { sendSerializedAnswers } from '../../lib/serialized-answer';
import {
  createGymAscent,
  deleteGymAscent,
  getGymAscent,
  listMyGymAscents,
  updateGymAscent,
} from './gym-ascent.service';
import { gymLevelProgress, listGymRouteStatuses } from './gym-progress.service';
import { currentUserIndoorAnalytics } from './indoor-analytics.service';

/**
 * Indoor ascents (docs/decisions/040): logged, read, edited and deleted by their author only, as the crag ones; the
 * climber's list, indoor analytics, progress per colour level of a gym and statuses on a gym's routes.
 */
export function indoorLogbookRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    // The analytics come with the JSON text they were cached as (analytics-cache.ts): sent as they are.
    sendSerializedAnswers(app, [endpoints.getMyIndoorAnalytiks]);

    registerEndpoint(app, endpoints.createGymAscent, {
      guards,
      handler: async (request, reply, user) => {
        const { ascent, created } = await createGymAscent(context, user, request.body);
        return reply.status(created ? 201 : 200).send(ascent);
      },
    });

    registerEndpoint(app, endpoints.getGymAscent, {
      guards,
      handler: async (request, _reply, user) => getGymAscent(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.updateGymAscent, {
      guards,
      handler: async (request, _reply, user) => updateGymAscent(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteGymAscent, {
      guards,
      handler: async (request, reply, user) => {
        await deleteGymAscent(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.listMyGymAscents, {
      guards,
      handler: async (request, reply, user) => {
        const { ascents, total } = await listMyGymAscents(context, user, request.query);
        return withTotalCount(reply, ascents, total);
      },
    });

    registerEndpoint(app, endpoints.getMyIndoorAnalytiks, {
      guards,
      handler: async (request, _reply, user) => currentUserIndoorAnalytics(context, user, request.query),
    });

    registerEndpoint(app, endpoints.getMyGymLevelProgress, {
      guards,
      handler: async (request, _reply, user) => gymLevelProgress(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.listMyGymRouteStatuses, {
      guards,
      handler: async (request, _reply, user) => listGymRouteStatuses(context, user, request.query),
    });
  };
}
