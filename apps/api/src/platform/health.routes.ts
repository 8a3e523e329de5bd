import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { registerEndpoint } from '../lib/endpoint-route';

export function healthRoutes(database: DatabaseHandle, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.getHealth, {
      handler: async (_request, reply) => {
        const reachable = await database.ping();
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          version,
          database: { reachable, driver: database.driver },
          uptime_seconds: Math.round(process.uptime()),
        });
      },
    });
  };
}
