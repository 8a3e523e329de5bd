import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { commentRoutes } from './comments/comment.routes';
import { gymModerationRoutes } from './gym-moderation/gym-moderation.routes';
import { likeRoutes } from './likes/like.routes';
import { linkRoutes } from './links/link.routes';
import type { MediaTargets } from './media-targets';
import { photoRoutes } from './photos/photo.routes';
import { reportRoutes } from './reports/report.routes';
import { videoRoutes } from './videos/video.routes';

/** The media domain's routes under `/api/v1`: photos, videos, links and comments on the kinds of records `targets` names, and
 * their moderation by a gym's team. */
export function mediaRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(photoRoutes(context, targets));
    await app.register(videoRoutes(context, targets));
    await app.register(linkRoutes(context, targets));
    await app.register(commentRoutes(context, targets));
    await app.register(likeRoutes(context, targets));
    await app.register(reportRoutes(context, targets));
    await app.register(gymModerationRoutes(context, targets));
  };
}
