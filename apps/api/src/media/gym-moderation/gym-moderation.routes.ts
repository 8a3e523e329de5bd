import { endpoints } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId, recordIdText } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import type { MediaTargets } from '../media-targets';
import { listGymModerationComments, listGymModerationVideos } from './gym-moderation.service';

/** The id a path names, or null when it is malformed (it names nothing: the handler answers 404). */
export function pathId(request: Pick<FastifyRequest, 'params'>): number | null {
  const parsed = recordIdText.safeParse((request.params as { id?: string }).id);
  return parsed.success ? parsed.data : null;
}

/**
 * The moderation lists of a gym's team: its administrators holding `manage_gym` and site administrators, checked
 * before the query is, on the gym the path names (403 `need: { gym_name, role }` for others).
 */
export function gymModerationRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = { ...context, targets };
  const onGym = async (request: FastifyRequest) => {
    const gymId = pathId(request);
    if (gymId !== null) await guards.requireGymAdministrator(request, gymId, 'manage_gym');
  };
  return async (app) => {
    registerEndpoint(app, endpoints.listGymModerationComments, {
      guards,
      preValidation: onGym,
      handler: async (request, reply) => {
        const { items, total } = await listGymModerationComments(media, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.listGymModerationVideos, {
      guards,
      preValidation: onGym,
      handler: async (request, reply) => {
        const { items, total } = await listGymModerationVideos(media, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
  };
}
