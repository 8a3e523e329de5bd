import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { ValidationFailed } from './errors';

/*
 * The shared kernel of the CSV imports (the logbook's ascents, a gym's routes): the bounds of their bodies, and the
 * all-or-nothing import that streams its progress as NDJSON lines when asked to.
 */

const NDJSON = 'application/x-ndjson';

/**
 * The body limit of an import route (the API's is 1 MiB): the largest CSV accepted, each character counted as three
 * UTF-8 bytes (accents, quotes escaped in JSON), plus room for the other fields (`skip_rows`).
 */
export function importBodyLimit(maxChars: number): number {
  return maxChars * 3 + 1_048_576;
}

/**
 * The hooks of an import route: a body announced beyond the limit is refused before it is read, as a too big CSV
 * (`csv: too_big`, not a bare 413); a CSV beyond `maxChars` is a file too big (`too_big`, as too many rows), not a
 * string too long, checked before the schema (which would say `too_long`).
 */
export function csvImportLimits(maxChars: number) {
  const bodyLimit = importBodyLimit(maxChars);
  return {
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > bodyLimit) throw ValidationFailed.on('csv', 'too_big');
      return payload;
    },
    preValidation: async (request: FastifyRequest) => {
      const body = request.body as { csv?: unknown } | undefined;
      if (typeof body?.csv === 'string' && body.csv.length > maxChars) throw ValidationFailed.on('csv', 'too_big');
    },
    bodyLimit,
  };
}

/** Whether the caller asked for the import's progress as NDJSON lines. */
export function wantsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes(NDJSON);
}

export interface ImportProgress {
  /** Called once everything was checked, before the first row is written. */
  start(total: number): void;
  /** Called after each batch written. */
  progress(done: number, total: number): void;
}

/** The lines of an import's stream. */
export type ImportEvent<Result> =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'done' } & Result)
  | { type: 'failed'; message: string };

/**
 * Runs an all-or-nothing import and answers with its stream: a 200 of NDJSON lines, `progress` once everything was
 * checked and after each batch, then `done` with the result, or `failed` (with `failedMessage(error)`) when it broke
 * after the stream began (nothing was written: the import's transaction rolled back). Before the stream begins, an
 * error (a 422 for a bad row) is thrown as for any other call. Progress lines must leave as they are written: the
 * route is registered with `compress: false`.
 */
export async function replyWithImportStream<Result extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (listener: ImportProgress) => Promise<Result>,
  failedMessage: (error: unknown) => string,
): Promise<FastifyReply> {
  const stream = new PassThrough();
  const write = (event: ImportEvent<Result>) => stream.write(`${JSON.stringify(event)}\n`);
  let started = false;
  try {
    const result = await run({
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
    request.log.error({ err: error }, 'import failed, rolled back');
    write({ type: 'failed', message: failedMessage(error) });
  } finally {
    if (started) stream.end();
  }
  return reply;
}
