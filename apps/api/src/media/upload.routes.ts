import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { NotFound } from '../lib/errors';
import { fileStoreFor, SERVED_CONTENT_TYPES, UPLOADS_URL_PREFIX } from './file-store';

/**
 * Serves the files of the local store at `/uploads/<key>` (outside /api/v1: images load without a
 * key). Keys never change content (a new upload gets a new key), so they are cached for a year.
 */
export function uploadRoutes(config: Config): FastifyPluginAsyncZod {
  const store = fileStoreFor(config);
  return async (app) => {
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
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(path));
      },
    );
  };
}
