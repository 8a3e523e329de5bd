import { healthResponse } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';

export function healthRoutes(database: DatabaseHandle, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Whether the API and its database answer',
          tags: ['platform'],
          // Open without an API key (CONVENTIONS.md): override the document's global security.
          security: [],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const reachable = await database.ping();
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          version,
          database: { reachable, driver: database.driver },
          uptime_seconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
