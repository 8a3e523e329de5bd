import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { withTotalCount } from '../../lib/record-routes';
import { searchAreas, searchCragRoutes, searchCrags, searchEverything, searchTowns } from './search.service';

/**
 * Search by name (open to visitors): one kind paged, or the best few of each for the top bar. Every
 * search counts against a per-address limit that a person typing never reaches (`search_ip`).
 */
export function searchRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      await context.rateLimiter.consume([{ rule: 'search_ip', subject: request.ip }]);
    });

    registerEndpoint(app, endpoints.searchEverything, {
      handler: async (request) => searchEverything(context, request.query.query),
    });

    registerEndpoint(app, endpoints.searchCrags, {
      handler: async (request, reply) => {
        const { items, total } = await searchCrags(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.searchCragRoutes, {
      handler: async (request, reply) => {
        const { items, total } = await searchCragRoutes(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.searchAreas, {
      handler: async (request, reply) => {
        const { items, total } = await searchAreas(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.searchTowns, {
      handler: async (request, reply) => {
        const { items, total } = await searchTowns(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });
  };
}
