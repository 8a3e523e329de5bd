import { cragSummary, department, outdoorFigures, pageQuery, townAround } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  catalogueFigures,
  cragsAroundTown,
  getDepartment,
  listDepartmentCrags,
  listDepartments,
  TOWN_DEFAULT_DISTANCE_KM,
  TOWN_MAX_DISTANCE_KM,
} from './place.service';

const tags = ['outdoor'];

/** `77`, `2A`, `971` (upper-cased); an unknown one answers 404. */
const departmentParams = z.object({ number: z.string().trim().min(1).max(20).toUpperCase() });

const departmentsQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true lists every department, also those without crags'),
});

const townParams = z.object({ slug: z.string().trim().min(1).max(180) });
const townAroundQuery = z.object({
  distance: z.coerce
    .number()
    .min(1)
    .max(TOWN_MAX_DISTANCE_KM)
    .default(TOWN_DEFAULT_DISTANCE_KM)
    .describe('Radius in km around the town'),
});

/** French departments, towns and the catalogue's figures (open to visitors; the SEO pages read them). */
export function placeRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/departments.json',
      {
        schema: {
          summary:
            'French departments by number, with the figures of their crags (only those with crags unless all=true)',
          tags,
          querystring: departmentsQuery,
          response: { 200: z.array(department) },
        },
      },
      async (request) => listDepartments(context, request.query),
    );

    app.get(
      '/departments/:number.json',
      {
        schema: {
          summary: 'One French department with the figures of its crags',
          tags,
          params: departmentParams,
          response: { 200: department },
        },
      },
      async (request) => getDepartment(context, request.params.number),
    );

    app.get(
      '/departments/:number/crags.json',
      {
        schema: {
          summary: "A department's crags by name; X-Total-Count holds the total",
          tags,
          params: departmentParams,
          querystring: pageQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { crags, total } = await listDepartmentCrags(context, request.params.number, request.query);
        reply.header('x-total-count', String(total));
        return crags;
      },
    );

    app.get(
      '/towns/:slug.json',
      {
        schema: {
          summary: `A town and the crags within \`distance\` km (default ${TOWN_DEFAULT_DISTANCE_KM}, at most ${TOWN_MAX_DISTANCE_KM}), nearest first, 50 at most`,
          tags,
          params: townParams,
          querystring: townAroundQuery,
          response: { 200: townAround },
        },
      },
      async (request) => cragsAroundTown(context, request.params.slug, request.query.distance),
    );

    app.get(
      '/outdoor/figures.json',
      {
        schema: {
          summary:
            'What the outdoor page counts: crags, routes, sectors, areas, departments holding crags, and the latest crags and routes',
          tags,
          response: { 200: outdoorFigures },
        },
      },
      async () => catalogueFigures(context),
    );
  };
}
