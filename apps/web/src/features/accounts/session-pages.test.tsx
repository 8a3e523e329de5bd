import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../testing/page-test-kit';
import { SESSION_PAGE_MODULES } from './page-modules';

beforeAll(stubMissingBrowserApis);
afterEach(cleanup);

describe('the session pages', () => {
  // As in the app: no query provider around them, only the shell's.
  it.each(Object.keys(SESSION_PAGE_MODULES))('%s shows its form', async (path) => {
    const i18n = await createTestI18n('fr', []);
    const load = SESSION_PAGE_MODULES[path];
    if (!load) throw new Error(path);
    const { default: Page } = await load();
    render(
      <TestProviders i18n={i18n}>
        <MemoryRouter initialEntries={[`${path}?token=abc`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.querySelector('form')).not.toBeNull();
  });
});

async function renderSessionPage(path: string, address: string, language: string) {
  const i18n = await createTestI18n(language, []);
  const load = SESSION_PAGE_MODULES[path];
  if (!load) throw new Error(path);
  const { default: Page } = await load();
  return render(
    <TestProviders i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

/** Every call answers `status` with `body` (the session pages call the API through fetch). */
function answerEveryCall(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json(body, { status, headers: { 'retry-after': '4' } });
    }),
  );
  return calls;
}

describe('the sign-in form’s rules, loaded with the first submit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an empty form under its fields without calling the API', async () => {
    const calls = answerEveryCall(401, { code: 'invalid_credentials', message: 'Wrong e-mail or password' });
    await renderSessionPage('/sign-in', '/sign-in', 'en');
    const form = await screen.findByTestId('sign-in-form');
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]').length).toBe(2));
    expect(calls).toEqual([]);
  });
});

describe('past the sign-in back-off', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en', 'If this account is slowed down after many failed attempts and your password was right'],
    ['fr', 'Si ce compte est ralenti après de nombreuses tentatives ratées et que votre mot de passe était le bon'],
  ])('the sign-in form says a right password got a sign-in link by e-mail (%s)', async (language, text) => {
    answerEveryCall(429, { code: 'rate_limited', message: 'Too many failed sign-ins on this account' });
    await renderSessionPage('/sign-in', '/sign-in', language);
    const form = await screen.findByTestId('sign-in-form');
    const email = form.querySelector<HTMLInputElement>('input[type="email"]');
    const password = form.querySelector<HTMLInputElement>('input[type="password"]');
    if (!email || !password) throw new Error('the sign-in fields');
    fireEvent.change(email, { target: { value: 'lucie@example.test' } });
    fireEvent.change(password, { target: { value: 'Granite2026' } });
    fireEvent.submit(form);
    await waitFor(() => expect(form.textContent).toContain(text));
  });

  it('the link page signs this browser in with the token, and says so', async () => {
    const calls = answerEveryCall(200, { token: 'access', refresh_token: 'refresh' });
    await renderSessionPage('/sign-in-link', '/sign-in-link?token=the-token', 'en');
    fireEvent.submit(await screen.findByTestId('sign-in-link-form'));
    expect((await screen.findByTestId('sign-in-link-done')).textContent).toBe(
      'You are signed in, and this browser is now recognised.',
    );
    expect(calls[0]).toEqual({
      url: expect.stringContaining('/api/v1/sessions/sign_in_link'),
      body: { token: 'the-token' },
    });
  });

  it('the link page tells an expired or used link clearly, in French', async () => {
    answerEveryCall(422, { error: { token: ['invalid'] } });
    await renderSessionPage('/sign-in-link', '/sign-in-link?token=old', 'fr');
    fireEvent.submit(await screen.findByTestId('sign-in-link-form'));
    expect((await screen.findByRole('alert')).textContent).toContain('Ce lien n’est plus valable');
  });

  it('the link page without its token says the link is incomplete', async () => {
    await renderSessionPage('/sign-in-link', '/sign-in-link', 'en');
    expect(await screen.findByText('This link is incomplete. Open the whole link from the e-mail.')).toBeTruthy();
  });
});
