import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import {
  createGymOpeningSheet,
  deleteGymOpeningSheet,
  getGymOpeningSheet,
  gymOfOpeningSheetRecord,
  listGymOpeningSheets,
  updateGymOpeningSheet,
  updateGymOpeningSheetCell,
} from './opening-sheets.service';

/**
 * Opening sheets (staff managing the opening): the role is checked before the body is, on the gym the path names or,
 * for a sheet, on its gym (no such sheet: 404 from the handler). The sheet's read is also its print page's data.
 */
export function gymAdminOpeningSheetRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const gymOf = (id: number) => gymOfOpeningSheetRecord(context, id);

  return async (app) => {
    registerEndpoint(app, endpoints.listGymOpeningSheets, {
      guards,
      preValidation: onGym(endpoints.listGymOpeningSheets),
      handler: async (request, reply) => {
        const { items, total } = await listGymOpeningSheets(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.createGymOpeningSheet, {
      guards,
      preValidation: onGym(endpoints.createGymOpeningSheet),
      handler: async (request, reply, user) =>
        reply.status(201).send(await createGymOpeningSheet(context, user, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getGymOpeningSheet, {
      guards,
      preValidation: onRecordOf(endpoints.getGymOpeningSheet, gymOf),
      handler: async (request) => getGymOpeningSheet(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymOpeningSheet, {
      guards,
      preValidation: onRecordOf(endpoints.updateGymOpeningSheet, gymOf),
      handler: async (request) => updateGymOpeningSheet(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.updateGymOpeningSheetCell, {
      guards,
      preValidation: onRecordOf(endpoints.updateGymOpeningSheetCell, gymOf),
      handler: async (request) => updateGymOpeningSheetCell(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymOpeningSheet, {
      guards,
      preValidation: onRecordOf(endpoints.deleteGymOpeningSheet, gymOf),
      handler: async (request, reply) => {
        await deleteGymOpeningSheet(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
