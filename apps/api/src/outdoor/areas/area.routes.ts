import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes, withTotalCount } from '../../lib/record-routes';
import {
  addCragToArea,
  createArea,
  deleteArea,
  getArea,
  listAreas,
  listCragsOfArea,
  removeCragFromArea,
  updateArea,
} from './area.service';

/** Adding a crag to an area and taking one out: the same guard, body and answer, another verb and rule. */
const CRAG_LINKS = [
  { endpoint: endpoints.addCragToArea, change: addCragToArea },
  { endpoint: endpoints.removeCragFromArea, change: removeCragFromArea },
];

/** Areas, groups of crags (docs/domain/outdoor.md): visitors read, climbers create and edit, site administrators delete. */
export function areaRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.listAreas, {
      handler: async (request, reply) => {
        const { areas, total } = await listAreas(context, request.query);
        return withTotalCount(reply, areas, total);
      },
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createArea,
        read: endpoints.getArea,
        update: endpoints.updateArea,
        delete: endpoints.deleteArea,
      },
      { create: createArea, read: getArea, update: updateArea, delete: deleteArea },
    );

    registerEndpoint(app, endpoints.listAreaCrags, {
      handler: async (request, reply) => {
        const { crags, total } = await listCragsOfArea(context, recordId(request.params), request.query);
        return withTotalCount(reply, crags, total);
      },
    });

    for (const { endpoint, change } of CRAG_LINKS) {
      registerEndpoint(app, endpoint, {
        guards: context.guards,
        handler: async (request, _reply, user) => change(context, user, recordId(request.params), request.body.crag_id),
      });
    }
  };
}
