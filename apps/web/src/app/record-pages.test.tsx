import 'fake-indexeddb/auto';
import type { VersionHistory } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredRoutes, storedCragRoutes } from '../features/logbook/api/offline-crag-routes';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { writeTokens } from '../platform/session/token-store';
import { clearPendingAscents, useAscentsPusherStore } from '../stores/ascents-pusher-store';
import { useGradeSystemStore } from '../stores/grade-system-store';
import { catalogueAnswer, catalogueAnswers } from '../testing/catalogue-api';
import * as fixtures from '../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../testing/page-test-kit';
import { PAGE_MODULES } from './page-modules';

/**
 * The outdoor record pages as `app/` builds them, with the logbook's parts in their places
 * (`record-pages.tsx`): the climber's marks, ascents and tick list, the comments, the offline copy.
 */

/** What the API answers, by path: lists carry their total like the real one. */
let answers: Record<string, unknown>;
const missing: string[] = [];
let requested: string[] = [];

function answerFor(url: string): Response {
  return catalogueAnswer(answers, url, requested);
}

async function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(PAGE_MODULES, pattern, path, { language, missing });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = catalogueAnswers();
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answerFor(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useGradeSystemStore.setState({ system: 'french' });
  missing.length = 0;
});

describe('the climber’s logbook on record pages', () => {
  let calls: { method: string; path: string }[];

  function signIn() {
    writeTokens({ token: 'access', refresh_token: 'refresh' });
    useSessionStore.getState().setUser({ ...fixtures.climber });
    answers['current_users/crag_route_statuses.json'] = fixtures.routeStatuses;
    answers['current_users/ascent_crag_routes.json'] = [fixtures.myAscent];
    answers['crag_routes/43/tick_list.json'] = null;
  }

  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const { pathname } = new URL(url, 'http://localhost');
        calls.push({ method: init.method ?? 'GET', path: pathname.replace(/^\/api\/v1\//, '') });
        return answerFor(url);
      }),
    );
  });

  afterEach(async () => {
    useSessionStore.getState().setUser(null);
    await clearPendingAscents();
    await clearStoredRoutes();
  });

  it('marks each route of the crag done, project or in the tick list, asked once for the list', async () => {
    signIn();
    const { container } = await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'fr');
    // The first page of the file loads the page's and the logbook's code: give it time on a busy machine.
    await waitFor(() => expect(screen.getAllByTestId('route-mark')).toHaveLength(3), { timeout: 5_000 });
    const marks = Object.fromEntries(
      screen
        .getAllByTestId('route-card')
        .map((card) => [
          card.querySelector('p')?.textContent,
          card.querySelector('[data-testid="route-mark"]')?.textContent ?? null,
        ]),
    );
    expect(marks).toEqual({
      'La Fée': 'Projet',
      Aubade: 'Faite',
      'Mur de Berlin': null,
      'Grande Traversée': 'Dans mes envies',
    });
    expect(requested.filter((path) => path.startsWith('current_users/crag_route_statuses.json'))).toEqual([
      'current_users/crag_route_statuses.json?crag_id=12',
    ]);
    // The crag's routes are kept on the device, for logging there offline.
    await waitFor(async () => expect((await storedCragRoutes(12))?.routes).toHaveLength(4));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await expectSoundPage(container, missing);
  }, 20_000);

  it('shows a visitor no mark and asks nothing about them', async () => {
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    await screen.findAllByTestId('route-card');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryAllByTestId('route-mark')).toEqual([]);
    expect(requested.filter((path) => path.startsWith('current_users/'))).toEqual([]);
    expect(await storedCragRoutes(12)).toBeUndefined();
  });

  it('shows the crag’s latest comments and the way to log an ascent there', async () => {
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    const comments = await screen.findByTestId('crag-comments');
    const comment = await within(comments).findByTestId('public-comment');
    expect(textOf(comment)).toContain('Léa Grimpe');
    expect(textOf(comment)).toContain('Rocher parfait, à faire le matin.');
    expect(textOf(comment)).toContain('Rating: Superb');
    expect(within(comment).getByRole('link', { name: 'Aubade' }).getAttribute('href')).toBe('/crag-routes/41/aubade');
    expect(within(comments).getByTestId('log-at-crag').getAttribute('href')).toBe('/ascents/outdoor/new?crag_id=12');
    expect(requested).toContain('crags/12/ascents.json?page=1&per_page=5&commented=true');
  });

  it('on the route page: log it, the tick-list switch, my ascents with their edit links and the waiting ones', async () => {
    signIn();
    await useAscentsPusherStore.getState().enqueue({
      userUuid: fixtures.climber.uuid,
      payload: {
        crag_route_id: 43,
        released_at: '2026-05-31',
        ascent_status: 'onsight',
        roping_status: 'multi_pitch_leader',
        idempotency_key: '7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b01',
      },
      display: { route_name: 'Grande Traversée', crag_name: 'Céüse', grade_text: '6a', climbing_type: 'multi_pitch' },
    });
    const { container } = await renderPage(
      '/crag-routes/:cragRouteId?/:cragRouteName',
      '/crag-routes/43/grande-traversee',
      'en',
    );
    const logbook = await screen.findByTestId('route-logbook');
    expect(within(logbook).getByTestId('log-it').getAttribute('href')).toBe(
      '/crags/12/ceuse/routes/43/voie-43/ascents/new',
    );
    expect((await within(logbook).findByTestId('route-mark')).textContent).toBe('In my tick list');
    const toggle = await within(logbook).findByTestId('tick-list-toggle');
    expect(toggle.textContent).toBe('Remove from my tick list');
    const ascents = await within(logbook).findAllByTestId('my-ascent');
    expect(ascents.map((line) => line.dataset.pending)).toEqual(['true', 'false']);
    expect(textOf(ascents[0])).toContain('Waiting to be sent');
    expect(textOf(ascents[1])).toContain('May 30, 2026');
    expect(
      within(ascents[1] as HTMLElement)
        .getByRole('link', { name: 'Edit my ascent of May 30, 2026' })
        .getAttribute('href'),
    ).toBe('/crags/12/ceuse/routes/43/voie-43/ascents/900/edit');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: 'crag_routes/43/tick_list.json' }));
    expect(await screen.findByTestId('route-comments')).toBeTruthy();
    expect(await screen.findByTestId('public-comments-empty')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await expectSoundPage(container, missing);
  }, 20_000);

  it('shows my latest three ascents of a route and the others on demand', async () => {
    signIn();
    answers['current_users/ascent_crag_routes.json'] = [30, 29, 28, 27, 26].map((day, index) => ({
      ...fixtures.myAscent,
      id: 900 + index,
      released_at: `2026-05-${day}`,
    }));
    await renderPage('/crag-routes/:cragRouteId?/:cragRouteName', '/crag-routes/43/grande-traversee', 'fr');
    const logbook = await screen.findByTestId('route-logbook');
    await waitFor(() => expect(within(logbook).getAllByTestId('my-ascent')).toHaveLength(3));
    const more = within(logbook).getByTestId('my-ascents-toggle');
    expect(more.textContent).toBe('Voir mes 5 croix');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(logbook).getAllByTestId('my-ascent')).toHaveLength(5);
    expect(more.textContent).toBe('Voir moins');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }, 20_000);
});

