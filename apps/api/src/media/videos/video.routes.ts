import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import type { MediaTargets } from '../media-targets';
import { createVideo, deleteVideo, getVideo, listMyVideos, listVideos, updateVideo } from './video.service';

/** Videos on any record: visitors watch, climbers add, authors and site administrators edit. */
export function videoRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = { ...context, targets };
  return async (app) => {
    registerEndpoint(app, endpoints.listVideos, {
      handler: async (request, reply) => {
        const { items, total } = await listVideos(media, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.getVideo, {
      // A hidden video is shown to its author and the site administrators only.
      handler: async (request) => getVideo(media, recordId(request.params), await guards.optionalUser(request)),
    });

    registerEndpoint(app, endpoints.listMyVideos, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyVideos(media, user, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.createVideo, {
      guards,
      handler: async (request, reply, user) => reply.status(201).send(await createVideo(media, user, request.body)),
    });

    registerEndpoint(app, endpoints.updateVideo, {
      guards,
      handler: async (request, _reply, user) => updateVideo(media, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteVideo, {
      guards,
      handler: async (request, reply, user) => {
        await deleteVideo(media, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
