import { ASCENT_IMPORT_MAX_CHARS, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { csvImportLimits, replyWithImportStream, wantsNdjson } from '../../lib/csv-import';
import { registerEndpoint } from '../../lib/endpoint-route';
import { ValidationFailed } from '../../lib/errors';
import { exportAscentsCsv, exportFileName } from './export.service';
import { importAscents, previewImport } from './import.service';

/** The logbook as a CSV file: export (our format), and import with a preview (ours and Mountain Project's). */
export function csvRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  // The import's body is checked before it is read, then before validation (the shared import's limits).
  const importLimits = csvImportLimits(ASCENT_IMPORT_MAX_CHARS);

  return async (app) => {
    registerEndpoint(app, endpoints.exportMyAscents, {
      guards,
      handler: async (request, reply, user) => {
        const csv = await exportAscentsCsv(context, user, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName()}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });

    registerEndpoint(app, endpoints.previewAscentImport, {
      guards,
      ...importLimits,
      handler: async (request, _reply, user) => previewImport(context, user, request.body),
    });

    registerEndpoint(app, endpoints.importAscents, {
      guards,
      ...importLimits,
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      handler: async (request, reply, user) => {
        if (!wantsNdjson(request)) return reply.status(201).send(await importAscents(context, user, request.body));
        return replyWithImportStream(
          request,
          reply,
          (listener) => importAscents(context, user, request.body, listener),
          (error) =>
            error instanceof ValidationFailed
              ? 'A route was deleted during the import: nothing was written'
              : 'The import failed: nothing was written',
        );
      },
    });
  };
}
