import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerRecordRoutes } from '../../lib/record-routes';
import { sendSerializedAnswers } from '../../lib/serialized-answer';
import { createCrag, deleteCrag, getCrag, updateCrag } from './crag.service';

/** Crags of the outdoor wiki (read by anyone, written by climbers, deleted by site administrators). */
export function cragRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The crag page's answer comes with the JSON text it was cached as (crag-cache.ts): sent as it is.
    sendSerializedAnswers(app, [endpoints.getCrag]);
    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createCrag,
        read: endpoints.getCrag,
        update: endpoints.updateCrag,
        delete: endpoints.deleteCrag,
      },
      { create: createCrag, read: getCrag, update: updateCrag, delete: deleteCrag },
    );
  };
}
