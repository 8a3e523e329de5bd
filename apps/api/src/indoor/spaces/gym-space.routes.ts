import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { registerRecordRoutes } from '../../lib/record-routes';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../../media/image-upload';
import {
  createGymSector,
  createGymSpace,
  deleteGymSector,
  deleteGymSpace,
  getGymSector,
  getGymSpace,
  listGymSpaces,
  removeGymSpacePlan,
  setGymSpacePlan,
  updateGymSector,
  updateGymSpace,
} from './gym-space.service';

/** A gym's spaces (with their plans) and sectors. */
export function gymSpaceRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    await acceptImageUploads(app);

    registerEndpoint(app, endpoints.listGymSpaces, {
      handler: async (request) => listGymSpaces(context, recordId(request.params)),
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createGymSpace,
        read: endpoints.getGymSpace,
        update: endpoints.updateGymSpace,
        delete: endpoints.deleteGymSpace,
      },
      { create: createGymSpace, read: getGymSpace, update: updateGymSpace, delete: deleteGymSpace },
    );

    registerEndpoint(app, endpoints.uploadGymSpacePlan, {
      guards,
      preValidation: readImageUpload,
      handler: async (request, _reply, user) =>
        setGymSpacePlan(context, user, recordId(request.params), await uploadedBytes(request.body.file)),
    });
    registerEndpoint(app, endpoints.deleteGymSpacePlan, {
      guards,
      handler: async (request, _reply, user) => removeGymSpacePlan(context, user, recordId(request.params)),
    });

    registerRecordRoutes(
      app,
      context,
      {
        create: endpoints.createGymSector,
        read: endpoints.getGymSector,
        update: endpoints.updateGymSector,
        delete: endpoints.deleteGymSector,
      },
      { create: createGymSector, read: getGymSector, update: updateGymSector, delete: deleteGymSector },
    );
  };
}
