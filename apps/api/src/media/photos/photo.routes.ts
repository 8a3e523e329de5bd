import { endpoints, MAX_PHOTO_UPLOAD_BYTES } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { withTotalCount } from '../../lib/record-routes';
import { acceptImageUploads, readImageUploadWithFields, uploadedBytes } from '../image-upload';
import type { MediaTargets } from '../media-targets';
import {
  countPhotoUpload,
  createPhoto,
  deletePhoto,
  getPhoto,
  listMyPhotos,
  listPhotos,
  updatePhoto,
} from './photo.service';

/** A photo's text parts (its record, description, credit, licence, cover), each at most 8 KB. */
const PHOTO_UPLOAD_BOUNDS = { maxBytes: MAX_PHOTO_UPLOAD_BYTES, fields: 10, fieldBytes: 8 * 1024 };

/** Photos on any record (docs/domain/media.md): visitors look, climbers upload, authors and site administrators edit. */
export function photoRoutes(context: AppContext, targets: MediaTargets): FastifyPluginAsyncZod {
  const { guards } = context;
  const media = (request: FastifyRequest) => ({ ...context, targets, log: request.log });
  return async (app) => {
    registerEndpoint(app, endpoints.listPhotos, {
      handler: async (request, reply) => {
        const { items, total } = await listPhotos(media(request), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.getPhoto, {
      // A hidden photo is shown to its author and the site administrators only.
      handler: async (request) =>
        getPhoto(media(request), recordId(request.params), await guards.optionalUser(request)),
    });

    registerEndpoint(app, endpoints.listMyPhotos, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyPhotos(media(request), user, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.updatePhoto, {
      guards,
      handler: async (request, _reply, user) =>
        updatePhoto(media(request), user, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.deletePhoto, {
      guards,
      handler: async (request, reply, user) => {
        await deletePhoto(media(request), user, recordId(request.params));
        return reply.status(204).send(null);
      },
    });

    // The upload in a scope of its own: multipart bounded for a photo and its text parts.
    await app.register(async (uploads) => {
      await acceptImageUploads(uploads, PHOTO_UPLOAD_BOUNDS);
      registerEndpoint(uploads, endpoints.createPhoto, {
        guards,
        // The climber's count of uploads is taken before the file is read: past it, no file is read at all.
        preValidation: [
          async (request: FastifyRequest) => countPhotoUpload(context, await guards.requireUser(request)),
          readImageUploadWithFields,
        ],
        handler: async (request, reply, user) => {
          const { file, ...fields } = request.body;
          const photo = await createPhoto(media(request), user, fields, await uploadedBytes(file));
          return reply.status(201).send(photo);
        },
      });
    });
  };
}
