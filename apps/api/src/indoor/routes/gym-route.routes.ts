import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes, withTotalCount } from '../../lib/record-routes';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../../media/image-upload';
import {
  createGymRoute,
  deleteGymRoute,
  getGymRoute,
  listGymRoutes,
  listGymSectorRoutes,
  removeGymRouteImage,
  setGymRouteImage,
  updateGymRoute,
} from './gym-route.service';

/** The routes set in a gym's sectors, with their picture and thumbnail. */
export function gymRouteRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    await acceptImageUploads(app);

    registerEndpoint(app, endpoints.listGymRoutes, {
      handler: async (request, reply) => {
        const { items, total } = await listGymRoutes(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listGymSectorRoutes, {
      handler: async (request) => listGymSectorRoutes(context, recordId(request.params)),
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createGymRoute,
        read: endpoints.getGymRoute,
        update: endpoints.updateGymRoute,
        delete: endpoints.deleteGymRoute,
      },
      { create: createGymRoute, read: getGymRoute, update: updateGymRoute, delete: deleteGymRoute },
    );

    const IMAGES = [
      { kind: 'picture', upload: endpoints.uploadGymRoutePicture, remove: endpoints.deleteGymRoutePicture },
      { kind: 'thumbnail', upload: endpoints.uploadGymRouteThumbnail, remove: endpoints.deleteGymRouteThumbnail },
    ] as const;
    for (const { kind, upload, remove } of IMAGES) {
      registerEndpoint(app, upload, {
        guards,
        preValidation: readImageUpload,
        handler: async (request, _reply, user) =>
          setGymRouteImage(context, user, recordId(request.params), kind, await uploadedBytes(request.body.file)),
      });
      registerEndpoint(app, remove, {
        guards,
        handler: async (request, _reply, user) => removeGymRouteImage(context, user, recordId(request.params), kind),
      });
    }
  };
}
