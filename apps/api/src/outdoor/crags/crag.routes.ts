import { crag, cragInput, cragUpdateInput } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerRecordRoutes, wikiAccess } from '../shared/record-routes';
import { createCrag, deleteCrag, getCrag, updateCrag } from './crag.service';

/** Crags of the outdoor wiki (read by anyone, written by climbers, deleted by site administrators). */
export function cragRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerRecordRoutes(app, context, wikiAccess(context), {
      name: 'crags',
      record: crag,
      input: cragInput,
      updateInput: cragUpdateInput,
      summaries: {
        create: 'Add a crag; without `town_id` it is placed in the nearest town within 30 km',
        read: 'A crag: its facts at a glance, place, figures and counts of what its map shows',
        update: 'Edit a crag (the fields given); recorded as a version',
        delete: 'Delete a crag with its sectors and routes (site administrators)',
      },
      service: { create: createCrag, read: getCrag, update: updateCrag, delete: deleteCrag },
    });
  };
}
