import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import type { MediaTargets } from '../media-targets';
import { createLink, deleteLink, getLink, listLinks, updateLink } from './link.service';

/** Links on any record: visitors follow them, climbers add them, authors and site administrators edit them. */
export function linkRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = { ...context, targets };
  return async (app) => {
    registerEndpoint(app, endpoints.listLinks, {
      handler: async (request, reply) => {
        const { items, total } = await listLinks(media, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.getLink, {
      // A hidden link is shown to its author and the site administrators only.
      handler: async (request) => getLink(media, recordId(request.params), await guards.optionalUser(request)),
    });

    registerEndpoint(app, endpoints.createLink, {
      guards,
      handler: async (request, reply, user) => reply.status(201).send(await createLink(media, user, request.body)),
    });

    registerEndpoint(app, endpoints.updateLink, {
      guards,
      handler: async (request, _reply, user) => updateLink(media, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteLink, {
      guards,
      handler: async (request, reply, user) => {
        await deleteLink(media, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
