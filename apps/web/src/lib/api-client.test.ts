import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  renewingSession,
  type SessionAdapter,
  setApiNavigator,
  setPageReloader,
  setSessionAdapter,
} from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type TestSession = SessionAdapter & {
  token: string;
  refresh: ReturnType<typeof vi.fn>;
  logout: ReturnType<typeof vi.fn>;
};

function session(overrides: Partial<SessionAdapter> = {}): TestSession {
  const state: TestSession = {
    token: 'old',
    accessToken: (): string | null => state.token,
    isLoggedIn: () => true,
    refresh: vi.fn(async () => {
      state.token = 'new';
      return 'new';
    }),
    logout: vi.fn(),
  } as TestSession;
  Object.assign(state, overrides);
  return state;
}

describe('apiRequest', () => {
  const navigate = vi.fn();
  const reload = vi.fn();

  beforeEach(() => {
    document.head.innerHTML = '<meta name="api-access-token" content="web-key">';
    setApiNavigator(navigate);
    setPageReloader(reload);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    reload.mockReset();
  });

  it('sends the access-token header and the bearer token', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setSessionAdapter(session());
    await expect(apiRequest('health')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/health');
    expect(init.headers).toMatchObject({ HttpApiAccessToken: 'web-key', authorization: 'Bearer old' });
  });

  it('refreshes once for concurrent 401s while signed in, then retries each call once', async () => {
    const adapter = session();
    setSessionAdapter(adapter);
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer new' ? json(200, { ok: 1 }) : json(401, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([apiRequest('a'), apiRequest('b'), apiRequest('c')]);
    expect(results).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    expect(adapter.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(adapter.logout).not.toHaveBeenCalled();
  });

  it('logs out and reloads when no token results', async () => {
    const adapter = session({ refresh: vi.fn(async () => null) });
    setSessionAdapter(adapter);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, {})),
    );
    await expect(apiRequest('a')).rejects.toBeInstanceOf(ApiError);
    expect(adapter.logout).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a renewal under way (a password change) instead of signing out on a refused call', async () => {
    // Every refresh is refused: the password change ended the old session.
    const adapter = session({ refresh: vi.fn(async () => null) });
    setSessionAdapter(adapter);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const authorization = (init.headers as Record<string, string>).authorization;
        return authorization === 'Bearer renewed' ? json(200, { ok: true }) : json(401, {});
      }),
    );
    let signIn = (): void => {};
    const change = renewingSession(
      () =>
        new Promise<void>((resolve) => {
          signIn = () => {
            adapter.token = 'renewed';
            resolve();
          };
        }),
    );
    const refused = apiRequest('a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    signIn();
    await change;
    await expect(refused).resolves.toEqual({ ok: true });
    expect(adapter.logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends a visitor meeting a 401 to /sign-in with a return path', async () => {
    setSessionAdapter(session({ isLoggedIn: () => false, accessToken: () => null }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'unauthorized' })),
    );
    await expect(apiRequest('a')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/sign-in?redirect=%2F');
  });

  it('sends a 403 to the right-required page with what the server needs', async () => {
    setSessionAdapter(session());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { code: 'forbidden', need: { gym_name: 'Arkose', role: 'administrator' } })),
    );
    await expect(apiRequest('a')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/errors/right-required?gym_name=Arkose&role=administrator');
  });

  it('exposes 422 rule names', async () => {
    setSessionAdapter(session());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { error: { path: ['required'] } })),
    );
    const error = await apiRequest('a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).validationErrors).toEqual({ path: ['required'] });
  });
});
