import { type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import {
  createGymOpener,
  deleteGymOpener,
  getGymOpener,
  gymOfOpenerRecord,
  listGymOpeners,
  updateGymOpener,
} from './opener.service';
import {
  createGymSpaceGroup,
  deleteGymSpaceGroup,
  getGymSpaceGroup,
  getGymTreeStructure,
  gymOfGroupRecord,
  moveGymTreeItem,
  updateGymSpaceGroup,
} from './structure.service';

/**
 * The administration area's structure tools: space groups and the gym's tree (staff managing spaces), openers (staff
 * managing openers; their list is read by any of the gym's staff, for the route form). The role is part of each
 * endpoint's access: checked before the body is, on the gym the path names or, for a record, on its gym (no such
 * record: 404 from the handler).
 */
export function gymAdminStructureRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const onRecord = (endpoint: Endpoint, gymOf: (context: AppContext, id: number) => Promise<number | undefined>) =>
    onRecordOf(endpoint, (id) => gymOf(context, id));

  return async (app) => {
    registerEndpoint(app, endpoints.createGymSpaceGroup, {
      guards,
      preValidation: onGym(endpoints.createGymSpaceGroup),
      handler: async (request, reply) =>
        reply.status(201).send(await createGymSpaceGroup(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getGymSpaceGroup, {
      guards,
      preValidation: onRecord(endpoints.getGymSpaceGroup, gymOfGroupRecord),
      handler: async (request) => getGymSpaceGroup(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymSpaceGroup, {
      guards,
      preValidation: onRecord(endpoints.updateGymSpaceGroup, gymOfGroupRecord),
      handler: async (request) => updateGymSpaceGroup(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymSpaceGroup, {
      guards,
      preValidation: onRecord(endpoints.deleteGymSpaceGroup, gymOfGroupRecord),
      handler: async (request, reply) => {
        await deleteGymSpaceGroup(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.getGymTreeStructure, {
      guards,
      preValidation: onGym(endpoints.getGymTreeStructure),
      handler: async (request) => getGymTreeStructure(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.moveGymTreeItem, {
      guards,
      preValidation: onGym(endpoints.moveGymTreeItem),
      handler: async (request, _reply, user) => moveGymTreeItem(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.listGymOpeners, {
      guards,
      preValidation: onGym(endpoints.listGymOpeners),
      handler: async (request, reply) => {
        const { items, total } = await listGymOpeners(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.createGymOpener, {
      guards,
      preValidation: onGym(endpoints.createGymOpener),
      handler: async (request, reply) =>
        reply.status(201).send(await createGymOpener(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getGymOpener, {
      guards,
      preValidation: onRecord(endpoints.getGymOpener, gymOfOpenerRecord),
      handler: async (request) => getGymOpener(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymOpener, {
      guards,
      preValidation: onRecord(endpoints.updateGymOpener, gymOfOpenerRecord),
      handler: async (request) => updateGymOpener(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymOpener, {
      guards,
      preValidation: onRecord(endpoints.deleteGymOpener, gymOfOpenerRecord),
      handler: async (request, reply) => {
        await deleteGymOpener(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
