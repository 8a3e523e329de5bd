import 'fake-indexeddb/auto';
import { type CurrentUser, GYM_ADMIN_TOOLS, type GymAdminDashboard } from '@climb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { climber } from '../../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const DASHBOARD = '/gyms/:gymId?/:gymName?/admins';
const FIRST_SPACE = '/gyms/:gymId?/:gymName?/admins/first-space';
const MODULES: Record<string, PageModule> = {
  [DASHBOARD]: () => import('./pages/gym-admin-page'),
  [FIRST_SPACE]: () => import('./pages/gym-admin-first-space-page'),
};
const ADDRESS = '/gyms/4/bloc-session/admins';

/** A member of gym 4's team who only manages its route setters. */
const setterManager: CurrentUser = {
  ...climber,
  id: 12,
  administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_openers'] }],
};

const author = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Alice Arête', slug_name: 'alice-arete' };

/** Gym 4's dashboard: a space but no difficulty system yet, a few figures and one of each list. */
function dashboard(overrides: Partial<GymAdminDashboard> = {}): GymAdminDashboard {
  const figure = (current: number, previous: number) => ({ current, previous });
  return {
    gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', spaces_count: 2, mounted_routes_count: 120 },
    first_steps: { first_space_done: true, difficulty_system_done: false },
    period: { from: '2026-05-01', to: '2026-05-28' },
    figures: {
      routes_opened: figure(12, 8),
      routes_dismounted: figure(10, 10),
      ascents: figure(1530, 1720),
      climbers: figure(210, 190),
      followers: figure(6, 2),
      comments: figure(4, 1),
    },
    oldest_routes: [
      {
        id: 120,
        name: 'La Doyenne',
        climbing_type: 'bouldering',
        grade_text: '6a',
        level_color: 'red',
        hold_colors: ['red'],
        opened_at: '2025-04-02',
        age_days: 421,
        sector: { id: 20, name: 'Le Dévers' },
        gym_space_id: 10,
      },
    ],
    sectors_to_renew: [
      { id: 20, name: 'Le Dévers', gym_space_id: 10, space_name: 'Grand pan', routes_count: 14, average_age_days: 187 },
    ],
    comments: {
      count: 4,
      latest: [
        {
          id: 1,
          created_at: '2026-05-27T18:00:00Z',
          author,
          route: { id: 120, name: 'La Doyenne' },
          text: 'Prise qui tourne au départ.',
        },
      ],
    },
    videos: { count: 0, latest: [] },
    ...overrides,
  };
}

let answers: Record<string, unknown>;
const missing: string[] = [];

