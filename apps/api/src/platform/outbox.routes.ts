import { errorBody, forbiddenErrorBody, outboxEmail, outboxEmailsQuery } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { listOutbox } from './outbox.service';

/** The outbox of e-mails written while no SMTP server is configured: site administrators only. */
export function outboxRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/outbox_emails.json',
      {
        schema: {
          summary: 'E-mails kept in the outbox (no SMTP server configured), newest first; site administrators only',
          tags: ['admin'],
          security: [{ apiAccessToken: [], bearer: [] }],
          querystring: outboxEmailsQuery,
          response: {
            200: z.array(outboxEmail).describe('One page; the total is in the `X-Total-Count` header.'),
            401: errorBody,
            403: forbiddenErrorBody,
          },
        },
      },
      async (request, reply) => {
        await context.guards.requireSuperAdmin(request);
        const { emails, total } = await listOutbox(context.db, request.query);
        return reply.header('x-total-count', String(total)).send(emails);
      },
    );
  };
}
