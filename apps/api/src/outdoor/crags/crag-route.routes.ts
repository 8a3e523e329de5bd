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
import { createRoute, deleteRoute, getRoute, listRoutes, updateRoute } from './crag-route.service';
import { recordId, recordIdParams } from './path-params';
import { signedIn, WIKI_WRITE_SECURITY } from './wiki-route-options';

/** Routes of the crags and their pitches (read by anyone, written by climbers, deleted by site administrators). */
export function cragRouteRoutes(context: AppContext): FastifyPluginAsyncZod {
  const onRequest = signedIn(context);

  return async (app) => {
    app.get(
      '/crags/:id/crag_routes.json',
      {
        schema: {
          summary: 'The routes of a crag, sorted and filtered; X-Total-Count holds the number matching',
          tags: ['outdoor'],
          params: recordIdParams,
          querystring: cragRouteListQuery,
          response: { 200: z.array(cragRouteSummary) },
        },
      },
      async (request, reply) => {
        const { routes, total } = await listRoutes(context, { cragId: recordId(request.params) }, request.query);
        reply.header('x-total-count', String(total));
        return routes;
      },
    );

    app.get(
      '/crag_sectors/:id/crag_routes.json',
      {
        schema: {
          summary: 'The routes of a sector, sorted and filtered; X-Total-Count holds the number matching',
          tags: ['outdoor'],
          params: recordIdParams,
          querystring: cragRouteListQuery,
          response: { 200: z.array(cragRouteSummary) },
        },
      },
      async (request, reply) => {
        const { routes, total } = await listRoutes(context, { sectorId: recordId(request.params) }, request.query);
        reply.header('x-total-count', String(total));
        return routes;
      },
    );

    app.post(
      '/crag_routes.json',
      {
        onRequest,
        schema: {
          summary: 'Add a route with its pitches; its grade comes from them',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          body: cragRouteInput,
          response: { 201: cragRoute },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createRoute(context, user, request.body));
      },
    );

    app.get(
      '/crag_routes/:id.json',
      {
        schema: {
          summary: 'A route with its pitches, crag and sector',
          tags: ['outdoor'],
          params: recordIdParams,
          response: { 200: cragRoute },
        },
      },
      async (request) => getRoute(context, recordId(request.params)),
    );

    app.put(
      '/crag_routes/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Edit a route (the fields given), or move it to another sector of its crag',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          body: cragRouteUpdateInput,
          response: { 200: cragRoute },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateRoute(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/crag_routes/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Delete a route (site administrators)',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteRoute(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