function renderPage(pattern = DASHBOARD, path = ADDRESS, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

function signIn(user: CurrentUser) {
  useSessionStore.getState().setUser({ ...user });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = { ...fixtures.indoorAnswers(), 'gyms/4/admin_dashboard.json': dashboard() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => catalogueAnswer(answers, url, [])),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the administration dashboard in %s', (language) => {
  it('has one h1, every text and no serious axe violation', async () => {
    signIn(fixtures.gymManager);
    const { container } = await renderPage(DASHBOARD, ADDRESS, language);
    await screen.findByTestId('gym-admin-dashboard');
    await screen.findByTestId('gym-admin-menu');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the administration dashboard', () => {
  it('shows a manager the first step left, the figures against the 28 days before, the lists and every tool', async () => {
    signIn(fixtures.gymManager);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect((await screen.findByTestId('gym-admin-gym-link')).getAttribute('href')).toBe('/gyms/4/bloc-session');
    const steps = screen.getByTestId('gym-admin-first-steps');
    expect(textOf(within(steps).getByTestId('first-step-space'))).toContain('fait');
    expect(within(steps).queryByTestId('first-step-space-link')).toBeNull();
    expect(within(steps).getByTestId('first-step-difficulty-link').getAttribute('href')).toBe(
      '/gyms/4/bloc-session/admins/first-difficulty-system',
    );
    expect(textOf(screen.getByTestId('figure-ascents'))).toContain('1 530');
    expect(textOf(screen.getByTestId('figure-ascents'))).toContain('−190 par rapport aux 28 jours d’avant (1 720)');
    expect(textOf(screen.getByTestId('figure-routes_dismounted'))).toContain('comme les 28 jours d’avant (10)');
    expect(textOf(screen.getByTestId('gym-admin-oldest'))).toContain('La Doyenne');
    expect(textOf(screen.getByTestId('gym-admin-oldest'))).toContain('421 jours');
    expect(textOf(screen.getByTestId('gym-admin-sectors'))).toContain('187 jours en moyenne');
    expect(textOf(screen.getByTestId('gym-admin-comments'))).toContain('Prise qui tourne au départ.');
    expect(screen.getByTestId('gym-admin-videos-empty')).toBeTruthy();
    const menu = await screen.findByTestId('gym-admin-menu');
    expect(within(menu).getAllByRole('link')).toHaveLength(GYM_ADMIN_TOOLS.length);
    expect(within(menu).getByRole('link', { name: 'Tableau de bord' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Équipe' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('gym-admin-tool-openers').getAttribute('href')).toBe(
      '/gyms/4/bloc-session/admins/openers',
    );
  });

  it('shows a member who manages only the setters the openers tool alone, and who may do the first steps', async () => {
    signIn(setterManager);
    answers['gyms/4/admin_dashboard.json'] = dashboard({
      first_steps: { first_space_done: false, difficulty_system_done: false },
      oldest_routes: [],
      sectors_to_renew: [],
      comments: { count: 0, latest: [] },
    });
    await renderPage();
    await screen.findByTestId('gym-admin-dashboard');
    const menu = screen.getByTestId('gym-admin-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tableau de bord', 'Ouvreurs et ouvreuses']);
    expect(screen.queryByTestId('gym-admin-tool-team')).toBeNull();
    expect(screen.getByTestId('gym-admin-tool-openers')).toBeTruthy();
    expect(screen.queryByTestId('first-step-space-link')).toBeNull();
    expect(textOf(screen.getByTestId('first-step-space'))).toContain('« gérer les espaces »');
    expect(screen.getByTestId('gym-admin-oldest-empty')).toBeTruthy();
    expect(screen.getByTestId('gym-admin-sectors-empty')).toBeTruthy();
    expect(screen.getByTestId('gym-admin-comments-empty')).toBeTruthy();
  });

  it('goes to the tool chosen in the phone’s select', async () => {
    signIn(fixtures.gymManager);
    const { router } = await renderPage();
    const select = (await screen.findByTestId('gym-admin-phone-menu')) as HTMLSelectElement;
    expect(select.value).toBe('dashboard');
    fireEvent.change(select, { target: { value: 'openers' } });
    expect(router.state.location.pathname).toBe('/gyms/4/bloc-session/admins/openers');
  });

  it('says so when the dashboard does not load', async () => {
    signIn(fixtures.gymManager);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('admin_dashboard.json')
          ? new Response(JSON.stringify({ error: 'boom' }), { status: 500 })
          : catalogueAnswer(answers, url, []),
      ),
    );
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8_000 })).toBeTruthy();
  }, 15_000);
});

describe('the first space', () => {
  it('tells a gym that has a space already, with the ways to its spaces and its structure', async () => {
    signIn(fixtures.gymManager);
    await renderPage(FIRST_SPACE, `${ADDRESS}/first-space`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Premier espace' })).toBeTruthy();
    await screen.findByTestId('first-space-already');
    expect(screen.getByTestId('first-space-spaces').getAttribute('href')).toBe('/gyms/4/bloc-session/spaces');
    expect(screen.getByTestId('first-space-tree').getAttribute('href')).toBe(
      '/gyms/4/bloc-session/admins/tree-structures',
    );
  });

  it('offers the space form to a gym without one', async () => {
    signIn(fixtures.gymManager);
    answers['gyms/4.json'] = { ...fixtures.staffedGym, spaces_count: 0 };
    const { container } = await renderPage(FIRST_SPACE, `${ADDRESS}/first-space`);
    await screen.findByTestId('first-space-form');
    expect(container.querySelector('input[name="name"], input')).toBeTruthy();
  });
});
