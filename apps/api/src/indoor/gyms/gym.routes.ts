import { endpoints, type GymViewportCollection } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { etagMatches } from '../../lib/etag';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes, withTotalCount } from '../../lib/record-routes';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../../media/image-upload';
import { gymGeoJson, gymsAround } from '../geo/gym-geo.service';
import { searchGyms } from '../search/gym-search.service';
import {
  createGym,
  deleteGym,
  getGym,
  getGymLevels,
  listExhibitionGyms,
  listGymsByFollowers,
  listGymsOfChain,
  removeGymImage,
  setGymImage,
  updateGym,
} from './gym.service';
import {
  createGymChain,
  deleteGymChain,
  getGymChain,
  listGymChains,
  removeGymChainImage,
  setGymChainImage,
  updateGymChain,
} from './gym-chain.service';

/** Gyms and gym chains (read by anyone, written by climbers while a gym has no staff, deleted by site administrators). */
export function gymRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    await acceptImageUploads(app);

    // Lists before the records: `gyms/around.json` must not be read as the gym `around`.
    registerEndpoint(app, endpoints.listGyms, {
      handler: async (request, reply) => {
        const { query, ...rest } = request.query;
        const { items, total } = query
          ? await searchGyms(context, { ...rest, query })
          : await listGymsByFollowers(context, rest);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listGymsAround, {
      handler: async (request, reply) => {
        const { items, total } = await gymsAround(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listExhibitionGyms, {
      handler: async () => listExhibitionGyms(context),
    });

    registerEndpoint(app, endpoints.getGymGeoJson, {
      handler: async (request, reply) => {
        const { body, etag } = await gymGeoJson(context, request.query);
        reply.header('etag', etag).header('cache-control', 'public, max-age=60');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        // Already serialized, the tag computed from these bytes: Fastify sends a JSON string as it is.
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(body as unknown as GymViewportCollection);
      },
    });

    registerRecordRoutes(
      app,
      context,
      { create: endpoints.createGym, read: endpoints.getGym, update: endpoints.updateGym, delete: endpoints.deleteGym },
      { create: createGym, read: getGym, update: updateGym, delete: deleteGym },
    );

    registerEndpoint(app, endpoints.getGymLevels, {
      handler: async (request) => getGymLevels(context, recordId(request.params)),
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createGymChain,
        read: endpoints.getGymChain,
        update: endpoints.updateGymChain,
        delete: endpoints.deleteGymChain,
      },
      { create: createGymChain, read: getGymChain, update: updateGymChain, delete: deleteGymChain },
    );

    registerEndpoint(app, endpoints.listGymChains, {
      handler: async (request, reply) => {
        const { items, total } = await listGymChains(context, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listGymChainGyms, {
      handler: async (request, reply) => {
        const { items, total } = await listGymsOfChain(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    const GYM_IMAGES = [
      { kind: 'logo', upload: endpoints.uploadGymLogo, remove: endpoints.deleteGymLogo },
      { kind: 'banner', upload: endpoints.uploadGymBanner, remove: endpoints.deleteGymBanner },
    ] as const;
    for (const { kind, upload, remove } of GYM_IMAGES) {
      registerEndpoint(app, upload, {
        guards,
        preValidation: readImageUpload,
        handler: async (request, _reply, user) =>
          setGymImage(context, user, recordId(request.params), kind, await uploadedBytes(request.body.file)),
      });
      registerEndpoint(app, remove, {
        guards,
        handler: async (request, _reply, user) => removeGymImage(context, user, recordId(request.params), kind),
      });
    }

    const CHAIN_IMAGES = [
      { kind: 'logo', upload: endpoints.uploadGymChainLogo, remove: endpoints.deleteGymChainLogo },
      { kind: 'banner', upload: endpoints.uploadGymChainBanner, remove: endpoints.deleteGymChainBanner },
    ] as const;
    for (const { kind, upload, remove } of CHAIN_IMAGES) {
      registerEndpoint(app, upload, {
        guards,
        preValidation: readImageUpload,
        handler: async (request, _reply, user) =>
          setGymChainImage(context, user, recordId(request.params), kind, await uploadedBytes(request.body.file)),
      });
      registerEndpoint(app, remove, {
        guards,
        handler: async (request, _reply, user) => removeGymChainImage(context, user, recordId(request.params), kind),
      });
    }
  };
}
