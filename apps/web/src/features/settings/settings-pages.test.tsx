import type { CurrentUser } from '@climb/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { writeTokens } from '../../platform/session/token-store';
import { climber } from '../../testing/catalogue-fixtures';
import {
  createTestI18n,
  expectSoundPage,
  headingLevels,
  stubMissingBrowserApis,
  TestProviders,
} from '../../testing/page-test-kit';
import { SETTINGS_PAGE_MODULES } from './page-modules';

const user: CurrentUser = {
  ...climber,
  description: 'Grimpe au Verdon depuis toujours.',
  gender: 'female',
  date_of_birth: '2010-04-02',
  climbing_types: ['sport_climbing', 'multi_pitch'],
  grade_min_value: 31,
  grade_max_value: 40,
  avatar: { thumbnail: '/uploads/a/t.webp', medium: '/uploads/a/m.webp', large: '/uploads/a/l.webp' },
  privacy: { public_profile: true, public_outdoor_ascents: false, public_indoor_ascents: true },
  email_notifications: ['new_message'],
};

const organization = { id: 3, name: 'Grimpe Data', usage_type: 'study', created_at: '2025-01-02T10:00:00.000Z' };

/** The address each page is rendered at (patterns with parameters get real ones). */
const ADDRESSES: Record<string, string> = {
  '/organizations/:organizationId?/:organizationName?/edit': '/organizations/3/grimpe-data/edit',
  '/organizations/:organizationId?/:organizationName?': '/organizations/3/grimpe-data',
};

const missing: string[] = [];

const createI18n = (language: string) => createTestI18n(language, missing);

function renderPage(Page: ComponentType, pattern: string, path: string, i18n: I18n) {
  return render(
    <TestProviders i18n={i18n} environment="none">
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={pattern} element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('current_users/organizations.json') ? [organization] : organization;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('personal area pages in %s', (language) => {
  it.each(Object.keys(SETTINGS_PAGE_MODULES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (pattern) => {
      const i18n = await createI18n(language);
      const load = SETTINGS_PAGE_MODULES[pattern];
      if (!load) throw new Error(pattern);
      const { default: Page } = await load();
      const { container } = renderPage(Page, pattern, ADDRESSES[pattern] ?? pattern, i18n);
      await screen.findAllByRole('heading', { level: 1 });
      // Pages that read the API show their content once it has arrived.
      if (pattern.startsWith('/organizations/:')) await screen.findByText('Grimpe Data', { selector: 'h1, p' });

      // One h1 first, no missing key or placeholder, no serious axe violation; then no skipped level.
      await expectSoundPage(container, missing);
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });
    },
  );
});

describe('the profile', () => {
  it('shows the names, the grade range and the climbing types', async () => {
    const i18n = await createI18n('fr');
    const { default: Page } = await import('./pages/profile-page');
    renderPage(Page, '/home', '/home', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Catherine Destivelle' })).toBeTruthy();
    expect(screen.getByTestId('profile-grade-range').textContent).toBe('De 6a à 7b+');
    expect(screen.getByText('Grande voie')).toBeTruthy();
    expect(screen.getByText('Membre depuis septembre 2023')).toBeTruthy();
  });

  it('keeps partner search off for a minor, with the reason', async () => {
    const i18n = await createI18n('en');
    const { default: Page } = await import('./pages/settings-partner-page');
    renderPage(Page, '/home/settings/partner', '/home/settings/partner', i18n);
    expect((await screen.findByTestId('partner-minor')).textContent).toContain('adults only');
    expect((screen.getByTestId('partner-search') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the current-password checks when they are limited', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'rate_limited', message: 'Too many requests' },
          { status: 429, headers: { 'retry-after': '540' } },
        ),
      ),
    );
  });

  it('a password change says why it waits, in the form', async () => {
    const i18n = await createI18n('en');
    const { default: Page } = await import('./pages/settings-connection-page');
    const { container } = renderPage(Page, '/home/settings/connection', '/home/settings/connection', i18n);
    await screen.findByRole('heading', { level: 2, name: /password/i });
    const fields = container.querySelectorAll<HTMLInputElement>('input[type="password"]');
    const [current, next, confirmation] = [...fields];
    if (!current || !next || !confirmation) throw new Error('three password fields expected');
    fireEvent.change(current, { target: { value: 'Wrong2026x' } });
    fireEvent.change(next, { target: { value: 'Basalte2026' } });
    fireEvent.change(confirmation, { target: { value: 'Basalte2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many password checks');
  });

  it('an account deletion says it waits and that nothing was deleted, in French', async () => {
    const i18n = await createI18n('fr');
    const { default: Page } = await import('./pages/delete-account-page');
    renderPage(Page, '/home/settings/delete', '/home/settings/delete', i18n);
    const form = await screen.findByTestId('delete-account-form');
    const password = form.querySelector<HTMLInputElement>('input[type="password"]');
    if (!password) throw new Error('password field expected');
    fireEvent.change(password, { target: { value: 'Wrong2026x' } });
    fireEvent.submit(form);
    fireEvent.click(await screen.findByTestId('confirm-delete-account'));
    expect((await screen.findByRole('alert')).textContent).toContain('votre compte n’a pas été supprimé');
  });
});

describe('the e-mail notifications', () => {
  it.each([
    ['fr', 'Un nouveau j’aime', 'Une réponse à l’un de vos commentaires'],
    ['en', 'A new like', 'A reply to one of your comments'],
  ])('offer likes and replies by e-mail, named in %s', async (language, like, reply) => {
    const i18n = await createI18n(language);
    const { default: Page } = await import('./pages/settings-notifications-page');
    renderPage(Page, '/home/settings/notifications', '/home/settings/notifications', i18n);
    const likes = (await screen.findByRole('checkbox', { name: like })) as HTMLInputElement;
    expect(likes.value).toBe('new_like');
    expect(likes.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: reply }) as HTMLInputElement).value).toBe('new_reply');
    expect(missing).toEqual([]);
  });
});
