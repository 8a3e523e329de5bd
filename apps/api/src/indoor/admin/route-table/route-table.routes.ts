import { endpoints, GYM_ROUTE_IMPORT_MAX_CHARS } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { csvImportLimits, replyWithImportStream, wantsNdjson } from '../../../lib/csv-import';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import {
  createGymRoutes,
  dismountGymRoutes,
  getGymRouteTable,
  gymOfRouteRecord,
  importGymRoutes,
  moveGymRoutes,
  previewGymRouteImport,
  remountGymRoutes,
  updateGymRouteTableRow,
} from './route-table.service';

/**
 * The route table of the administration area (staff managing the opening): the table, its batches, a cell edited in
 * place, and the CSV import. The role is checked before the body is, on the gym the path names or the route's gym
 * (no such route: 404 from the handler).
 */
export function gymAdminRouteTableRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const importLimits = csvImportLimits(GYM_ROUTE_IMPORT_MAX_CHARS);

  return async (app) => {
    registerEndpoint(app, endpoints.getGymRouteTable, {
      guards,
      preValidation: onGym(endpoints.getGymRouteTable),
      handler: async (request, reply) => {
        const { items, total } = await getGymRouteTable(context, recordId(request.params), request.query);
        reply.header('cache-control', 'no-store');
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.dismountGymRoutes, {
      guards,
      preValidation: onGym(endpoints.dismountGymRoutes),
      handler: async (request, _reply, user) =>
        dismountGymRoutes(context, user, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.remountGymRoutes, {
      guards,
      preValidation: onGym(endpoints.remountGymRoutes),
      handler: async (request, _reply, user) => remountGymRoutes(context, user, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.moveGymRoutes, {
      guards,
      preValidation: onGym(endpoints.moveGymRoutes),
      handler: async (request, _reply, user) => moveGymRoutes(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.createGymRoutes, {
      guards,
      preValidation: onGym(endpoints.createGymRoutes),
      handler: async (request, reply, user) =>
        reply.status(201).send(await createGymRoutes(context, user, recordId(request.params), request.body)),
    });

    registerEndpoint(app, endpoints.updateGymRouteTableRow, {
      guards,
      preValidation: onRecordOf(endpoints.updateGymRouteTableRow, (id) => gymOfRouteRecord(context, id)),
      handler: async (request, _reply, user) =>
        updateGymRouteTableRow(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.previewGymRouteImport, {
      guards,
      preParsing: importLimits.preParsing,
      bodyLimit: importLimits.bodyLimit,
      preValidation: [onGym(endpoints.previewGymRouteImport), importLimits.preValidation],
      handler: async (request) => previewGymRouteImport(context, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.importGymRoutes, {
      guards,
      preParsing: importLimits.preParsing,
      bodyLimit: importLimits.bodyLimit,
      preValidation: [onGym(endpoints.importGymRoutes), importLimits.preValidation],
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      handler: async (request, reply, user) => {
        const gymId = recordId(request.params);
        if (!wantsNdjson(request)) {
          return reply.status(201).send(await importGymRoutes(context, user, gymId, request.body));
        }
        return replyWithImportStream(
          request,
          reply,
          (listener) => importGymRoutes(context, user, gymId, request.body, listener),
          () => 'The import failed: nothing was written',
        );
      },
    });
  };
}
