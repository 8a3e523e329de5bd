import { endpoints, versionParams } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { pathParams, recordIdText } from '../../lib/path-params';
import { getVersionHistory } from './version.service';

/** A type or an id that names no record answers 404 (never 422 nor 500), like an unknown record. */
const versionPath = versionParams.extend({ id: recordIdText });

/** The history of the outdoor wiki's records (open to visitors). */
export function versionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.getVersionHistory, {
      handler: async (request, reply) => {
        const { version_type: itemType, id } = pathParams(versionPath, request.params);
        const { history, total } = await getVersionHistory(context, itemType, id, request.query);
        reply.header('x-total-count', String(total));
        return history;
      },
    });
  };
}
