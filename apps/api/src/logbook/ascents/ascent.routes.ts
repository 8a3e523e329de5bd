import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { createAscent, deleteAscent, getAscent, listPublicAscents, updateAscent } from './ascent.service';

/** The two lists of public ascents, of a route and of a crag: the same query and answer, another owner. */
const PUBLIC_ASCENT_LISTS = [
  { endpoint: endpoints.listRoutePublicAscents, of: (cragRouteId: number) => ({ cragRouteId }) },
  { endpoint: endpoints.listCragPublicAscents, of: (cragId: number) => ({ cragId }) },
];

/** Ascents of crag routes: logged, read, edited and deleted by their author only; public ones on route and crag pages. */
export function ascentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.createAscent, {
      guards,
      handler: async (request, reply, user) => {
        const { ascent, created } = await createAscent(context, user, request.body);
        return reply.status(created ? 201 : 200).send(ascent);
      },
    });

    registerEndpoint(app, endpoints.getAscent, {
      guards,
      handler: async (request, _reply, user) => getAscent(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.updateAscent, {
      guards,
      handler: async (request, _reply, user) => updateAscent(context, user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deleteAscent, {
      guards,
      handler: async (request, reply, user) => {
        await deleteAscent(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    for (const { endpoint, of } of PUBLIC_ASCENT_LISTS) {
      registerEndpoint(app, endpoint, {
        handler: async (request, reply) => {
          const { ascents, total } = await listPublicAscents(context, of(recordId(request.params)), request.query);
          return withTotalCount(reply, ascents, total);
        },
      });
    }
  };
}
