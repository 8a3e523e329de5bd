import { approach, approachInput, approachUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createApproach, deleteApproach, getApproach, listApproaches, updateApproach } from './approach.service';
import { cragRecordRoutes } from './crag-record.routes';

/** Approaches of crags, drawn walking paths (DOMAIN.md §2): visitors read, climbers draw and edit, site administrators delete. */
export function approachRoutes(context: AppContext): FastifyPluginAsyncZod {
  return cragRecordRoutes(context, {
    name: 'approaches',
    record: approach,
    input: approachInput,
    updateInput: approachUpdateInput,
    listSummary: "The crag's approaches, oldest first, with length and walking time; X-Total-Count holds the total",
    summaries: {
      create:
        'Draw an approach to a crag: its length is measured, its walking time estimated unless given (recorded as a version)',
      read: 'One approach',
      update: 'Redraw or describe an approach (recorded as a version)',
      delete: 'Delete an approach (site administrators; recorded as a version)',
    },
    list: listApproaches,
    service: { create: createApproach, read: getApproach, update: updateApproach, delete: deleteApproach },
  });
}
