import { approach, approachInput, approachUpdateInput, pageQuery } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import { createApproach, deleteApproach, getApproach, listApproaches, updateApproach } from './approach.service';

const readSecurity = [{ apiAccessToken: [] }];
const writeSecurity = [{ apiAccessToken: [], bearer: [] }];

/** Approaches of crags, drawn walking paths (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function approachRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 (a climber 403) whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };
  const superAdmin = async (request: FastifyRequest) => {
    await context.guards.requireSuperAdmin(request);
  };

  return async (app) => {
    app.get(
      '/crags/:id/approaches.json',
      {
        schema: {
          summary: "The crag's approaches, oldest first, with length and walking time; X-Total-Count holds the total",
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(approach) },
        },
      },
      async (request, reply) => {
        const { approaches, total } = await listApproaches(context, recordId(request.params), request.query);
        reply.header('x-total-count', String(total));
        return approaches;
      },
    );

    app.post(
      '/approaches.json',
      {
        onRequest: signedIn,
        schema: {
          summary:
            'Draw an approach to a crag: its length is measured, its walking time estimated unless given (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          body: approachInput,
          response: { 201: approach },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createApproach(context, user, request.body));
      },
    );

    app.get(
      '/approaches/:id.json',
      {
        schema: {
          summary: 'One approach',
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          response: { 200: approach },
        },
      },
      async (request) => getApproach(context, recordId(request.params)),
    );

    app.put(
      '/approaches/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Redraw or describe an approach (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: approachUpdateInput,
          response: { 200: approach },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateApproach(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/approaches/:id.json',
      {
        onRequest: superAdmin,
        schema: {
          summary: 'Delete an approach (site administrators; recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireSuperAdmin(request);
        await deleteApproach(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
