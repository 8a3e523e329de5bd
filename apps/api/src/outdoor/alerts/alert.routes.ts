import { alert, alertInput, alertListQuery, alertUpdateInput } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import { createAlert, deleteAlert, getAlert, listRunningAlerts, updateAlert } from './alert.service';

const readSecurity = [{ apiAccessToken: [] }];
const writeSecurity = [{ apiAccessToken: [], bearer: [] }];

/** Alerts on crags, sectors and routes (DOMAIN.md §2): visitors read, climbers post and edit, authors remove. */
export function alertRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/alerts.json',
      {
        schema: {
          summary:
            'The alerts still running about a crag, sector or route (no end date, or ending today or later), newest first',
          tags: ['outdoor'],
          security: readSecurity,
          querystring: alertListQuery,
          response: { 200: z.array(alert) },
        },
      },
      async (request, reply) => {
        const alerts = await listRunningAlerts(context, request.query.alertable_type, request.query.alertable_id);
        reply.header('x-total-count', String(alerts.length));
        return alerts;
      },
    );

    app.post(
      '/alerts.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Post an alert about a crag, sector or route (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          body: alertInput,
          response: { 201: alert },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createAlert(context, user, request.body));
      },
    );

    app.get(
      '/alerts/:id.json',
      {
        schema: {
          summary: 'One alert, running or ended',
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          response: { 200: alert },
        },
      },
      async (request) => getAlert(context, recordId(request.params)),
    );

    app.put(
      '/alerts/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: "Change an alert's type, text or end date (recorded as a version)",
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: alertUpdateInput,
          response: { 200: alert },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateAlert(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/alerts/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Remove an alert (its author or a site administrator; recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteAlert(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
