import { currentUser, deleteCurrentUserBody, updateCurrentUserBody, updatePasswordBody } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { deleteCurrentUser, getCurrentUser, updateCurrentUser, updatePassword } from './current-user.service';
import { currentUserImageRoutes } from './current-user-image.routes';

const security = [{ apiAccessToken: [], bearer: [] }];

/** The signed-in climber (spec §7 Current user), registered under /api/v1 by buildApp. */
export function currentUserRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/current_users.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'The signed-in climber: profile, settings, rights and socket token',
          tags: ['current_users'],
          security,
          response: { 200: currentUser },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return getCurrentUser(context, user.id);
      },
    );

    app.put(
      '/current_users.json',
      {
        onRequest: signedIn,
        schema: {
          summary: "Change the climber's profile and settings (every field optional)",
          description:
            'E-mail unique whatever its case (`taken`); `grade_max_value` not below `grade_min_value` (`too_small`); ' +
            'minors cannot turn partner search on (`partner_search: invalid`) and a date of birth making the climber ' +
            'a minor turns it off; unknown fields are refused.',
          tags: ['current_users'],
          security,
          body: updateCurrentUserBody,
          response: { 200: currentUser },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateCurrentUser(context, user.id, request.body.user);
      },
    );

    app.put(
      '/current_users/update_password.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Change the password (current one required); ends every session and changes the socket token',
          tags: ['current_users'],
          security,
          body: updatePasswordBody,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await updatePassword(context, user.id, request.body.user);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/current_users.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Delete the account (password required): personal data erased, shared content kept without the name',
          tags: ['current_users'],
          security,
          body: deleteCurrentUserBody,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteCurrentUser({ ...context, log: request.log }, user.id, request.body.password);
        return reply.status(204).send(null);
      },
    );

    await app.register(currentUserImageRoutes(context));
  };
}
