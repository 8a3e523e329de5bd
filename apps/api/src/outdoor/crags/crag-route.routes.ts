import {
  cragRoute,
  cragRouteInput,
  cragRouteListQuery,
  cragRouteSummary,
  cragRouteUpdateInput,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { registerRecordRoutes, wikiAccess, withTotalCount } from '../shared/record-routes';
import type { RouteListFilter } from './crag-route.repository';
import { createRoute, deleteRoute, getRoute, listRoutes, updateRoute } from './crag-route.service';
import { recordId, recordIdParams } from './path-params';

/** The two lists of routes, of a crag and of a sector: the same query and answer, another owner. */
const ROUTE_LISTS: { owners: string; of: (id: number) => RouteListFilter['of']; summary: string }[] = [
  {
    owners: 'crags',
    of: (cragId) => ({ cragId }),
    summary: 'The routes of a crag, sorted and filtered; X-Total-Count holds the number matching',
  },
  {
    owners: 'crag_sectors',
    of: (sectorId) => ({ sectorId }),
    summary: 'The routes of a sector, sorted and filtered; X-Total-Count holds the number matching',
  },
];

/** Routes of the crags and their pitches (read by anyone, written by climbers, deleted by site administrators). */
export function cragRouteRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { owners, of, summary } of ROUTE_LISTS) {
      app.get(
        `/${owners}/:id/crag_routes.json`,
        {
          schema: {
            summary,
            tags: ['outdoor'],
            params: recordIdParams,
            querystring: cragRouteListQuery,
            response: { 200: z.array(cragRouteSummary) },
          },
        },
        async (request, reply) => {
          const { routes, total } = await listRoutes(context, of(recordId(request.params)), request.query);
          return withTotalCount(reply, routes, total);
        },
      );
    }

    registerRecordRoutes(app, context, wikiAccess(context), {
      name: 'crag_routes',
      record: cragRoute,
      input: cragRouteInput,
      updateInput: cragRouteUpdateInput,
      summaries: {
        create: 'Add a route with its pitches; its grade comes from them',
        read: 'A route with its pitches, crag and sector',
        update: 'Edit a route (the fields given), or move it to another sector of its crag',
        delete: 'Delete a route (site administrators)',
      },
      service: { create: createRoute, read: getRoute, update: updateRoute, delete: deleteRoute },
    });
  };
}
