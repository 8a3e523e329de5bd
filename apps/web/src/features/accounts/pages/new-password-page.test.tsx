import type { CurrentUser, PasswordResetOwner } from '@climb/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionAdapter } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { sessionAdapter } from '../../../platform/session/session';
import { readTokens, writeTokens } from '../../../platform/session/token-store';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../../testing/page-test-kit';
import { SESSION_PAGE_MODULES } from '../page-modules';

// No socket in these tests: the live module is what a signed-in session loads.
vi.mock('../../../platform/session/session-live', () => ({ syncLive: vi.fn(), stopLive: vi.fn() }));

beforeAll(stubMissingBrowserApis);
afterEach(cleanup);

/** The page at `entry`, any other address showing "elsewhere". */
async function renderNewPasswordPage(entry: string, language = 'fr', missing: string[] = []) {
  const i18n = await createTestI18n(language, missing);
  const load = SESSION_PAGE_MODULES['/new-password'];
  if (!load) throw new Error('no /new-password page');
  const { default: Page } = await load();
  render(
    <TestProviders i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/new-password" element={<Page />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the new-password page of a reset link', () => {
  const ada: PasswordResetOwner = { first_name: 'Ada', masked_email: 'a•••@example.org' };
  const bruno = { id: 8, first_name: 'Bruno', last_name: 'Blocs', ws_token: '', language: 'fr' } as CurrentUser;
  const adaAsSignedIn = {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    ws_token: '',
    language: 'fr',
  } as CurrentUser;
  /** The requests the fake API got, as `METHOD path`, in order. */
  let requests: string[];
  let ownerStatus: number;

  function json(status: number, body: unknown): Response {
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }

  function answer(url: string, init: RequestInit): Response {
    const { pathname } = new URL(url, 'http://localhost');
    const call = `${init.method ?? 'GET'} ${pathname}`;
    requests.push(call);
    if (call === 'GET /api/v1/sessions/new_password') {
      return ownerStatus === 200 ? json(200, ada) : json(ownerStatus, { error: { token: ['invalid'] } });
    }
    if (call === 'DELETE /api/v1/sessions/sign_in') return json(204, null);
    if (call === 'PUT /api/v1/sessions/new_password')
      return json(200, { token: 'ada-access', refresh_token: 'ada-refresh' });
    if (call === 'GET /api/v1/current_users.json') return json(200, adaAsSignedIn);
    return json(404, { error: 'not found' });
  }

  function save() {
    const [password, confirmation] = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    if (!password || !confirmation) throw new Error('no password fields');
    fireEvent.change(password, { target: { value: 'Calcaire2027' } });
    fireEvent.change(confirmation, { target: { value: 'Calcaire2027' } });
    const form = screen.getByTestId('new-password-form');
    fireEvent.submit(form);
  }

  beforeEach(() => {
    requests = [];
    ownerStatus = 200;
    localStorage.clear();
    document.head.innerHTML = '<meta name="api-access-token" content="web-key">';
    setSessionAdapter(sessionAdapter);
    useSessionStore.getState().setUser(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => answer(url, init)),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it.each(['fr', 'en'])(
    'signed in as Bruno with Ada’s link (%s): names Ada’s account, warns, and signs Bruno out before saving',
    async (language) => {
      writeTokens({ token: 'bruno-access', refresh_token: 'bruno-refresh' });
      useSessionStore.getState().setUser(bruno);
      const missing: string[] = [];
      await renderNewPasswordPage('/new-password?token=ada-token', language, missing);

      const owner = await screen.findByTestId('reset-owner');
      expect(owner.textContent).toContain('Ada');
      expect(owner.textContent).toContain('a•••@example.org');
      expect(screen.getByTestId('signed-in-warning').textContent).toContain('Bruno Blocs');

      save();
      await waitFor(() => expect(readTokens()?.token).toBe('ada-access'));
      const signOut = requests.indexOf('DELETE /api/v1/sessions/sign_in');
      const reset = requests.indexOf('PUT /api/v1/sessions/new_password');
      expect(signOut).toBeGreaterThanOrEqual(0);
      expect(reset).toBeGreaterThan(signOut);
      expect(readTokens()).toEqual({ token: 'ada-access', refresh_token: 'ada-refresh' });
      expect(missing).toEqual([]);
    },
  );

  it('signed out: names the account, warns of nothing and signs nobody out', async () => {
    await renderNewPasswordPage('/new-password?token=ada-token');
    expect((await screen.findByTestId('reset-owner')).textContent).toContain('a•••@example.org');
    expect(screen.queryByTestId('signed-in-warning')).toBeNull();

    save();
    await waitFor(() => expect(requests).toContain('PUT /api/v1/sessions/new_password'));
    expect(requests).not.toContain('DELETE /api/v1/sessions/sign_in');
  });

  it('says at once that a refused link is no longer valid', async () => {
    ownerStatus = 422;
    await renderNewPasswordPage('/new-password?token=used-token');
    expect((await screen.findByRole('alert')).textContent).toMatch(/plus valable/);
    expect(screen.queryByTestId('reset-owner')).toBeNull();
  });
});
