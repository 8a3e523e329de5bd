import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import { followRecord, getFollowStatus, listFollowed, listFollowers, unfollowRecord } from './follow.service';
import type { FollowableKinds } from './followable-kinds';

/**
 * Follows (favourite crags today), registered under /api/v1 by buildApp with the kinds the domains
 * offer (`composition.ts`).
 */
export function followRoutes(context: AppContext, kinds: FollowableKinds): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.getFollow, {
      guards,
      handler: async (request, _reply, user) => getFollowStatus(context, kinds, user.id, request.query),
    });

    registerEndpoint(app, endpoints.createFollow, {
      guards,
      handler: async (request, reply, user) => {
        const { follow, created } = await followRecord(context, kinds, user.id, request.body);
        return reply.status(created ? 201 : 200).send(follow);
      },
    });

    registerEndpoint(app, endpoints.deleteFollow, {
      guards,
      handler: async (request, reply, user) => {
        await unfollowRecord(context, kinds, user.id, request.body);
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.listFavoriteCrags, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listFollowed(context, user.id, 'crags', kinds.crags, request.query);
        return reply.header('x-total-count', String(total)).send(items);
      },
    });

    registerEndpoint(app, endpoints.listFavoriteGyms, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listFollowed(context, user.id, 'gyms', kinds.gyms, request.query);
        return reply.header('x-total-count', String(total)).send(items);
      },
    });

    registerEndpoint(app, endpoints.listFollowers, {
      handler: async (request, reply) => {
        const { items, total } = await listFollowers(context, kinds, request.query);
        return reply.header('x-total-count', String(total)).send(items);
      },
    });
  };
}
