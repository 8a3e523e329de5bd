import { pageQuery, park, parkInput, parkUpdateInput } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import { createPark, deletePark, getPark, listParks, updatePark } from './park.service';

const readSecurity = [{ apiAccessToken: [] }];
const writeSecurity = [{ apiAccessToken: [], bearer: [] }];

/** Parking points of crags (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function parkRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 (a climber 403) whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };
  const superAdmin = async (request: FastifyRequest) => {
    await context.guards.requireSuperAdmin(request);
  };

  return async (app) => {
    app.get(
      '/crags/:id/parks.json',
      {
        schema: {
          summary: "The crag's parking points, oldest first; X-Total-Count holds the total",
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(park) },
        },
      },
      async (request, reply) => {
        const { parks, total } = await listParks(context, recordId(request.params), request.query);
        reply.header('x-total-count', String(total));
        return parks;
      },
    );

    app.post(
      '/parks.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Add a parking point to a crag (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          body: parkInput,
          response: { 201: park },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createPark(context, user, request.body));
      },
    );

    app.get(
      '/parks/:id.json',
      {
        schema: {
          summary: 'One parking point',
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          response: { 200: park },
        },
      },
      async (request) => getPark(context, recordId(request.params)),
    );

    app.put(
      '/parks/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Move or describe a parking point (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: parkUpdateInput,
          response: { 200: park },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updatePark(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/parks/:id.json',
      {
        onRequest: superAdmin,
        schema: {
          summary: 'Delete a parking point (site administrators; recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireSuperAdmin(request);
        await deletePark(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
