import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../platform/session/token-store';
import { sessionClimberUuid, tokenSubject } from './session-climber';

const UUID = '0b3f6a1e-8c1d-4d53-9a55-5f8f3f0b8a11';

/** A token as the API signs it (HS256 JWT); the signature is never checked on the device. */
function token(claims: object): string {
  const segment = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  };
  return `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.signature`;
}

afterEach(() => localStorage.clear());

describe('the climber of the device’s session', () => {
  it('reads the subject of the access token', () => {
    expect(tokenSubject(token({ sub: UUID, uid: 4, ver: 1, name: 'Zoé ✓' }))).toBe(UUID);
    expect(tokenSubject(token({ uid: 4 }))).toBeNull();
    expect(tokenSubject('not a token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
  });

  it('is the session’s climber, known without the network; none without a session', () => {
    expect(sessionClimberUuid()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: token({ sub: UUID }), refresh_token: 'r' }));
    expect(sessionClimberUuid()).toBe(UUID);
  });
});
