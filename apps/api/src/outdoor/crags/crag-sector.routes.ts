import { cragSector, cragSectorInput, cragSectorSummary, cragSectorUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { registerRecordRoutes, wikiAccess } from '../shared/record-routes';
import { createSector, deleteSector, getSector, listSectorsOfCrag, updateSector } from './crag-sector.service';
import { recordId, recordIdParams } from './path-params';

/** Sectors of the crags (read by anyone, written by climbers, deleted by site administrators). */
export function cragSectorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/crags/:id/crag_sectors.json',
      {
        schema: {
          summary: 'Every sector of a crag, by name',
          tags: ['outdoor'],
          params: recordIdParams,
          response: { 200: z.array(cragSectorSummary) },
        },
      },
      async (request) => listSectorsOfCrag(context, recordId(request.params)),
    );

    registerRecordRoutes(app, context, wikiAccess(context), {
      name: 'crag_sectors',
      record: cragSector,
      input: cragSectorInput,
      updateInput: cragSectorUpdateInput,
      summaries: {
        create: 'Add a sector to a crag',
        read: 'A sector with its crag and figures',
        update: 'Edit a sector (the fields given); recorded as a version',
        delete: 'Delete a sector; its routes stay in the crag (site administrators)',
      },
      service: { create: createSector, read: getSector, update: updateSector, delete: deleteSector },
    });
  };
}
