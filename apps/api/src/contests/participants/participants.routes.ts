import { type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { staffGuards } from '../../lib/staff-guards';
import { canOrganise } from '../shared/contest.policy';
import { gymOfContest, gymOfContestParticipant } from '../shared/gym-of';
import { importParticipantsRoute } from './participant-import.routes';
import {
  cancelContestRegistration,
  createContestParticipant,
  deleteContestParticipant,
  listContestParticipants,
  listContestStartLists,
  listUpcomingContests,
  registerForContest,
  sendContestParticipantToken,
  updateContestParticipant,
} from './participants.service';

/**
 * A contest's participants (docs/domain/contests.md, "Participants"): registering and cancelling from the public page
 * (a token, no account needed), and the organisers' list, additions, changes, tokens, start lists and CSV import,
 * their role checked before the body is, on the contest's gym.
 */
export function contestParticipantsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onRecordOf } = staffGuards(guards);
  const onContest = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => gymOfContest(context, id));
  const onParticipant = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => gymOfContestParticipant(context, id));

  return async (app) => {
    registerEndpoint(app, endpoints.registerForContest, {
      handler: async (request, reply) => {
        const contestId = recordId(request.params);
        const user = await guards.optionalUser(request);
        const gymId = await gymOfContest(context, contestId);
        const organiser = gymId !== undefined && (await canOrganise(context, user, gymId));
        const registration = await registerForContest(context, contestId, request.body, {
          userId: user?.id ?? null,
          ip: request.ip,
          organiser,
        });
        return reply.status(201).send(registration);
      },
    });

    registerEndpoint(app, endpoints.cancelContestRegistration, {
      handler: async (request) => cancelContestRegistration(context, recordId(request.params), request.body.token),
    });

    registerEndpoint(app, endpoints.listContestParticipants, {
      guards,
      preValidation: onContest(endpoints.listContestParticipants),
      handler: async (request, reply) => {
        const { items, total } = await listContestParticipants(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.createContestParticipant, {
      guards,
      preValidation: onContest(endpoints.createContestParticipant),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestParticipant(context, recordId(request.params), request.body)),
    });

    registerEndpoint(app, endpoints.updateContestParticipant, {
      guards,
      preValidation: onParticipant(endpoints.updateContestParticipant),
      handler: async (request) => updateContestParticipant(context, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteContestParticipant, {
      guards,
      preValidation: onParticipant(endpoints.deleteContestParticipant),
      handler: async (request, reply) => {
        await deleteContestParticipant(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.sendContestParticipantToken, {
      guards,
      preValidation: onParticipant(endpoints.sendContestParticipantToken),
      handler: async (request) => sendContestParticipantToken(context, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.listContestStartLists, {
      guards,
      preValidation: onContest(endpoints.listContestStartLists),
      handler: async (request) => listContestStartLists(context, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.listUpcomingContests, {
      guards,
      handler: async (_request, _reply, user) => listUpcomingContests(context, user.id),
    });

    await app.register(importParticipantsRoute(context, onContest));
  };
}
