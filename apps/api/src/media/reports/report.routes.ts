import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import type { MediaTargets } from '../media-targets';
import { createReport, handleReport, listReports } from './report.service';

/** Reports: climbers report what breaks the rules, the site administrators handle them. */
export function reportRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.createReport, {
      guards,
      handler: async (request, reply, user) => {
        const { created, report } = await createReport({ ...context, targets }, user, request.body);
        return reply.status(created ? 201 : 200).send(report);
      },
    });

    registerEndpoint(app, endpoints.listReports, {
      guards,
      handler: async (request, reply) => {
        const { items, total } = await listReports({ ...context, targets }, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.handleReport, {
      guards,
      handler: async (request, _reply, admin) =>
        handleReport({ ...context, targets, log: request.log }, admin, recordId(request.params), request.body.action),
    });
  };
}
