import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { cragRecordRoutes } from './crag-record.routes';
import { createRockBar, deleteRockBar, getRockBar, listRockBars, updateRockBar } from './rock-bar.service';

/** Rock bars, the cliff lines drawn on crag maps (docs/domain/outdoor.md): visitors read, climbers draw and edit, site administrators delete. */
export function rockBarRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(
    context,
    {
      list: endpoints.listCragRockBars,
      create: endpoints.createRockBar,
      read: endpoints.getRockBar,
      update: endpoints.updateRockBar,
      delete: endpoints.deleteRockBar,
    },
    { list: listRockBars, create: createRockBar, read: getRockBar, update: updateRockBar, delete: deleteRockBar },
  );
}
