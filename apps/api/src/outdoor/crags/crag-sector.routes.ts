import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes } from '../../lib/record-routes';
import { createSector, deleteSector, getSector, listSectorsOfCrag, updateSector } from './crag-sector.service';

/** Sectors of the crags (read by anyone, written by climbers, deleted by site administrators). */
export function cragSectorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.listCragSectors, {
      handler: async (request) => listSectorsOfCrag(context, recordId(request.params)),
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createCragSector,
        read: endpoints.getCragSector,
        update: endpoints.updateCragSector,
        delete: endpoints.deleteCragSector,
      },
      { create: createSector, read: getSector, update: updateSector, delete: deleteSector },
    );
  };
}
