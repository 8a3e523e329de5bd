import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import { listOutbox } from './outbox.service';

/** The outbox of e-mails written while no SMTP server is configured: site administrators only. */
export function outboxRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.listOutboxEmails, {
      guards: context.guards,
      handler: async (request, reply) => {
        const { emails, total } = await listOutbox(context.db, request.query);
        return reply.header('x-total-count', String(total)).send(emails);
      },
    });
  };
}
