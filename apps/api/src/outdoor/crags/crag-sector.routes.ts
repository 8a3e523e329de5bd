import { cragSector, cragSectorInput, cragSectorSummary, cragSectorUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createSector, deleteSector, getSector, listSectorsOfCrag, updateSector } from './crag-sector.service';
import { recordId, recordIdParams } from './path-params';
import { signedIn, WIKI_WRITE_SECURITY } from './wiki-route-options';

/** Sectors of the crags (read by anyone, written by climbers, deleted by site administrators). */
export function cragSectorRoutes(context: AppContext): FastifyPluginAsyncZod {
  const onRequest = signedIn(context);

  return async (app) => {
    app.get(
      '/crags/:id/crag_sectors.json',
      {
        schema: {
          summary: 'Every sector of a crag, by name',
          tags: ['outdoor'],
          params: recordIdParams,
          response: { 200: z.array(cragSectorSummary) },
        },
      },
      async (request) => listSectorsOfCrag(context, recordId(request.params)),
    );

    app.post(
      '/crag_sectors.json',
      {
        onRequest,
        schema: {
          summary: 'Add a sector to a crag',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          body: cragSectorInput,
          response: { 201: cragSector },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createSector(context, user, request.body));
      },
    );

    app.get(
      '/crag_sectors/:id.json',
      {
        schema: {
          summary: 'A sector with its crag and figures',
          tags: ['outdoor'],
          params: recordIdParams,
          response: { 200: cragSector },
        },
      },
      async (request) => getSector(context, recordId(request.params)),
    );

    app.put(
      '/crag_sectors/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Edit a sector (the fields given); recorded as a version',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          body: cragSectorUpdateInput,
          response: { 200: cragSector },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateSector(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/crag_sectors/:id.json',
      {
        onRequest,
        schema: {
          summary: 'Delete a sector; its routes stay in the crag (site administrators)',
          tags: ['outdoor'],
          security: WIKI_WRITE_SECURITY,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteSector(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );
  };
}
