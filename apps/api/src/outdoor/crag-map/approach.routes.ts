import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createApproach, deleteApproach, getApproach, listApproaches, updateApproach } from './approach.service';
import { cragRecordRoutes } from './crag-record.routes';

/** Approaches of crags, drawn walking paths (docs/domain/outdoor.md): visitors read, climbers draw and edit, site administrators delete. */
export function approachRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(
    context,
    {
      list: endpoints.listCragApproaches,
      create: endpoints.createApproach,
      read: endpoints.getApproach,
      update: endpoints.updateApproach,
      delete: endpoints.deleteApproach,
    },
    { list: listApproaches, create: createApproach, read: getApproach, update: updateApproach, delete: deleteApproach },
  );
}
