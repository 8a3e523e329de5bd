import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import {
  approveGymAdministrationRequest,
  createGymAdministrationRequest,
  listGymAdministrationRequests,
  listMyGymAdministrationRequests,
  listMyGymAdministrators,
  refuseGymAdministrationRequest,
} from './gym-administration.service';

/** A gym's staff: climbers' requests to administer a gym, the site administrators' answers, the climber's records. */
export function gymAdministrationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.listMyGymAdministrators, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyGymAdministrators(context, user.id, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listMyGymAdministrationRequests, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyGymAdministrationRequests(context, user.id, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.createGymAdministrationRequest, {
      guards,
      handler: async (request, reply, user) =>
        reply
          .status(201)
          .send(await createGymAdministrationRequest(context, user, recordId(request.params), request.body)),
    });

    registerEndpoint(app, endpoints.listGymAdministrationRequests, {
      guards,
      handler: async (request, reply) => {
        const { items, total } = await listGymAdministrationRequests(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.approveGymAdministrationRequest, {
      guards,
      handler: async (request, _reply, user) =>
        approveGymAdministrationRequest(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.refuseGymAdministrationRequest, {
      guards,
      handler: async (request, _reply, user) =>
        refuseGymAdministrationRequest(context, user, recordId(request.params), request.body.reason),
    });
  };
}
