import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiNavigator, setPageReloader, setSessionAdapter } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { refreshTokens } from './refresh-tokens';
import { sessionAdapter } from './session';
import { readTokens, SESSION_STORAGE_KEY, writeTokens } from './token-store';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type FetchArgs = [string, RequestInit];
const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => (url as string).startsWith(`/api/v1/${path}`)) as unknown as FetchArgs[];
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

describe('the session adapter', () => {
  const reload = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<meta name="api-access-token" content="web-key">';
    setSessionAdapter(sessionAdapter);
    setApiNavigator(vi.fn());
    setPageReloader(reload);
    writeTokens({ token: 'old-access', refresh_token: 'old-refresh' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it('answers concurrent 401s with one POST sessions/tokens, then retries each call once with the new token', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/v1/sessions/tokens') {
        // Slow enough that every 401 arrives while the refresh is in flight.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { token: 'new-access', refresh_token: 'new-refresh' });
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { url }) : json(401, { code: 'unauthorized' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.all([apiRequest('a'), apiRequest('b'), apiRequest('c'), apiRequest('d')]);

    expect(results).toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }, { url: '/api/v1/c' }, { url: '/api/v1/d' }]);
    const refreshes = calls(fetchMock, 'sessions/tokens');
    expect(refreshes).toHaveLength(1);
    const [, init] = refreshes[0] as FetchArgs;
    expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'old-refresh' });
    expect((init.headers as Record<string, string>).HttpApiAccessToken).toBe('web-key');
    expect(fetchMock).toHaveBeenCalledTimes(9);
    expect(readTokens()).toEqual({ token: 'new-access', refresh_token: 'new-refresh' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out and reloads when the refresh token is refused', async () => {
    useSessionStore.getState().setUser({ id: 1 } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'unauthorized' })),
    );
    await expect(apiRequest('a')).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/v1/sessions/tokens') throw new TypeError('Failed to fetch');
        return json(401, {});
      }),
    );
    await expect(apiRequest('a')).rejects.toThrow('Failed to fetch');
    expect(readTokens()).toEqual({ token: 'old-access', refresh_token: 'old-refresh' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the pair another tab has just renewed instead of spending the old refresh token again', async () => {
    const fetchMock = vi.fn(async () => json(200, { token: 'never', refresh_token: 'never' }));
    vi.stubGlobal('fetch', fetchMock);
    // The lock is granted after another tab, holding it, has renewed the pair.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<unknown>) => {
          writeTokens({ token: 'other-tab-access', refresh_token: 'other-tab-refresh' });
          return callback();
        },
      },
    });
    await expect(refreshTokens()).resolves.toBe('other-tab-access');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has nothing to refresh without a session', async () => {
    localStorage.clear();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshTokens()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionAdapter.isLoggedIn()).toBe(false);
  });
});
