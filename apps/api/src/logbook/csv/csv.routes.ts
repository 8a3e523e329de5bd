import { PassThrough } from 'node:stream';
import { ASCENT_IMPORT_MAX_CHARS, type AscentImportEvent, endpoints } from '@climb/contracts';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { ValidationFailed } from '../../lib/errors';
import { exportAscentsCsv, exportFileName } from './export.service';
import { importAscents, previewImport } from './import.service';

/**
 * Body limit of the two import routes only (the API's is 1 MiB): the largest CSV accepted, each
 * character counted as three UTF-8 bytes (accents, quotes escaped in JSON), plus room for `skip_rows`.
 */
export const IMPORT_BODY_LIMIT = ASCENT_IMPORT_MAX_CHARS * 3 + 1_048_576;

const NDJSON = 'application/x-ndjson';

function wantsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes(NDJSON);
}

/** A body announced beyond the limit is refused before it is read, as a too big CSV (not a bare 413). */
async function refuseOversizedBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > IMPORT_BODY_LIMIT) throw ValidationFailed.on('csv', 'too_big');
}

/**
 * A CSV beyond ASCENT_IMPORT_MAX_CHARS is a file too big (`too_big`, as too many rows), not a string
 * too long: checked before the schema, which would say `too_long`.
 */
async function refuseOversizedCsv(request: FastifyRequest): Promise<void> {
  const body = request.body as { csv?: unknown } | undefined;
  if (typeof body?.csv === 'string' && body.csv.length > ASCENT_IMPORT_MAX_CHARS) {
    throw ValidationFailed.on('csv', 'too_big');
  }
}

/** The logbook as a CSV file: export (our format), and import with a preview (ours and Mountain Project's). */
export function csvRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  // The import's body is checked before it is read, then before validation (see above).
  const importLimits = {
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
      await refuseOversizedBody(request);
      return payload;
    },
    preValidation: refuseOversizedCsv,
    bodyLimit: IMPORT_BODY_LIMIT,
  };

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

        const stream = new PassThrough();
        const write = (event: AscentImportEvent) => stream.write(`${JSON.stringify(event)}\n`);
        let started = false;
        try {
          const result = await importAscents(context, user, request.body, {
            start: (total) => {
              // Everything was checked (a bad row is still a plain 422): from here on the answer streams.
              started = true;
              reply
                .status(200)
                .header('content-type', `${NDJSON}; charset=utf-8`)
                .header('cache-control', 'no-store')
                .header('x-accel-buffering', 'no')
                .send(stream as unknown as string);
              write({ type: 'progress', done: 0, total });
            },
            progress: (done, total) => write({ type: 'progress', done, total }),
          });
          write({ type: 'done', ...result });
        } catch (error) {
          if (!started) throw error;
          request.log.error({ err: error }, 'ascent import failed, rolled back');
          write({
            type: 'failed',
            message:
              error instanceof ValidationFailed
                ? 'A route was deleted during the import: nothing was written'
                : 'The import failed: nothing was written',
          });
        } finally {
          if (started) stream.end();
        }
        return reply;
      },
    });
  };
}
