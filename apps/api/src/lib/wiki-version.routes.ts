import { endpoints, versionParams } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from './endpoint-route';
import { pathParams, recordIdText } from './path-params';
import { readVersionHistory, type VersionedKinds } from './wiki-versions';

/** A type or an id that names no record answers 404 (never 422 nor 500), like an unknown record. */
const versionPath = versionParams.extend({ id: recordIdText });

/** The history of every catalogue's wiki records (open to visitors), of the kinds `composition.ts` gives. */
export function wikiVersionRoutes(context: Pick<AppContext, 'db'>, kinds: VersionedKinds): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.getVersionHistory, {
      handler: async (request, reply) => {
        const { version_type: itemType, id } = pathParams(versionPath, request.params);
        const { history, total } = await readVersionHistory(context.db, kinds, { itemType, itemId: id }, request.query);
        reply.header('x-total-count', String(total));
        return history;
      },
    });
  };
}
