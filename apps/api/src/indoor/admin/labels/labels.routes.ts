import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import {
  createGymLabelTemplate,
  deleteGymLabelTemplate,
  getGymLabelPrint,
  getGymLabelTemplate,
  gymOfTemplateRecord,
  listGymLabelTemplates,
  updateGymLabelTemplate,
} from './labels.service';

/**
 * Label templates (staff managing the opening, checked before the body on the gym the path names or the template's
 * gym; no such template: 404 from the handler) and their print data (public, as the gym's pages are).
 */
export function gymAdminLabelRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const gymOf = (id: number) => gymOfTemplateRecord(context, id);

  return async (app) => {
    registerEndpoint(app, endpoints.listGymLabelTemplates, {
      guards,
      preValidation: onGym(endpoints.listGymLabelTemplates),
      handler: async (request, reply) => {
        const { items, total } = await listGymLabelTemplates(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.createGymLabelTemplate, {
      guards,
      preValidation: onGym(endpoints.createGymLabelTemplate),
      handler: async (request, reply) =>
        reply.status(201).send(await createGymLabelTemplate(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getGymLabelTemplate, {
      guards,
      preValidation: onRecordOf(endpoints.getGymLabelTemplate, gymOf),
      handler: async (request) => getGymLabelTemplate(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymLabelTemplate, {
      guards,
      preValidation: onRecordOf(endpoints.updateGymLabelTemplate, gymOf),
      handler: async (request) => updateGymLabelTemplate(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymLabelTemplate, {
      guards,
      preValidation: onRecordOf(endpoints.deleteGymLabelTemplate, gymOf),
      handler: async (request, reply) => {
        await deleteGymLabelTemplate(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
    registerEndpoint(app, endpoints.getGymLabelPrint, {
      handler: async (request, reply) => {
        // Printed once, from fresh data: no cache keeps it.
        reply.header('cache-control', 'no-store');
        return getGymLabelPrint(context, recordId(request.params), request.query);
      },
    });
  };
}
