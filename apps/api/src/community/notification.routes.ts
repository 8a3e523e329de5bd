import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import {
  countUnread,
  listNotifications,
  readAllNotifications,
  readNotification,
  unsubscribeNotificationEmails,
} from './notification.service';

/** The signed-in climber's notifications (spec §7 Notifications), registered under /api/v1 by buildApp. */
export function notificationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.listNotifications, {
      guards,
      handler: async (request, reply, user) => {
        const { notifications, total } = await listNotifications(context, user.id, request.query);
        return reply.header('x-total-count', String(total)).send(notifications);
      },
    });

    registerEndpoint(app, endpoints.countUnreadNotifications, {
      guards,
      handler: async (_request, _reply, user) => countUnread(context, user.id),
    });

    registerEndpoint(app, endpoints.readAllNotifications, {
      guards,
      handler: async (_request, reply, user) => {
        await readAllNotifications(context, user.id);
        return reply.status(204).send(null);
      },
    });

    // The link of a notification e-mail: no sign-in, the token names the climber and the kind of e-mail.
    registerEndpoint(app, endpoints.unsubscribeNotificationEmails, {
      handler: async (request) => unsubscribeNotificationEmails(context, request.body.token),
    });

    registerEndpoint(app, endpoints.readNotification, {
      guards,
      handler: async (request, _reply, user) => readNotification(context, user.id, request.params.id),
    });
  };
}
