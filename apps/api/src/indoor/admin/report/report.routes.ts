import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import {
  createGymSubscription,
  deleteGymSubscription,
  listGymSubscriptions,
  listMyGymSubscriptions,
  switchEmailReport,
  unsubscribeGymEmailReport,
} from './report.service';

/**
 * The administration area's report tools: the climber's switch of each record's weekly report, the report's one-click
 * way out (no sign-in: the token names the record), and the gyms' plans (site administrators record them; the staff
 * holding `manage_subscription` read theirs).
 */
export function gymAdminReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.switchEmailReport, {
      guards,
      handler: async (request, _reply, user) => switchEmailReport(context, user.id, request.body.gym_administrator.id),
    });

    registerEndpoint(app, endpoints.unsubscribeGymEmailReport, {
      handler: async (request) => unsubscribeGymEmailReport(context, request.body.token),
    });

    registerEndpoint(app, endpoints.listMyGymSubscriptions, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyGymSubscriptions(context, user.id, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listGymSubscriptions, {
      guards,
      handler: async (request, reply) => {
        const { items, total } = await listGymSubscriptions(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.createGymSubscription, {
      guards,
      handler: async (request, reply, user) =>
        reply.status(201).send(await createGymSubscription(context, user.id, recordId(request.params), request.body)),
    });

    registerEndpoint(app, endpoints.deleteGymSubscription, {
      guards,
      handler: async (request, reply) => {
        await deleteGymSubscription(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
