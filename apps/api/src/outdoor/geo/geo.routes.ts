import {
  aroundQuery,
  type CragFeatureCollection,
  cragFeatureCollection,
  cragListQuery,
  cragSummary,
  geoJsonQuery,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { etagMatches } from './etag';
import { cragGeoJson, cragsAround, listCrags } from './geo.service';

const tags = ['outdoor'];

/** Crag lists with filters, crags around a point and the map's GeoJSON (open to visitors). */
export function geoRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/crags.json',
      {
        schema: {
          summary: 'Every crag matching the filters, newest first; X-Total-Count holds the total',
          tags,
          querystring: cragListQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { crags, total } = await listCrags(context, request.query);
        reply.header('x-total-count', String(total));
        return crags;
      },
    );

    app.get(
      '/crags/around.json',
      {
        schema: {
          summary: 'Crags within `distance` km of a point (default 20), nearest first, each with `distance_km`',
          tags,
          querystring: aroundQuery,
          response: { 200: z.array(cragSummary) },
        },
      },
      async (request, reply) => {
        const { crags, total } = await cragsAround(context, request.query);
        reply.header('x-total-count', String(total));
        return crags;
      },
    );

    app.get(
      '/crags/geo_json.json',
      {
        schema: {
          summary:
            'Crag markers of a map viewport (`bbox=west,south,east,north`, may cross the antimeridian) or of the world, filtered; at most GEO_JSON_MAX_FEATURES, biggest crags first. Cacheable: ETag, 304 on If-None-Match',
          tags,
          querystring: geoJsonQuery,
          response: { 200: cragFeatureCollection, 304: z.null() },
        },
      },
      async (request, reply) => {
        const { body, etag } = await cragGeoJson(context, request.query);
        reply.header('etag', etag).header('cache-control', 'public, max-age=60');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        // Already serialized, the tag computed from these bytes: Fastify sends a JSON string as it is.
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(body as unknown as CragFeatureCollection);
      },
    );
  };
}
