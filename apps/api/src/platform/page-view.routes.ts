import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { registerEndpoint } from '../lib/endpoint-route';
import { recordPageView } from './page-view.service';

export function pageViewRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.createPageView, {
      handler: async (request, reply) => {
        await recordPageView(db, request.body);
        return reply.status(204).send(null);
      },
    });
  };
}
