import { area, areaCragBody, areaInput, areaSummary, areaUpdateInput, cragSummary, pageQuery } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
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

const readSecurity = [{ apiAccessToken: [] }];
const writeSecurity = [{ apiAccessToken: [], bearer: [] }];

/** Areas, groups of crags (DOMAIN.md §2): visitors read, climbers create and edit, site administrators delete. */
export function areaRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 (a climber 403) whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };
  const superAdmin = async (request: FastifyRequest) => {
    await context.guards.requireSuperAdmin(request);
  };

  return async (app) => {
    app.get(
      '/areas.json',
      {
        schema: {
          summary: 'Areas by name, with the figures of their crags; X-Total-Count holds the total',
          tags: ['outdoor'],
          security: readSecurity,
          querystring: pageQuery,
          response: { 200: z.array(areaSummary) },
        },
      },
      async (request, reply) => {
        const { areas, total } = await listAreas(context, request.query);
        reply.header('x-total-count', String(total));
        return areas;
      },
    );

    app.post(
      '/areas.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Create an area (recorded as a version); add its crags with add_crag',
          tags: ['outdoor'],
          security: writeSecurity,
          body: areaInput,
          response: { 201: area },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createArea(context, user, request.body));
      },
    );

    app.get(
      '/areas/:id.json',
      {
        schema: {
          summary: 'One area with the figures of its crags: counts, grade range, centre and bounds',
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          response: { 200: area },
        },
      },
      async (request) => getArea(context, recordId(request.params)),
    );

    app.put(
      '/areas/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Rename or describe an area (recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: areaUpdateInput,
          response: { 200: area },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateArea(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/areas/:id.json',
      {
        onRequest: superAdmin,
        schema: {
          summary: 'Delete an area, keeping its crags (site administrators; recorded as a version)',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireSuperAdmin(request);
        await deleteArea(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/areas/:id/crags.json',
      {
        schema: {
          summary: "The area's crags by name; X-Total-Count holds the total",
          tags: ['outdoor'],
          security: readSecurity,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { crags, total } = await listCragsOfArea(context, recordId(request.params), request.query);
        reply.header('x-total-count', String(total));
        return crags;
      },
    );

    app.post(
      '/areas/:id/add_crag.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Add a crag to an area (recorded as a version of the area); answers the area',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: areaCragBody,
          response: { 200: area },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return addCragToArea(context, user, recordId(request.params), request.body.crag_id);
      },
    );

    app.delete(
      '/areas/:id/remove_crag.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Take a crag out of an area, keeping the crag (recorded as a version of the area); answers the area',
          tags: ['outdoor'],
          security: writeSecurity,
          params: recordIdParams,
          body: areaCragBody,
          response: { 200: area },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return removeCragFromArea(context, user, recordId(request.params), request.body.crag_id);
      },
    );
  };
}
