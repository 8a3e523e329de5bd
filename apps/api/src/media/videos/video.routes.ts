import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { pathId } from '../gym-moderation/gym-moderation.routes';
import type { MediaTargets } from '../media-targets';
import { authorizeModeration } from '../shared/moderators';
import {
  createVideo,
  deleteVideo,
  getVideo,
  gymOfVideo,
  listMyVideos,
  listVideos,
  setVideoModeration,
  updateVideo,
} from './video.service';

/** Videos on any record: visitors watch, climbers add, authors and site administrators edit, moderators hide. */
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

    registerEndpoint(app, endpoints.moderateVideo, {
      guards,
      // Its record's moderators, checked before the body is; an unknown video: the body, then 404.
      preValidation: async (request) => {
        const id = pathId(request);
        const gymId = id === null ? undefined : await gymOfVideo(media, id);
        if (gymId !== undefined) await authorizeModeration(media, await guards.requireUser(request), { gym_id: gymId });
      },
      handler: async (request, _reply, user) => setVideoModeration(media, user, recordId(request.params), request.body),
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
