import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { gymRoleOf } from '../shared/indoor.policy';
import { getGymRanking, getGymRankingSystems, updateGymRankingSystems } from './ranking.service';

/**
 * A gym's ranking (read by anyone; the signed-in climber also gets their own line) and its ranking systems (read by
 * anyone, chosen by the gym's staff holding the role the endpoint declares, site administrators passing; a gym
 * without staff keeps the defaults until it has some).
 */
export function rankingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.getGymRanking, {
      handler: async (request) =>
        getGymRanking(context, recordId(request.params), request.query, await guards.optionalUser(request)),
    });

    registerEndpoint(app, endpoints.getGymRankingSystems, {
      handler: async (request) => getGymRankingSystems(context, recordId(request.params)),
    });

    // The gym's role is part of the endpoint's access: checked before the body is, as `access` is.
    const role = gymRoleOf(endpoints.updateGymRankingSystems);
    registerEndpoint(app, endpoints.updateGymRankingSystems, {
      guards,
      preValidation: async (request) => {
        await guards.requireGymAdministrator(request, recordId(request.params as { id: string }), role);
      },
      handler: async (request) => updateGymRankingSystems(context, recordId(request.params), request.body),
    });
  };
}
