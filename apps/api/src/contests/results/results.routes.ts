import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { staffGuards } from '../../lib/staff-guards';
import { canOrganise } from '../shared/contest.policy';
import { gymOfContest } from '../shared/gym-of';
import { enterContestResult, enterMyContestResult, getContestResults, getMyContest } from './results.service';

/**
 * Results and rankings (docs/domain/contests.md, "Results"): the public rankings (hidden ones for the organisers
 * only), the organisers' entries, and a participant's own page and entries with their token, always in the body.
 */
export function contestResultsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onRecordOf } = staffGuards(guards);

  return async (app) => {
    registerEndpoint(app, endpoints.getContestResults, {
      handler: async (request) => {
        const contestId = recordId(request.params);
        const user = await guards.optionalUser(request);
        const gymId = await gymOfContest(context, contestId);
        const organiser = gymId !== undefined && (await canOrganise(context, user, gymId));
        return getContestResults(context, contestId, request.query, organiser);
      },
    });

    registerEndpoint(app, endpoints.enterContestResult, {
      guards,
      preValidation: onRecordOf(endpoints.enterContestResult, (id) => gymOfContest(context, id)),
      handler: async (request, reply) => {
        const result = await enterContestResult(context, recordId(request.params), request.body);
        return result ? result : reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.getMyContest, {
      handler: async (request) => getMyContest(context, recordId(request.params), request.body.token),
    });

    registerEndpoint(app, endpoints.enterMyContestResult, {
      handler: async (request, reply) => {
        const result = await enterMyContestResult(context, recordId(request.params), request.body);
        return result ? result : reply.status(204).send(null);
      },
    });
  };
}
