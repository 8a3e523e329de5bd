import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { NotFound } from '../lib/errors';
import {
  fileStoreFor,
  LocalFileStore,
  SERVED_CONTENT_TYPES,
  STORED_FILE_CACHE_CONTROL,
  UPLOADS_URL_PREFIX,
} from './file-store';

/**
 * Serves the files of the local store at `/uploads/<key>` (outside /api/v1: images load without a
 * key). Keys never change content (a new upload gets a new key), so they are cached for a year.
 * Files kept in an S3-compatible store are served from its own address (`S3_PUBLIC_URL`), never
 * through the server: the route is not there then.
 */
export function uploadRoutes(config: Config): FastifyPluginAsyncZod {
  const store = fileStoreFor(config);
  return async (app) => {
    if (!(store instanceof LocalFileStore)) return;
    app.get(
      `${UPLOADS_URL_PREFIX}/*`,
      { schema: { hide: true, params: z.object({ '*': z.string().max(400) }) } },
      async (request, reply) => {
        const key = request.params['*'];
        const contentType = SERVED_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
        const path = store.pathOf(key);
        const size = path && contentType ? await store.sizeOf(key) : null;
        if (!path || !contentType || size === null) throw new NotFound();
        return reply
          .header('content-type', contentType)
          .header('content-length', size)
          .header('cache-control', STORED_FILE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(path));
      },
    );
  };
}
