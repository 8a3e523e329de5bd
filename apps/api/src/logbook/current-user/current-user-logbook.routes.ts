import { endpoints, sessionDateParams } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { pathParams, recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { listMyAscents } from '../ascents/ascent.service';
import { listAscentPartners } from './ascent-partner.service';
import { getClimbingSession, listClimbingSessions, updateClimbingSession } from './climbing-session.service';
import { ascendedCrags } from './my-map.service';
import {
  addRouteToTickList,
  listProjects,
  listRouteStatuses,
  listTickList,
  removeRouteFromTickList,
} from './route-status.service';

/** The signed-in climber's logbook: ascents, statuses, tick list, projects, sessions, map and partners. */
export function currentUserLogbookRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.listMyAscents, {
      guards,
      handler: async (request, reply, user) => {
        const { ascents, total } = await listMyAscents(context, user, request.query);
        return withTotalCount(reply, ascents, total);
      },
    });

    registerEndpoint(app, endpoints.listMyRouteStatuses, {
      guards,
      handler: async (request, _reply, user) => listRouteStatuses(context, user, request.query),
    });

    registerEndpoint(app, endpoints.addToTickList, {
      guards,
      handler: async (request, reply, user) => {
        const { item, created } = await addRouteToTickList(context, user, recordId(request.params));
        return reply.status(created ? 201 : 200).send(item);
      },
    });

    registerEndpoint(app, endpoints.removeFromTickList, {
      guards,
      handler: async (request, reply, user) => {
        await removeRouteFromTickList(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.listMyTickList, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listTickList(context, user, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listMyProjects, {
      guards,
      handler: async (request, reply, user) => {
        const { projects, total } = await listProjects(context, user, request.query);
        return withTotalCount(reply, projects, total);
      },
    });

    registerEndpoint(app, endpoints.getMyAscendedCrags, {
      guards,
      handler: async (request, _reply, user) => ascendedCrags(context, user, request.query.minimalistic),
    });

    registerEndpoint(app, endpoints.listFollowedAscents, {
      guards,
      handler: async (_request, reply) => withTotalCount(reply, [], 0),
    });

    registerEndpoint(app, endpoints.listMySessions, {
      guards,
      handler: async (request, reply, user) => {
        const { sessions, total } = await listClimbingSessions(context, user, request.query);
        return withTotalCount(reply, sessions, total);
      },
    });

    registerEndpoint(app, endpoints.getMySession, {
      guards,
      handler: async (request, _reply, user) => {
        const { sessionDate } = pathParams(sessionDateParams, request.params);
        return getClimbingSession(context, user, sessionDate);
      },
    });

    registerEndpoint(app, endpoints.updateMySession, {
      guards,
      handler: async (request, _reply, user) => {
        const { sessionDate } = pathParams(sessionDateParams, request.params);
        return updateClimbingSession(context, user, sessionDate, request.body);
      },
    });

    registerEndpoint(app, endpoints.listAscentPartners, {
      guards,
      handler: async (request, _reply, user) => listAscentPartners(context, user, request.query.query),
    });
  };
}
