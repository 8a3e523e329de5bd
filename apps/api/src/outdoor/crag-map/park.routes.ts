import { park, parkInput, parkUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { cragRecordRoutes } from './crag-record.routes';
import { createPark, deletePark, getPark, listParks, updatePark } from './park.service';

/** Parking points of crags (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function parkRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(context, {
    name: 'parks',
    record: park,
    input: parkInput,
    updateInput: parkUpdateInput,
    listSummary: "The crag's parking points, oldest first; X-Total-Count holds the total",
    summaries: {
      create: 'Add a parking point to a crag (recorded as a version)',
      read: 'One parking point',
      update: 'Move or describe a parking point (recorded as a version)',
      delete: 'Delete a parking point (site administrators; recorded as a version)',
    },
    list: listParks,
    service: { create: createPark, read: getPark, update: updatePark, delete: deletePark },
  });
}
