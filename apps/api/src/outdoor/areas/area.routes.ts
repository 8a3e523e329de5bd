import { area, areaCragBody, areaInput, areaSummary, areaUpdateInput, cragSummary, pageQuery } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import {
  adminDeletesAccess,
  checkedOnRequest,
  READ_SECURITY,
  registerRecordRoutes,
  WRITE_SECURITY,
  withTotalCount,
} from '../shared/record-routes';
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
  {
    method: 'POST',
    action: 'add_crag',
    summary: 'Add a crag to an area (recorded as a version of the area); answers the area',
    change: addCragToArea,
  },
  {
    method: 'DELETE',
    action: 'remove_crag',
    summary: 'Take a crag out of an area, keeping the crag (recorded as a version of the area); answers the area',
    change: removeCragFromArea,
  },
] as const;

/** Areas, groups of crags (DOMAIN.md §2): visitors read, climbers create and edit, site administrators delete. */
export function areaRoutes(context: AppContext): FastifyPluginAsyncZod {
  const access = adminDeletesAccess(context);
  const signedIn = checkedOnRequest(access.writer);

  return async (app) => {
    app.get(
      '/areas.json',
      {
        schema: {
          summary: 'Areas by name, with the figures of their crags; X-Total-Count holds the total',
          tags: ['outdoor'],
          security: READ_SECURITY,
          querystring: pageQuery,
          response: { 200: z.array(areaSummary) },
        },
      },
      async (request, reply) => {
        const { areas, total } = await listAreas(context, request.query);
        return withTotalCount(reply, areas, total);
      },
    );

    registerRecordRoutes(app, context, access, {
      name: 'areas',
      record: area,
      input: areaInput,
      updateInput: areaUpdateInput,
      summaries: {
        create: 'Create an area (recorded as a version); add its crags with add_crag',
        read: 'One area with the figures of its crags: counts, grade range, centre and bounds',
        update: 'Rename or describe an area (recorded as a version)',
        delete: 'Delete an area, keeping its crags (site administrators; recorded as a version)',
      },
      service: { create: createArea, read: getArea, update: updateArea, delete: deleteArea },
    });

    app.get(
      '/areas/:id/crags.json',
      {
        schema: {
          summary: "The area's crags by name; X-Total-Count holds the total",
          tags: ['outdoor'],
          security: READ_SECURITY,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { crags, total } = await listCragsOfArea(context, recordId(request.params), request.query);
        return withTotalCount(reply, crags, total);
      },
    );

    for (const { method, action, summary, change } of CRAG_LINKS) {
      app.route({
        method,
        url: `/areas/:id/${action}.json`,
        onRequest: signedIn,
        schema: {
          summary,
          tags: ['outdoor'],
          security: WRITE_SECURITY,
          params: recordIdParams,
          body: areaCragBody,
          response: { 200: area },
        },
        handler: async (request) => {
          const user = await access.writer(request);
          return change(context, user, recordId(request.params), request.body.crag_id);
        },
      });
    }
  };
}