describe('the community’s favourite heart on the crag page', () => {
  afterEach(() => {
    useSessionStore.getState().setUser(null);
  });

  it('invites a visitor to sign in, beside the crag’s climbing types', async () => {
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    const heart = await screen.findByTestId('favorite-sign-in', {}, { timeout: 5_000 });
    expect(heart.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/crags/12/ceuse')}`);
    expect(heart.parentElement?.contains(screen.getByTestId('crag-types'))).toBe(true);
    expect(requested.filter((path) => path.startsWith('follows.json'))).toEqual([]);
  });

  it('shows a climber whether the crag is among their favourites', async () => {
    writeTokens({ token: 'access', refresh_token: 'refresh' });
    useSessionStore.getState().setUser({ ...fixtures.climber });
    answers['follows.json'] = { followable_type: 'crags', followable_id: 12, state: 'accepted', followers_count: 4 };
    const { container } = await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'fr');
    const heart = await screen.findByRole('button', { name: 'Retirer des favoris' }, { timeout: 5_000 });
    expect(heart.hasAttribute('data-following')).toBe(true);
    expect(requested.filter((path) => path.startsWith('follows.json'))).toEqual([
      'follows.json?followable_type=crags&followable_id=12',
    ]);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the history page of a gym’s records', () => {
  function routeHistory(): VersionHistory {
    return {
      item_type: 'gym_routes',
      item_id: 120,
      item_name: 'Le Toboggan',
      deleted: false,
      versions_count: 1,
      versions: [
        {
          id: 9,
          item_type: 'gym_routes',
          item_id: 120,
          event: 'create',
          changes: {
            name: [null, 'Le Toboggan'],
            hold_colors: [null, ['red']],
            gym_id: [null, 4],
            gym_space_id: [null, 10],
          },
          user: null,
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    };
  }

  it('names the kind and leads back to the route’s panel in its space, in both languages', async () => {
    answers['versions/gym_routes/120.json'] = routeHistory();
    const { container } = await renderPage(
      '/versions/:versionType?/:versionId?/changes',
      '/versions/gym_routes/120/changes',
      'fr',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique de Le Toboggan' })).toBeTruthy();
    expect(textOf(container)).toContain('Voie de salle');
    // The gyms' values are named by the indoor catalogue's labels.
    const holds = screen.getAllByTestId('version-field').find((field) => field.dataset.field === 'hold_colors');
    expect(textOf(holds)).toBe('Couleur des prisesRouge');
    expect(screen.getByTestId('version-target').getAttribute('href')).toBe('/gyms/4/-/spaces/10/-?route=120');
    await expectSoundPage(container, missing);
    cleanup();
    await renderPage('/versions/:versionType?/:versionId?/changes', '/versions/gym_routes/120/changes', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'History of Le Toboggan' })).toBeTruthy();
    expect(textOf(document.body)).toContain('Gym route');
  });
});
