import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import {
  type ClimberErasure,
  deleteCurrentUser,
  getCurrentUser,
  updateCurrentUser,
  updatePassword,
} from './current-user.service';
import { currentUserImageRoutes } from './current-user-image.routes';

/**
 * The signed-in climber (spec §7 Current user), registered under /api/v1 by buildApp; `erasures` are what other
 * domains erase of a climber whose account is deleted (composition.ts).
 */
export function currentUserRoutes(
  context: AppContext,
  erasures: readonly ClimberErasure[] = [],
): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.getCurrentUser, {
      guards,
      handler: async (_request, _reply, user) => getCurrentUser(context, user),
    });

    registerEndpoint(app, endpoints.updateCurrentUser, {
      guards,
      handler: async (request, _reply, user) => updateCurrentUser(context, user, request.body.user),
    });

    registerEndpoint(app, endpoints.updatePassword, {
      guards,
      handler: async (request, reply, user) => {
        await updatePassword(context, user.id, request.body.user, request.ip);
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.deleteCurrentUser, {
      guards,
      handler: async (request, reply, user) => {
        await deleteCurrentUser({ ...context, log: request.log }, user.id, request.body.password, request.ip, erasures);
        return reply.status(204).send(null);
      },
    });

    await app.register(currentUserImageRoutes(context));
  };
}
