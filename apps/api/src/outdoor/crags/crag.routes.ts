import { crag, cragInput, cragUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createCrag, deleteCrag, getCrag, updateCrag } from './crag.service';
import { recordId, recordIdParams } from './path-params';
import { signedIn, WIKI_WRITE_SECURITY } from './wiki-route-options';

/** Crags of the outdoor wiki (read by anyone, written by climbers, deleted by site administrators). */
export function cragRoutes(context: AppContext): FastifyPluginAsyncZod {
  const onRequest = signedIn(context);

  return async (app) => {
    app.post(
      '/crags.json',
      {
        onRequest,
        schema: {
          summary: 'Add a crag; without `town_id` it is placed in the nearest town within 30 km',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          body: cragInput,
          response: { 201: crag },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createCrag(context, user, request.body));
      },
    );

    app.get(
      '/crags/:id.json',
      {
        schema: {
          summary: 'A crag: its facts at a glance, place, figures and counts of what its map shows',
          tags: ['outdoor'],
          params: recordIdParams,
          response: { 200: crag },
        },
      },
      async (request) => getCrag(context, recordId(request.params)),
    );

    app.put(
      '/crags/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Edit a crag (the fields given); recorded as a version',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          body: cragUpdateInput,
          response: { 200: crag },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateCrag(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/crags/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Delete a crag with its sectors and routes (site administrators)',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteCrag(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
