import { pageQuery, rockBar, rockBarInput, rockBarUpdateInput } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import { createRockBar, deleteRockBar, getRockBar, listRockBars, updateRockBar } from './rock-bar.service';

const readSecurity = [{ apiAccessToken: [] }];
const writeSecurity = [{ apiAccessToken: [], bearer: [] }];

/** Rock bars, the cliff lines drawn on crag maps (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function rockBarRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 (a climber 403) whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };
  const superAdmin = async (request: FastifyRequest) => {
    await context.guards.requireSuperAdmin(request);
  };

  return async (app) => {
    app.get(
      '/crags/:id/rock_bars.json',
      {
        schema: {
          summary: "The crag's rock bars, oldest first; X-Total-Count holds the total",
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(rockBar) },
        },
      },
      async (request, reply) => {
        const { rockBars, total } = await listRockBars(context, recordId(request.params), request.query);
        reply.header('x-total-count', String(total));
        return rockBars;
      },
    );

    app.post(
      '/rock_bars.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Draw a rock bar on a crag map, optionally tied to one of its sectors (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          body: rockBarInput,
          response: { 201: rockBar },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createRockBar(context, user, request.body));
      },
    );

    app.get(
      '/rock_bars/:id.json',
      {
        schema: {
          summary: 'One rock bar',
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          response: { 200: rockBar },
        },
      },
      async (request) => getRockBar(context, recordId(request.params)),
    );

    app.put(
      '/rock_bars/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Redraw a rock bar or change its sector (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: rockBarUpdateInput,
          response: { 200: rockBar },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateRockBar(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/rock_bars/:id.json',
      {
        onRequest: superAdmin,
        schema: {
          summary: 'Delete a rock bar (site administrators; recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireSuperAdmin(request);
        await deleteRockBar(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
