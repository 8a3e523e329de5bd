import type { CurrentUser } from '@climb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { KEPT_CLIMBER_KEY, keepClimber, keptClimber } from './kept-climber';
import { endSession, startSession } from './session';
import { writeTokens } from './token-store';

const UUID = '0b0e8a52-3c1f-4a57-9d3e-2f6c1f0a9b11';
const OTHER = '5d7c1e0a-8a8e-4d8b-b1f6-7f2c9e1d3a44';

function tokenFor(sub: string): string {
  const payload = btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const climber = (uuid: string) => ({ id: 7, uuid, first_name: 'Lou', language: 'fr' }) as unknown as CurrentUser;

describe('the climber kept for offline use', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user: null, status: 'anonymous' });
    writeTokens({ token: tokenFor(UUID), refresh_token: 'refresh' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is given back for the session's own climber only", () => {
    keepClimber(climber(UUID));
    expect(keptClimber()).toMatchObject({ uuid: UUID, first_name: 'Lou' });
    writeTokens({ token: tokenFor(OTHER), refresh_token: 'refresh' });
    expect(keptClimber()).toBeNull();
  });

  it('shows the climber signed in when the start-up fetch fails, and signed out without a kept copy', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });

    keepClimber(climber(UUID));
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ user: { uuid: UUID }, status: 'ready' });
  });

  it('is kept by a successful fetch, and forgotten when the session ends', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(climber(UUID)), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await startSession();
    expect(JSON.parse(localStorage.getItem(KEPT_CLIMBER_KEY) ?? 'null')).toMatchObject({ uuid: UUID });
    endSession();
    expect(localStorage.getItem(KEPT_CLIMBER_KEY)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
