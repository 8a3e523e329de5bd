import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerRecordRoutes } from '../../lib/record-routes';
import { createCrag, deleteCrag, getPreparedCrag, updateCrag } from './crag.service';

/**
 * Crags of the outdoor wiki (read by anyone, written by climbers, deleted by site administrators). The
 * crag page's answer is prepared once per version of the crag and sent as it is (crag-body.ts).
 */
export function cragRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createCrag,
        read: endpoints.getCrag,
        update: endpoints.updateCrag,
        delete: endpoints.deleteCrag,
      },
      { create: createCrag, read: getPreparedCrag, update: updateCrag, delete: deleteCrag },
    );
  };
}
