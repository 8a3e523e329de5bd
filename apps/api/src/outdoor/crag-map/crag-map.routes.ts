import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { approachRoutes } from './approach.routes';
import { getCragMap } from './crag-map.service';
import { parkRoutes } from './park.routes';
import { rockBarRoutes } from './rock-bar.routes';

/** The crag map (its sectors, parks, approaches and rock bars) and the records drawn on it. */
export function cragMapRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(parkRoutes(context));
    await app.register(approachRoutes(context));
    await app.register(rockBarRoutes(context));

    registerEndpoint(app, endpoints.getCragMap, {
      handler: async (request) => getCragMap(context, recordId(request.params)),
    });
  };
}
