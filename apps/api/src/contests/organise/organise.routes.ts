import { type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { staffGuards } from '../../lib/staff-guards';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../../media/image-upload';
import {
  gymOfContest,
  gymOfContestCategory,
  gymOfContestRouteGroup,
  gymOfContestStage,
  gymOfContestStep,
  gymOfContestTeam,
  gymOfContestWave,
} from '../shared/gym-of';
import {
  createContest,
  deleteContest,
  getContest,
  listContests,
  listGymContests,
  removeContestBanner,
  setContestBanner,
  updateContest,
} from './contest.service';
import {
  createContestCategory,
  createContestRouteGroup,
  createContestStage,
  createContestStep,
  createContestTeam,
  createContestWave,
  deleteContestCategory,
  deleteContestRouteGroup,
  deleteContestStage,
  deleteContestStep,
  deleteContestTeam,
  deleteContestWave,
  updateContestCategory,
  updateContestRouteGroup,
  updateContestStage,
  updateContestStep,
  updateContestTeam,
  updateContestWave,
} from './structure.service';

/**
 * Organising contests (docs/domain/contests.md, "Organising"): the public list and read, and the organisers' writes.
 * The organisers' role (`manage_contests`) is checked before the body is, on the gym the path names or on the gym of
 * the record it names (no such record: 404 from the handler).
 */
export function contestOrganiseRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const of = (gymOf: (context: AppContext, id: number) => Promise<number | undefined>) => (endpoint: Endpoint) =>
    onRecordOf(endpoint, (id) => gymOf(context, id));
  const onContest = of(gymOfContest);

  return async (app) => {
    await acceptImageUploads(app);

    registerEndpoint(app, endpoints.listContests, {
      handler: async (request, reply) => {
        const { items, total } = await listContests(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.listGymContests, {
      guards,
      preValidation: onGym(endpoints.listGymContests),
      handler: async (request, reply) => {
        const { items, total } = await listGymContests(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.createContest, {
      guards,
      preValidation: onGym(endpoints.createContest),
      handler: async (request, reply, user) =>
        reply.status(201).send(await createContest(context, user, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getContest, {
      handler: async (request) =>
        getContest(context, await guards.optionalUser(request as unknown as FastifyRequest), recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateContest, {
      guards,
      preValidation: onContest(endpoints.updateContest),
      handler: async (request) => updateContest(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContest, {
      guards,
      preValidation: onContest(endpoints.deleteContest),
      handler: async (request, reply) => {
        await deleteContest(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
    const bannerGuard = onContest(endpoints.uploadContestBanner);
    registerEndpoint(app, endpoints.uploadContestBanner, {
      guards,
      preValidation: async (request: FastifyRequest) => {
        await bannerGuard(request);
        await readImageUpload(request);
      },
      handler: async (request) =>
        setContestBanner(context, recordId(request.params), await uploadedBytes(request.body.file)),
    });
    registerEndpoint(app, endpoints.deleteContestBanner, {
      guards,
      preValidation: onContest(endpoints.deleteContestBanner),
      handler: async (request) => removeContestBanner(context, recordId(request.params)),
    });

    // ---------------------------------------------------------------- structure
    const onCategory = of(gymOfContestCategory);
    const onWave = of(gymOfContestWave);
    const onTeam = of(gymOfContestTeam);
    const onStage = of(gymOfContestStage);
    const onStep = of(gymOfContestStep);
    const onRouteGroup = of(gymOfContestRouteGroup);

    registerEndpoint(app, endpoints.createContestCategory, {
      guards,
      preValidation: onContest(endpoints.createContestCategory),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestCategory(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestCategory, {
      guards,
      preValidation: onCategory(endpoints.updateContestCategory),
      handler: async (request) => updateContestCategory(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestCategory, {
      guards,
      preValidation: onCategory(endpoints.deleteContestCategory),
      handler: async (request) => deleteContestCategory(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.createContestWave, {
      guards,
      preValidation: onContest(endpoints.createContestWave),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestWave(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestWave, {
      guards,
      preValidation: onWave(endpoints.updateContestWave),
      handler: async (request) => updateContestWave(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestWave, {
      guards,
      preValidation: onWave(endpoints.deleteContestWave),
      handler: async (request) => deleteContestWave(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.createContestTeam, {
      guards,
      preValidation: onContest(endpoints.createContestTeam),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestTeam(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestTeam, {
      guards,
      preValidation: onTeam(endpoints.updateContestTeam),
      handler: async (request) => updateContestTeam(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestTeam, {
      guards,
      preValidation: onTeam(endpoints.deleteContestTeam),
      handler: async (request) => deleteContestTeam(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.createContestStage, {
      guards,
      preValidation: onContest(endpoints.createContestStage),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestStage(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestStage, {
      guards,
      preValidation: onStage(endpoints.updateContestStage),
      handler: async (request) => updateContestStage(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestStage, {
      guards,
      preValidation: onStage(endpoints.deleteContestStage),
      handler: async (request) => deleteContestStage(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.createContestStep, {
      guards,
      preValidation: onStage(endpoints.createContestStep),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestStep(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestStep, {
      guards,
      preValidation: onStep(endpoints.updateContestStep),
      handler: async (request) => updateContestStep(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestStep, {
      guards,
      preValidation: onStep(endpoints.deleteContestStep),
      handler: async (request) => deleteContestStep(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.createContestRouteGroup, {
      guards,
      preValidation: onStep(endpoints.createContestRouteGroup),
      handler: async (request, reply) =>
        reply.status(201).send(await createContestRouteGroup(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.updateContestRouteGroup, {
      guards,
      preValidation: onRouteGroup(endpoints.updateContestRouteGroup),
      handler: async (request) => updateContestRouteGroup(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteContestRouteGroup, {
      guards,
      preValidation: onRouteGroup(endpoints.deleteContestRouteGroup),
      handler: async (request) => deleteContestRouteGroup(context, recordId(request.params)),
    });
  };
}
