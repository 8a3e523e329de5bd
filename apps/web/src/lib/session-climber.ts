import { readTokens } from '../platform/session/token-store';

/** A base64url segment of a JSON Web Token, decoded to text. */
function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The subject (`sub`) of an access token: the uuid of the climber it was given to; null when unreadable. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeSegment(payload));
    const sub = claims && typeof claims === 'object' ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub.length > 0 ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The climber whose session this device holds, read from the access token (its subject) and so known offline
 * too, before the climber could be fetched; null without a session. What the device shows of its own data
 * (ascents waiting to be sent, kept query data) follows it; the API checks the token itself.
 */
export function sessionClimberUuid(): string | null {
  const token = readTokens()?.token;
  return token ? tokenSubject(token) : null;
}
