import { endpoints, MAX_IMAGE_UPLOAD_BYTES } from '@climb/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import { ValidationFailed } from '../lib/errors';
import type { ImageKind } from '../media/image-variants';
import { removeUserImage, setUserImage } from './current-user.service';

/**
 * Reads the multipart body into `{ file: File }` before validation, so the route's zod schema checks
 * it (and documents it). The size bound is enforced while reading: a bigger file is never buffered.
 */
async function readUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    const part = await request.file();
    if (!part) {
      request.body = {};
      return;
    }
    const content = await part.toBuffer();
    // A Buffer read from a stream is backed by a plain ArrayBuffer (never a shared one): no copy needed.
    const bytes = new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
    request.body = { [part.fieldname]: new File([bytes], part.filename, { type: part.mimetype }) };
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationFailed.on('file', 'too_big');
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    // busboy's parse errors (no boundary, truncated body…): the client sent no readable file.
    throw ValidationFailed.on('file', 'invalid');
  }
}

/** Avatar and banner of the signed-in climber; multipart is registered for these routes only. */
export function currentUserImageRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    const IMAGES = [
      { kind: 'avatar', upload: endpoints.uploadAvatar, remove: endpoints.deleteAvatar },
      { kind: 'banner', upload: endpoints.uploadBanner, remove: endpoints.deleteBanner },
    ] as const satisfies { kind: ImageKind; upload: unknown; remove: unknown }[];

    for (const { kind, upload, remove } of IMAGES) {
      registerEndpoint(app, upload, {
        guards,
        preValidation: readUpload,
        handler: async (request, _reply, user) => {
          const file = Buffer.from(await request.body.file.arrayBuffer());
          return setUserImage({ ...context, log: request.log }, user, kind, file);
        },
      });

      registerEndpoint(app, remove, {
        guards,
        handler: async (request, _reply, user) => removeUserImage({ ...context, log: request.log }, user, kind),
      });
    }
  };
}
