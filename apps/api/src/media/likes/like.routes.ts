import { endpoints, type MyLikes } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { etagMatches } from '../../lib/etag';
import { bodyEtag } from '../../lib/prepared-body';
import type { MediaTargets } from '../media-targets';
import { createLike, deleteLike, listMyLikesJson } from './like.service';

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

    // Sent as the database wrote it, with its ETag: a session that asks again with it gets a 304.
    registerEndpoint(app, endpoints.listMyLikes, {
      guards,
      handler: async (request, reply, user) => {
        const body = await listMyLikesJson(media, user);
        const etag = bodyEtag(body);
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        // Already serialized by the database: Fastify sends a JSON string as it is.
        return reply.header('content-type', 'application/json; charset=utf-8').send(body as unknown as MyLikes);
      },
    });
  };
}
