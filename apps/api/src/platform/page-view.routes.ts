import { createPageViewBody } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { recordPageView } from './page-view.service';

export function pageViewRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/page_views',
      {
        schema: {
          summary: 'Record a page view (self-hosted audience measurement, no personal data)',
          tags: ['platform'],
          body: createPageViewBody,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await recordPageView(db, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
