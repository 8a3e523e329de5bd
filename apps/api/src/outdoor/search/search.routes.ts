import {
  areaSummary,
  cragRouteSummary,
  cragSummary,
  globalSearchResult,
  searchQuery,
  townSummary,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { searchAreas, searchCragRoutes, searchCrags, searchEverything, searchTowns } from './search.service';

const tags = ['outdoor'];
const forgiving = 'typos and accents forgiven ("ceuse" finds "Céüse"), best matches first';

/** Search by name (open to visitors): one kind paged, or the best few of each for the top bar. */
export function searchRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search.json',
      {
        schema: {
          summary: `The top bar's search as you type: the best 5 crags, routes, areas and towns; ${forgiving}`,
          tags,
          querystring: searchQuery.pick({ query: true }),
          response: { 200: globalSearchResult },
        },
      },
      async (request) => searchEverything(context, request.query.query),
    );

    app.get(
      '/search/crags.json',
      {
        schema: {
          summary: `Crags by name; ${forgiving}; X-Total-Count holds the total`,
          tags,
          querystring: searchQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { items, total } = await searchCrags(context, request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.get(
      '/search/crag_routes.json',
      {
        schema: {
          summary: `Routes by name, with their crag; ${forgiving}; X-Total-Count holds the total`,
          tags,
          querystring: searchQuery,
          response: { 200: z.array(cragRouteSummary) },
        },
      },
      async (request, reply) => {
        const { items, total } = await searchCragRoutes(context, request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.get(
      '/search/areas.json',
      {
        schema: {
          summary: `Areas by name; ${forgiving}; X-Total-Count holds the total`,
          tags,
          querystring: searchQuery,
          response: { 200: z.array(areaSummary) },
        },
      },
      async (request, reply) => {
        const { items, total } = await searchAreas(context, request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.get(
      '/search/towns.json',
      {
        schema: {
          summary: `Towns by name (to place a crag, or to find crags around one); ${forgiving}; X-Total-Count holds the total`,
          tags,
          querystring: searchQuery,
          response: { 200: z.array(townSummary) },
        },
      },
      async (request, reply) => {
        const { items, total } = await searchTowns(context, request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );
  };
}
