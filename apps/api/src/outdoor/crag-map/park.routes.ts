import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { cragRecordRoutes } from './crag-record.routes';
import { createPark, deletePark, getPark, listParks, updatePark } from './park.service';

/** Parking points of crags (docs/domain/outdoor.md): visitors read, climbers draw and edit, site administrators delete. */
export function parkRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(
    context,
    {
      list: endpoints.listCragParks,
      create: endpoints.createPark,
      read: endpoints.getPark,
      update: endpoints.updatePark,
      delete: endpoints.deletePark,
    },
    { list: listParks, create: createPark, read: getPark, update: updatePark, delete: deletePark },
  );
}
