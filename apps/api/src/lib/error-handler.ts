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
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side' });
  });
}
