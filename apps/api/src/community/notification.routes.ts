import { notification, notificationParams, notificationsQuery, notificationsUnreadCount } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { countUnread, listNotifications, readAllNotifications, readNotification } from './notification.service';

const security = [{ apiAccessToken: [], bearer: [] }];

/** The signed-in climber's notifications (spec §7 Notifications), registered under /api/v1 by buildApp. */
export function notificationRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/notifications.json',
      {
        onRequest: signedIn,
        schema: {
          summary: "The climber's notifications, newest first (unread only by default); X-Total-Count holds the total",
          tags: ['community'],
          security,
          querystring: notificationsQuery,
          response: { 200: z.array(notification) },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { notifications, total } = await listNotifications(context, user.id, request.query);
        reply.header('x-total-count', String(total));
        return notifications;
      },
    );

    app.get(
      '/notifications/unread_count.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'How many unread notifications the climber has (a bare number)',
          tags: ['community'],
          security,
          response: { 200: notificationsUnreadCount },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return countUnread(context, user.id);
      },
    );

    app.put(
      '/notifications/read_all.json',
      {
        onRequest: signedIn,
        schema: {
          summary: "Marks all the climber's notifications read",
          tags: ['community'],
          security,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await readAllNotifications(context, user.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/notifications/:id/read.json',
      {
        onRequest: signedIn,
        schema: {
          summary: "Marks one of the climber's notifications read (another climber's answers 404)",
          tags: ['community'],
          security,
          params: notificationParams,
          response: { 200: notification },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return readNotification(context, user.id, request.params.id);
      },
    );
  };
}
