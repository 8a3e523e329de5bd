import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { MediaTargets } from '../media-targets';
import { createLike, deleteLike, listMyLikes } from './like.service';

/** Likes on photos, videos, comments and gym routes: a signed-in climber's own. */
export function likeRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = { ...context, targets };
  return async (app) => {
    registerEndpoint(app, endpoints.createLike, {
      guards,
      handler: async (request, reply, user) => {
        const { created, state } = await createLike(media, user, request.body);
        return reply.status(created ? 201 : 200).send(state);
      },
    });

    registerEndpoint(app, endpoints.deleteLike, {
      guards,
      handler: async (request, _reply, user) =>
        deleteLike(media, user, { type: request.query.likeable_type, id: request.query.likeable_id }),
    });

    registerEndpoint(app, endpoints.listMyLikes, {
      guards,
      handler: async (_request, _reply, user) => listMyLikes(media, user),
    });
  };
}
