import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes, withTotalCount } from '../../lib/record-routes';
import type { RouteListFilter } from './crag-route.repository';
import { createRoute, deleteRoute, getRoute, listRoutes, updateRoute } from './crag-route.service';

/** The two lists of routes, of a crag and of a sector: the same query and answer, another owner. */
const ROUTE_LISTS = [
  { endpoint: endpoints.listCragRoutes, of: (cragId: number): RouteListFilter['of'] => ({ cragId }) },
  { endpoint: endpoints.listSectorRoutes, of: (sectorId: number): RouteListFilter['of'] => ({ sectorId }) },
];

/** Routes of the crags and their pitches (read by anyone, written by climbers, deleted by site administrators). */
export function cragRouteRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { endpoint, of } of ROUTE_LISTS) {
      registerEndpoint(app, endpoint, {
        handler: async (request, reply) => {
          const { routes, total } = await listRoutes(context, of(recordId(request.params)), request.query);
          return withTotalCount(reply, routes, total);
        },
      });
    }

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createCragRoute,
        read: endpoints.getCragRoute,
        update: endpoints.updateCragRoute,
        delete: endpoints.deleteCragRoute,
      },
      { create: createRoute, read: getRoute, update: updateRoute, delete: deleteRoute },
    );
  };
}
