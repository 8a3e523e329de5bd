import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isFramablePath, referencePagePolicy } from './content-security-policy';

/** A year, the usual HSTS lifetime: browsers refresh it on every visit. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, whoever writes it (Fastify, Socket.IO, the refusal of an unreadable request):
 * no MIME sniffing, only the origin in cross-origin referrers, HSTS once the installation is public over https.
 */
export function commonHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The common headers on every answer of the app, and a refusal to be framed (`X-Frame-Options: DENY`, for
 * browsers that do not read `frame-ancestors`) on all but the embed pages. The web app's pages set their own
 * Content-Security-Policy; any other HTML (the API reference page) gets the strict one here.
 * Registered before every route, so that each one inherits it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const headers = commonHeaders(config);
  const otherHtmlPolicy = referencePagePolicy(new URL(config.publicUrl).origin);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    if (!isFramablePath(request.url.split('?')[0] ?? '')) reply.header('x-frame-options', 'DENY');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', otherHtmlPolicy);
    }
  });
}

/** The part of Socket.IO's engine that sees each of its HTTP requests before it answers. */
interface SocketEngine {
  use(
    middleware: (
      request: unknown,
      response: { setHeader(name: string, value: string): void },
      next: () => void,
    ) => void,
  ): void;
}

/**
 * The common headers on Socket.IO's answers too (its polling answers and its refusals: an unknown transport or
 * session), which it writes itself, outside Fastify's hooks. Set on the response before the engine writes it.
 */
export function addSocketAnswerHeaders(engine: SocketEngine, config: Pick<Config, 'publicUrl'>): void {
  const headers = Object.entries(commonHeaders(config));
  engine.use((_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  });
}

/** The API's code for each refusal of the HTTP parser. */
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  408: 'request_timeout',
  431: 'request_header_fields_too_large',
};

/**
 * Answers a request Node's HTTP parser refused before any route saw it (headers over 16 KB: 431, a timeout:
 * 408, anything unreadable: 400), in the API's error shape and with the common headers, in place of
 * Fastify's bare answer. For the server's `clientError` event (Fastify's `clientErrorHandler` option).
 */
export function clientErrorAnswer(config: Pick<Config, 'publicUrl'>) {
  const headerLines = Object.entries(commonHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // A connection reset has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ code: CLIENT_ERROR_CODES[status], message: STATUS_CODES[status] });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n${headerLines}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
