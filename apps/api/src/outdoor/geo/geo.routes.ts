import { type CragViewportCollection, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { etagMatches } from '../../lib/etag';
import { withTotalCount } from '../../lib/record-routes';
import { cragGeoJson, cragsAround, listCrags } from './geo.service';

/** Crag lists with filters, crags around a point and the map's GeoJSON (open to visitors). */
export function geoRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.listCrags, {
      handler: async (request, reply) => {
        const { crags, total } = await listCrags(context, request.query);
        return withTotalCount(reply, crags, total);
      },
    });

    registerEndpoint(app, endpoints.listCragsAround, {
      handler: async (request, reply) => {
        const { crags, total } = await cragsAround(context, request.query);
        return withTotalCount(reply, crags, total);
      },
    });

    registerEndpoint(app, endpoints.getCragGeoJson, {
      handler: async (request, reply) => {
        const { body, etag } = await cragGeoJson(context, request.query);
        reply.header('etag', etag).header('cache-control', 'public, max-age=60');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        // Already serialized, the tag computed from these bytes: Fastify sends a JSON string as it is.
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(body as unknown as CragViewportCollection);
      },
    });
  };
}
