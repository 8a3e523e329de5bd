import { pageQuery, VERSION_ITEM_TYPES, versionHistory, versionParams } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pathParams, recordIdText } from '../crags/path-params';
import { getVersionHistory } from './version.service';

/** A type or an id that names no record answers 404 (never 422 nor 500), like an unknown record. */
const versionPath = versionParams.extend({ id: recordIdText });

/** The history of the outdoor wiki's records (open to visitors). */
export function versionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/versions/:version_type/:id.json',
      {
        schema: {
          summary:
            "A record's history, newest first: who changed which fields, and when; X-Total-Count holds the number of versions",
          tags: ['outdoor'],
          params: z.object({
            version_type: z.string().describe(`One of ${VERSION_ITEM_TYPES.join(', ')}; any other answers 404.`),
            id: z.string().describe('Id of the record; a malformed or unknown id answers 404.'),
          }),
          querystring: pageQuery,
          response: { 200: versionHistory },
        },
      },
      async (request, reply) => {
        const { version_type: itemType, id } = pathParams(versionPath, request.params);
        const { history, total } = await getVersionHistory(context, itemType, id, request.query);
        reply.header('x-total-count', String(total));
        return history;
      },
    );
  };
}
