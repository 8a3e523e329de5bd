import { currentUser, imageUploadBody, MAX_IMAGE_UPLOAD_BYTES } from '@climb/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { ValidationFailed } from '../lib/errors';
import type { ImageKind } from '../media/image-variants';
import { removeUserImage, setUserImage } from './current-user.service';

const security = [{ apiAccessToken: [], bearer: [] }];

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
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    const routesOf = (kind: ImageKind, label: string) => {
      app.post(
        `/current_users/${kind}.json`,
        {
          onRequest: signedIn,
          preValidation: readUpload,
          schema: {
            summary: `Upload the climber's ${label} (multipart \`file\`; resized to WebP variants)`,
            description:
              'The file is checked by its content (an image sharp can decode), whatever its name; 10 MB at most. ' +
              'Answers 422 `file: [invalid]` for anything else and `file: [too_big]` above the bound.',
            tags: ['current_users'],
            security,
            consumes: ['multipart/form-data'],
            body: imageUploadBody,
            response: { 200: currentUser },
          },
        },
        async (request) => {
          const user = await context.guards.requireUser(request);
          const upload = Buffer.from(await request.body.file.arrayBuffer());
          return setUserImage({ ...context, log: request.log }, user.id, kind, upload);
        },
      );

      app.delete(
        `/current_users/${kind}.json`,
        {
          onRequest: signedIn,
          schema: {
            summary: `Remove the climber's ${label}`,
            tags: ['current_users'],
            security,
            response: { 200: currentUser },
          },
        },
        async (request) => {
          const user = await context.guards.requireUser(request);
          return removeUserImage({ ...context, log: request.log }, user.id, kind);
        },
      );
    };

    routesOf('avatar', 'avatar');
    routesOf('banner', 'banner');
  };
}
