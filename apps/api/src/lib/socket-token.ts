import { createHmac, timingSafeEqual } from 'node:crypto';

/** A session is its refresh-token family, a UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function seal(secret: string, session: string): string {
  return createHmac('sha256', secret).update(`ws\n${session}`).digest('base64url');
}

/**
 * The socket token of a session (`ws_token`, docs/decisions/025): the session and its HMAC, so that
 * nothing is stored and each session has its own. It holds as long as the session does: the socket
 * checks the session's refresh tokens on every connection.
 */
export function socketTokenOf(secret: string, session: string): string {
  return `${session}.${seal(secret, session)}`;
}

/** The session a socket token names, or null when it is not one this server signed. */
export function sessionOfSocketToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  const session = token.slice(0, dot);
  if (dot < 0 || !UUID.test(session)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(seal(secret, session));
  return given.length === expected.length && timingSafeEqual(given, expected) ? session : null;
}
