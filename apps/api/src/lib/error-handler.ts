import { validationErrorsFromIssues } from '@climb/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, Forbidden, RateLimited, ValidationFailed } from './errors';

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * PostgreSQL's codes for a connection that went away: class 08 (connection exception) and the server
 * shutting down or starting (57P01–57P03); plus the driver's own words for a socket cut under it.
 */
const LOST_CONNECTION_CODES = /^(08...|57P0[123])$/;
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|ECONNRESET|ECONNREFUSED|EPIPE/;

/** Whether the error (or one it wraps) says the database connection was lost, not that the query was wrong. */
export function isLostDatabaseConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CONNECTION_CODES.test(code)) return true;
    if (LOST_CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Paths that belong to the API: never answered with the HTML app. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** The one place where thrown errors become the spec's error formats (spec §8, docs/conventions.md). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The provider flattens each zod issue into { keyword, instancePath, params }: rebuild it.
      const issues = error.validation.map(
        (entry) =>
          ({
            ...entry.params,
            code: entry.keyword,
            path: entry.instancePath.split('/').filter(Boolean),
            message: entry.message,
          }) as unknown as z.core.$ZodIssue,
      );
      const context = error.validationContext ?? 'body';
      // Fastify names the query's context `querystring`; the parsed value is `request.query`.
      const input = request[context === 'querystring' ? 'query' : (context as 'body' | 'params' | 'headers')];
      const wrapper = context === 'body' ? 'user' : undefined;
      return reply.status(422).send({ error: validationErrorsFromIssues(issues, input, wrapper) });
    }
    if (error instanceof ValidationFailed) {
      return reply.status(422).send({ error: error.errors });
    }
    if (error instanceof Forbidden) {
      return reply
        .status(403)
        .send({ code: error.code, message: error.message, ...(error.need ? { need: error.need } : {}) });
    }
    if (error instanceof RateLimited) {
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ code: error.code, message: error.message });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ code: STATUS_CODES[statusCode] ?? 'bad_request', message: error.message });
    }
    if (isLostDatabaseConnection(error)) {
      // The pool opens another connection for the next request: the client may try again at once.
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: 'service_unavailable', message: 'The service is briefly unavailable: try again' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side' });
  });
}
