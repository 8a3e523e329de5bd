import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { createAlert, deleteAlert, getAlert, listRunningAlerts, updateAlert } from './alert.service';

/** Alerts on crags, sectors and routes (docs/domain/outdoor.md): visitors read, climbers post and edit, authors remove. */
export function alertRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.listAlerts, {
      handler: async (request, reply) => {
        const alerts = await listRunningAlerts(context, request.query.alertable_type, request.query.alertable_id);
        return withTotalCount(reply, alerts, alerts.length);
      },
    });

    registerEndpoint(app, endpoints.createAlert, {
      guards,
      handler: async (request, reply, user) => reply.status(201).send(await createAlert(context, user, request.body)),
    });

    registerEndpoint(app, endpoints.getAlert, {
      handler: async (request) => getAlert(context, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.updateAlert, {
      guards,
      handler: async (request, _reply, user) => updateAlert(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteAlert, {
      guards,
      handler: async (request, reply, user) => {
        await deleteAlert(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
