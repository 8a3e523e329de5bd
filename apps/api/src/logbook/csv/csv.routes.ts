import { PassThrough } from 'node:stream';
import {
  ASCENT_IMPORT_MAX_CHARS,
  type AscentImportEvent,
  type AscentImportResult,
  ascentFilters,
  ascentImportInput,
  ascentImportPreview,
  ascentImportResult,
  validationErrorBody,
} from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ValidationFailed } from '../../lib/errors';
import { exportAscentsCsv, exportFileName } from './export.service';
import { importAscents, previewImport } from './import.service';

const tags = ['logbook'];
const security = [{ apiAccessToken: [], bearer: [] }];

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
  // Checked on request, before the body is read: an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/current_users/ascent_crag_routes/export.csv',
      {
        onRequest: signedIn,
        schema: {
          summary:
            'My outdoor ascents as a CSV file (docs/logbook-import.md): one row per ascent, oldest first, UTF-8 with a byte order mark, `Content-Disposition: attachment`. Filters as the ascent list (every status by default)',
          tags,
          security,
          querystring: ascentFilters,
          produces: ['text/csv'],
          response: { 200: z.string().describe('`text/csv; charset=utf-8`, header row first') },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const csv = await exportAscentsCsv(context, user, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName()}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/current_users/ascent_imports/preview.json',
      {
        onRequest: signedIn,
        preParsing: async (request, _reply, payload) => {
          await refuseOversizedBody(request);
          return payload;
        },
        preValidation: refuseOversizedCsv,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          summary:
            'Reads a CSV (`cordee` or `mountain_project`) and shows what importing it would do, row by row: matched with a route, unmatched (with the reason), invalid (field → rules), or a duplicate of an ascent already logged (`errors.base: ["taken"]`). Writes nothing. 422 `csv: invalid` (unreadable, wrong header) or `too_big`',
          tags,
          security,
          body: ascentImportInput,
          response: { 200: ascentImportPreview, 422: validationErrorBody },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return previewImport(context, user, request.body);
      },
    );

    app.post(
      '/current_users/ascent_imports.json',
      {
        onRequest: signedIn,
        preParsing: async (request, _reply, payload) => {
          await refuseOversizedBody(request);
          return payload;
        },
        preValidation: refuseOversizedCsv,
        bodyLimit: IMPORT_BODY_LIMIT,
        // Progress lines must leave as they are written, not wait in a compressor's buffer.
        compress: false,
        schema: {
          summary:
            'Imports every row of the CSV not in `skip_rows`, all or nothing, in one transaction. 422 `csv: not_found` / `invalid` when a row left in is unmatched or invalid (nothing written). A duplicate left in is imported. With `Accept: application/x-ndjson`, answers 200 with one JSON line per step: `progress` (after each batch of rows), then `done` or `failed` (nothing written)',
          tags,
          security,
          body: ascentImportInput,
          response: {
            201: ascentImportResult,
            200: z.string().describe('NDJSON: `{"type":"progress","done":250,"total":900}` … then `done` or `failed`'),
            422: validationErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
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
                .send(stream as unknown as AscentImportResult);
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
    );
  };
}
