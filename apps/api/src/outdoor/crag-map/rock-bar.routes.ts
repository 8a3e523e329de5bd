import { rockBar, rockBarInput, rockBarUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { cragRecordRoutes } from './crag-record.routes';
import { createRockBar, deleteRockBar, getRockBar, listRockBars, updateRockBar } from './rock-bar.service';

/** Rock bars, the cliff lines drawn on crag maps (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function rockBarRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(context, {
    name: 'rock_bars',
    record: rockBar,
    input: rockBarInput,
    updateInput: rockBarUpdateInput,
    listSummary: "The crag's rock bars, oldest first; X-Total-Count holds the total",
    summaries: {
      create: 'Draw a rock bar on a crag map, optionally tied to one of its sectors (recorded as a version)',
      read: 'One rock bar',
      update: 'Redraw a rock bar or change its sector (recorded as a version)',
      delete: 'Delete a rock bar (site administrators; recorded as a version)',
    },
    list: listRockBars,
    service: { create: createRockBar, read: getRockBar, update: updateRockBar, delete: deleteRockBar },
  });
}
