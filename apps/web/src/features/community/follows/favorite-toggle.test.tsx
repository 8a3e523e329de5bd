import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../../testing/page-test-kit';
import { CragFavorite } from './favorite-toggle';

/** The crag's heart: the same room for everyone on the server, then a climber's switch or a visitor's invitation. */

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

let calls: Call[];
let following: boolean;
let missing: string[];

function answer(url: string, init: RequestInit = {}): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
  calls.push({ method, path: pathname.replace(/^\/api\/v1\//, ''), query: searchParams.toString(), body });
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  if (method === 'GET') {
    return json({
      followable_type: 'crags',
      followable_id: fixtures.crag.id,
      state: following ? 'accepted' : null,
      followers_count: following ? 3 : 2,
    });
  }
  if (method === 'POST') {
    following = true;
    return json({ followable_type: 'crags', followable_id: fixtures.crag.id, state: 'accepted', created_at: '' }, 201);
  }
  following = false;
  return new Response(null, { status: 204 });
}

function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: children }], {
    initialEntries: ['/crags/12/ceuse?tab=1'],
  });
  return (
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>
  );
}

async function renderHeart(language = 'fr') {
  const i18n = await createTestI18n(language, missing);
  return render(
    <Providers i18n={i18n}>
      <CragFavorite crag={fixtures.crag} />
    </Providers>,
  );
}

function signIn() {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.climber });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  calls = [];
  following = false;
  missing = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useAlertStore.setState({ alerts: [] });
});

describe('the crag’s favourite heart', () => {
  it('renders the same empty room on the server for a visitor and for a climber', async () => {
    const i18n = await createTestI18n('fr', missing);
    const serverHtml = () =>
      renderToString(
        <TestProviders i18n={i18n}>
          <CragFavorite crag={fixtures.crag} />
        </TestProviders>,
      );
    const visitor = serverHtml();
    signIn();
    expect(serverHtml()).toBe(visitor);
    expect(visitor).toContain('data-testid="favorite-place"');
    expect(visitor).not.toContain('<button');
    expect(calls).toEqual([]);
  });

  it('invites a visitor to sign in and come back to the crag', async () => {
    await renderHeart();
    const link = await screen.findByTestId('favorite-sign-in');
    expect(link.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/crags/12/ceuse?tab=1')}`);
    expect(link.getAttribute('aria-label')).toBe('Connectez-vous pour l’ajouter à vos favoris');
    expect(calls).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('keeps the room while the climber of the session is being fetched', async () => {
    useSessionStore.setState({ user: null, status: 'loading' });
    await renderHeart();
    expect(await screen.findByTestId('favorite-place')).toBeTruthy();
    expect(screen.queryByTestId('favorite-sign-in')).toBeNull();
  });

  it('lets a climber add the crag to their favourites, then remove it', async () => {
    signIn();
    await renderHeart('en');
    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'follows.json' });
    expect(calls[0]?.query).toBe(`followable_type=crags&followable_id=${fixtures.crag.id}`);

    fireEvent.click(heart);
    const filled = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(filled.hasAttribute('data-following')).toBe(true);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'follows.json',
      body: { followable_type: 'crags', followable_id: fixtures.crag.id },
    });
    expect(useAlertStore.getState().alerts.at(-1)?.message).toBe(`${fixtures.crag.name} is in your favourites.`);

    await waitFor(() => expect((filled as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(filled);
    const empty = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(empty.hasAttribute('data-following')).toBe(false);
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: 'follows.json',
      body: { followable_type: 'crags', followable_id: fixtures.crag.id },
    });
    expect(missing).toEqual([]);
  });

  it('shows a crag already in the climber’s favourites filled', async () => {
    following = true;
    signIn();
    await renderHeart();
    const heart = await screen.findByRole('button', { name: 'Retirer des favoris' });
    expect(heart.hasAttribute('data-following')).toBe(true);
  });
});
