import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { contestOrganiseRoutes } from './organise/organise.routes';
import { contestParticipantsRoutes } from './participants/participants.routes';
import { contestResultsRoutes } from './results/results.routes';

/**
 * The contests' API (docs/domain/contests.md): organising a contest and its structure, the public list and pages,
 * registration, participants and their tokens, results and rankings.
 */
export function contestsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(contestOrganiseRoutes(context));
    await api.register(contestParticipantsRoutes(context));
    await api.register(contestResultsRoutes(context));
  };
}
