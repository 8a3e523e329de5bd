import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { linkRoutes } from './links/link.routes';
import type { MediaTargets } from './media-targets';
import { photoRoutes } from './photos/photo.routes';
import { videoRoutes } from './videos/video.routes';

/** The media domain's routes under `/api/v1`: photos, videos and links on the kinds of records `targets` names. */
export function mediaRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(photoRoutes(context, targets));
    await app.register(videoRoutes(context, targets));
    await app.register(linkRoutes(context, targets));
  };
}
