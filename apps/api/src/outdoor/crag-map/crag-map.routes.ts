import { cragMap } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
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

    app.get(
      '/crags/:id/map.json',
      {
        schema: {
          summary:
            'Everything the crag map draws in one call: the crag, its placed sectors, parks, approaches, rock bars',
          tags: ['outdoor'],
          security: [{ apiAccessToken: [] }],
          params: recordIdParams,
          response: { 200: cragMap },
        },
      },
      async (request) => getCragMap(context, recordId(request.params)),
    );
  };
}
