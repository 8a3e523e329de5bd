import { type CragSummary, type GymSummary, matchPage } from '@climb/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { writeTokens } from '../platform/session/token-store';
import * as fixtures from '../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../testing/page-test-kit';
import { PAGE_MODULES } from './page-modules';

/**
 * The climber's favourites (`/home/favorites`, `/home/favorites/crags`): the community's follows shown with the
 * outdoor catalogue's crag cards, composed in `app/`.
 */

const FAVORITES = '/home/favorites/crags';

const ceuse: CragSummary = fixtures.areaCrags[0] as CragSummary;
const buoux: CragSummary = { ...ceuse, id: 31, name: 'Buoux', slug_name: 'buoux', town_name: 'Buoux' };

/** The list the fake API answers, and the total it announces. */
let listed: { crags: (CragSummary | GymSummary)[]; total: number } | 'error' | 'pending';
let requested: URL[];
const missing: string[] = [];

function answer(url: string): Promise<Response> {
  const address = new URL(url, 'http://localhost');
  requested.push(address);
  if (listed === 'pending') return new Promise(() => {});
  if (listed === 'error') return Promise.resolve(new Response('{}', { status: 500 }));
  return Promise.resolve(
    new Response(JSON.stringify(listed.crags), {
      headers: { 'content-type': 'application/json', 'x-total-count': String(listed.total) },
    }),
  );
}

async function renderFavorites(path: string, language = 'fr', pattern = FAVORITES) {
  return renderPageModule(PAGE_MODULES, pattern, path, { language, missing });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  requested = [];
  listed = { crags: [buoux, ceuse], total: 2 };
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.climber });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  missing.length = 0;
});

describe('the favourite crags', () => {
  it.each(['fr', 'en'])(
    'lists the crags I follow as crag cards, the last followed first (%s)',
    async (language) => {
      const { container } = await renderFavorites(FAVORITES, language);
      const cards = await screen.findAllByTestId('crag-card', {}, { timeout: 5_000 });
      expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Buoux', ceuse.name]);
      expect(cards[0]?.getAttribute('href')).toBe('/crags/31/buoux');
      expect(textOf(screen.getByTestId('favorite-crags-count'))).toBe(
        language === 'fr' ? '2 sites favoris' : '2 favourite crags',
      );
      const tab = within(screen.getByTestId('favorite-tabs')).getByRole('link', {
        name: language === 'fr' ? 'Sites' : 'Crags',
      });
      expect(tab.getAttribute('aria-current')).toBe('page');
      expect(tab.getAttribute('href')).toBe(FAVORITES);
      expect(requested[0]?.pathname).toBe('/api/v1/current_users/favorite_crags.json');
      expect(requested[0]?.searchParams.toString()).toBe('page=1&per_page=24');
      expect(screen.queryByTestId('pager-next')).toBeNull();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('shows its crags at /home/favorites, with the tab of the gyms beside them', async () => {
    await renderFavorites('/home/favorites', 'en', '/home/favorites');
    expect(await screen.findAllByTestId('crag-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My favourites');
    const tabs = within(screen.getByTestId('favorite-tabs')).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/home/favorites/crags', '/home/favorites/gyms']);
    expect(matchPage('/home/favorites')?.access).toBe('login');
    expect(matchPage('/home/favorites/crags')?.access).toBe('login');
    expect(matchPage('/home/favorites/gyms')?.access).toBe('login');
  });

  it('says when there is no favourite yet, and where to find crags', async () => {
    listed = { crags: [], total: 0 };
    const { container } = await renderFavorites(FAVORITES, 'fr');
    const empty = await screen.findByTestId('favorite-crags-empty');
    expect(textOf(empty)).toContain('Aucun site favori pour l’instant');
    expect(within(empty).getByRole('link', { name: 'Trouver un site' }).getAttribute('href')).toBe(
      '/outdoor/search/crags',
    );
    expect(screen.queryByTestId('crag-card')).toBeNull();
    await expectSoundPage(container, missing);
  });

  it('pages 24 at a time, the page in the address', async () => {
    listed = { crags: [buoux, ceuse], total: 50 };
    await renderFavorites(`${FAVORITES}?page=2`, 'en');
    await screen.findAllByTestId('crag-card');
    expect(requested[0]?.searchParams.toString()).toBe('page=2&per_page=24');
    expect(textOf(screen.getByTestId('favorite-crags-count'))).toBe('50 favourite crags');
    expect(screen.getByTestId('pager-previous').getAttribute('href')).toBe(FAVORITES);
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe(`${FAVORITES}?page=3`);
  });

  it('says a page past the last one is empty, with the way back to the first', async () => {
    listed = { crags: [], total: 3 };
    await renderFavorites(`${FAVORITES}?page=4`, 'en');
    const back = await screen.findByRole('link', { name: 'Back to the first page' });
    expect(back.getAttribute('href')).toBe(FAVORITES);
  });

  it('shows placeholders while the list loads', async () => {
    listed = 'pending';
    await renderFavorites(FAVORITES, 'fr');
    const loading = await screen.findByRole('status');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('crag-card')).toBeNull();
  });

  it('offers to try again when the list cannot be read', async () => {
    listed = 'error';
    await renderFavorites(FAVORITES, 'en');
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 15_000);
});

describe('the favourite gyms', () => {
  const gym: GymSummary = {
    id: 4,
    name: 'Bloc Gerland',
    slug_name: 'bloc-gerland',
    city: 'Lyon',
    country_code: 'fr',
    latitude: 45.73,
    longitude: 4.83,
    climbing_types: ['bouldering'],
    gym_type: 'private',
    logo: null,
    followers_count: 12,
    mounted_routes_count: 80,
  };

  it.each(['fr', 'en'])('lists the gyms I follow as gym cards, in their own tab (%s)', async (language) => {
    listed = { crags: [gym], total: 1 };
    const { container } = await renderFavorites('/home/favorites/gyms', language, '/home/favorites/gyms');
    await screen.findByText('Bloc Gerland', {}, { timeout: 5_000 });
    expect(textOf(screen.getByTestId('favorite-gyms-count'))).toBe(
      language === 'fr' ? '1 salle favorite' : '1 favourite gym',
    );
    const tab = within(screen.getByTestId('favorite-tabs')).getByRole('link', {
      name: language === 'fr' ? 'Salles' : 'Gyms',
    });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(requested[0]?.pathname).toBe('/api/v1/current_users/favorite_gyms.json');
    await expectSoundPage(container, missing);
  });

  it('says when no gym is a favourite yet, and where to find one', async () => {
    listed = { crags: [], total: 0 };
    await renderFavorites('/home/favorites/gyms', 'en', '/home/favorites/gyms');
    const empty = await screen.findByTestId('favorite-gyms-empty', {}, { timeout: 5_000 });
    expect(within(empty).getByRole('link', { name: 'Find a gym' }).getAttribute('href')).toBe('/indoor/search');
  });
});
