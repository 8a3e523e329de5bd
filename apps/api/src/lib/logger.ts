import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (a test reads them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields never written to the log, whatever object carries them: secrets (passwords, tokens,
 * hashes, keys) and personal data (e-mails). One level deep under any key, plus the headers.
 */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'password_digest',
  'encrypted_password',
  'passwordHash',
  'password_hash',
  'token',
  'refresh_token',
  'access_token',
  'api_access_token',
  'email',
  // The recipient of an e-mail the server sends (password reset, notifications).
  'to',
  'params',
  'parameters',
  'body',
];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.httpapiaccesstoken',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/**
 * Fields holding a request's address: the request line Fastify logs (`req.url`) and the pages' own lines. Their
 * query may carry a secret (a reset link's `?token=`, a sign-in link's), so they are logged with it blanked.
 */
const ADDRESS_PATHS = ['req.url', 'url', 'path'];

const CENSOR = '[redacted]';

/** Query parameters whose value is a secret or personal data, told by their name. */
const SECRET_QUERY_PARAMETER = /token|password|secret|key|signature|email/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * An address as the log keeps it: its path and every query parameter, the value of those named like a secret
 * (`token`, `reset_token`, `password`, `key`, `email`…) replaced. The names stay, so a line still says what
 * was asked.
 */
export function addressWithoutSecrets(address: string): string {
  const start = address.indexOf('?');
  if (start === -1) return address;
  const query = address
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const end = parameter.indexOf('=');
      const name = end === -1 ? parameter : parameter.slice(0, end);
      return end !== -1 && SECRET_QUERY_PARAMETER.test(decodedName(name)) ? `${name}=${CENSOR}` : parameter;
    });
  return `${address.slice(0, start)}?${query.join('&')}`;
}

/** What a redacted field becomes: an address loses its query's secrets, anything else its whole value. */
function censor(value: unknown, path: readonly PropertyKey[]): unknown {
  if (!ADDRESS_PATHS.includes(path.map(String).join('.'))) return CENSOR;
  return typeof value === 'string' ? addressWithoutSecrets(value) : value;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface DatabaseErrorLike extends Error {
  code?: unknown;
}

/** A failed query (drizzle wraps the driver's error): its text holds the query's parameters. */
function isFailedQuery(error: Error): boolean {
  return 'params' in error || 'parameters' in error || error.name === 'DrizzleQueryError';
}

/**
 * The error serializer of the log: type, code, message and stack, and the same for its cause.
 * A failed database query is logged by its driver error's code and message only (with the names
 * of the table, column and constraint): drizzle writes the query's parameters (e-mails, password
 * hashes…) into its message and stack, and the driver's `detail` repeats the values of a broken
 * constraint.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (isFailedQuery(error)) {
    const cause = error.cause instanceof Error ? (error.cause as DatabaseErrorLike) : undefined;
    const code = cause?.code ?? (error as DatabaseErrorLike).code;
    // A data exception (class 22) quotes the value it refused: `invalid input syntax for type integer: "…"`.
    const message =
      typeof code === 'string' && code.startsWith('22')
        ? (cause?.message ?? '').replace(/"[^"]*"/g, '"…"')
        : (cause?.message ?? 'failed query');
    const { table, column, constraint } = (cause ?? {}) as { table?: unknown; column?: unknown; constraint?: unknown };
    return {
      type: 'DatabaseError',
      code,
      message,
      ...(table !== undefined ? { table } : {}),
      ...(column !== undefined ? { column } : {}),
      ...(constraint !== undefined ? { constraint } : {}),
      // The frames only: the stack's first line would repeat the message.
      stack: (cause?.stack ?? '').split('\n').slice(1).join('\n'),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The options of the server's logger (pino): level, redaction, error serializer, destination. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: [...REDACTED_PATHS, ...ADDRESS_PATHS], censor },
    serializers: { err: serializeError, error: serializeError },
    ...(destination ? { stream: destination } : {}),
  };
}
