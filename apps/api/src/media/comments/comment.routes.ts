import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import type { MediaTargets } from '../media-targets';
import {
  createComment,
  deleteComment,
  getComment,
  listComments,
  moderateComment,
  updateComment,
} from './comment.service';

/**
 * Comments on any record, and on photos and videos: visitors read them, climbers write and answer, authors change
 * and remove theirs, moderators hide them. A signed-in reader also sees their own hidden comments, and a moderator
 * every one of the records they moderate.
 */
export function commentRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = { ...context, targets };
  return async (app) => {
    registerEndpoint(app, endpoints.listComments, {
      handler: async (request, reply) => {
        const reader = await guards.optionalUser(request);
        const { items, total } = await listComments(media, reader, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.getComment, {
      handler: async (request) => getComment(media, await guards.optionalUser(request), recordId(request.params)),
    });

    registerEndpoint(app, endpoints.createComment, {
      guards,
      handler: async (request, reply, user) => reply.status(201).send(await createComment(media, user, request.body)),
    });

    registerEndpoint(app, endpoints.updateComment, {
      guards,
      handler: async (request, _reply, user) => updateComment(media, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.moderateComment, {
      guards,
      handler: async (request, _reply, user) => moderateComment(media, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteComment, {
      guards,
      handler: async (request, reply, user) => {
        await deleteComment(media, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
