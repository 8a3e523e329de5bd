import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { catalogueAnswer } from '../../../testing/catalogue-api';
import { climber } from '../../../testing/catalogue-fixtures';
import {
  expectSoundPage,
  headingLevels,
  renderPageModule,
  stubMissingBrowserApis,
  textOf,
} from '../../../testing/page-test-kit';
import * as fixtures from '../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const SPACE = `${GYM}/spaces/:gymSpaceId/:gymSpaceName`;

/** The catalogue's pages, as `page-modules.ts` names them. */
const MODULES: Record<string, PageModule> = {
  [GYM]: () => import('./pages/gym-page'),
  [`${GYM}/spaces`]: () => import('./pages/gym-spaces-page'),
  [SPACE]: () => import('./pages/gym-space-page'),
  [`${GYM}/followers`]: () => import('./pages/gym-followers-page'),
  '/grs/:gymId': () => import('./pages/gym-route-table-page'),
  '/gr/:gymAndRouteId': () => import('./pages/gym-route-link-page'),
  '/gym-chains/:gymChainId?': () => import('./pages/gym-chain-page'),
};

/** The pages with content of their own, and the address each is opened at. */
const ADDRESSES: Record<string, string> = {
  [GYM]: '/gyms/4/bloc-session',
  [`${GYM}/spaces`]: '/gyms/4/bloc-session/spaces',
  [SPACE]: '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120',
  [`${GYM}/followers`]: '/gyms/4/bloc-session/followers',
  '/grs/:gymId': '/grs/4',
  '/gym-chains/:gymChainId?': '/gym-chains/2',
};

let answers: Record<string, unknown>;
let requested: string[] = [];
const missing: string[] = [];

function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

function signIn() {
  useSessionStore.getState().setUser({ ...climber });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = fixtures.indoorAnswers();
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => catalogueAnswer(answers, url, requested)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('indoor catalogue pages in %s', (language) => {
  it.each(Object.keys(ADDRESSES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (pattern) => {
      const { container } = await renderPage(pattern, ADDRESSES[pattern] as string, language);
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() => expect(container.querySelector('[role="status"][aria-busy="true"]')).toBeNull());
      // The plan's sector names are drawn by Leaflet into their labels a moment after the plan.
      await waitFor(() =>
        expect([...container.querySelectorAll('.leaflet-tooltip')].every((label) => label.textContent)).toBe(true),
      );
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });
      await expectSoundPage(container, missing);
    },
    20_000,
  );
});

describe('the gym page', () => {
  it('shows what the gym is, where, how to reach it, its figures and its spaces', async () => {
    await renderPage(GYM, '/gyms/4/bloc-session', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bloc Session' })).toBeTruthy();
    const lead = screen.getByTestId('gym-lead');
    expect(textOf(lead)).toContain('Lyon');
    expect(textOf(lead)).toContain('Bloc');
    expect(within(lead).getByTestId('gym-type').textContent).toBe('Salle privée');
    expect(screen.getByTestId('gym-chain-link').getAttribute('href')).toBe('/gym-chains/2');
    expect(textOf(screen.getByTestId('gym-address'))).toContain('12 rue des Prises, 69007 Lyon');
    expect(within(screen.getByTestId('gym-phone')).getByRole('link').getAttribute('href')).toBe('tel:0478000000');
    expect(within(screen.getByTestId('gym-email')).getByRole('link').getAttribute('href')).toBe(
      'mailto:contact@bloc-session.fr',
    );
    const site = within(screen.getByTestId('gym-web-site')).getByRole('link');
    expect(site.getAttribute('href')).toBe('https://www.bloc-session.fr/');
    expect(site.textContent).toBe('www.bloc-session.fr');
    expect(textOf(screen.getByTestId('figure-routes'))).toContain('3');
    expect(textOf(screen.getByTestId('figure-followers'))).toContain('12');
    const cards = await screen.findAllByTestId('space-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/gyms/4/bloc-session/spaces/10/salle-de-bloc',
      '/gyms/4/bloc-session/spaces/11/mur-de-voies',
    ]);
    expect(screen.getByTestId('gym-routes-link').getAttribute('href')).toBe('/grs/4');
    expect(screen.getByTestId('gym-followers-link').getAttribute('href')).toBe('/gyms/4/bloc-session/followers');
    // A visitor is offered no edit link; the map waits in its place until Leaflet loads.
    expect(screen.queryByTestId('contribute-section')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Carte : où se trouve Bloc Session' })).toBeTruthy();
  });

  it('offers a signed-in climber the gym’s edit pages', async () => {
    signIn();
    await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    const section = await screen.findByTestId('contribute-section');
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/gyms/4/bloc-session/edit',
      '/gyms/4/bloc-session/logo',
      '/gyms/4/bloc-session/banner',
      '/gyms/4/bloc-session/spaces/new',
    ]);
  });

  it('offers the edit pages of a gym with staff only to its staff, each by the role its page needs', async () => {
    answers['gyms/4.json'] = { ...fixtures.gym, administered: true };
    signIn();
    await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    await screen.findByTestId('gym-staff-line');
    expect(screen.queryByTestId('contribute-section')).toBeNull();
    cleanup();

    useSessionStore.getState().setUser({
      ...climber,
      administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_spaces'] }],
    });
    await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    const section = await screen.findByTestId('contribute-section');
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gyms/4/bloc-session/spaces/new']);
  });

  it('offers the people who work at a gym without staff to claim it', async () => {
    await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    const claim = await screen.findByTestId('gym-claim-link');
    expect(claim.textContent).toBe('Do you work here? Claim this gym');
    expect(claim.getAttribute('href')).toBe('/gyms/4/bloc-session/administration-request');
  });

  it('says a gym with staff is kept by its team, and offers no claim', async () => {
    answers['gyms/4.json'] = { ...fixtures.gym, administered: true };
    await renderPage(GYM, '/gyms/4/bloc-session', 'fr');
    expect((await screen.findByTestId('gym-staff-line')).textContent).toBe(
      'L’équipe de la salle tient cette page à jour.',
    );
    expect(screen.queryByTestId('gym-claim-link')).toBeNull();
  });

  it('shows its shape while it loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { container } = await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    await waitFor(() => expect(container.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull());
  });

  it('invites the first space when the gym has none', async () => {
    answers['gyms/4/gym_spaces.json'] = [];
    await renderPage(GYM, '/gyms/4/bloc-session', 'en');
    const empty = await screen.findByTestId('spaces-empty');
    expect(empty.textContent).toContain('This gym has no space yet');
    expect(within(empty).getByRole('link', { name: 'Add the first space' }).getAttribute('href')).toBe(
      '/gyms/4/bloc-session/spaces/new',
    );
  });

  it('puts the canonical name in the address', async () => {
    const { router } = await renderPage(GYM, '/gyms/4/old-name', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Bloc Session' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gyms/4/bloc-session'));
  });

  it('answers the 404 page for a gym the API does not know, and for an id that is no number', async () => {
    await renderPage(GYM, '/gyms/99/nowhere', 'en');
    expect((await screen.findByTestId('not-found-title')).textContent).toBe('This page could not be found');
    cleanup();
    await renderPage(GYM, '/gyms/abc/nowhere', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('the space page', () => {
  it('lists a sector’s routes when it is chosen, and opens a route’s panel at its own address, then closes it', async () => {
    const { router } = await renderPage(SPACE, '/gyms/4/bloc-session/spaces/10/salle-de-bloc', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salle de bloc' })).toBeTruthy();
    expect(screen.getByTestId('sector-hint')).toBeTruthy();
    expect(screen.queryByTestId('route-panel')).toBeNull();
    // The sector drawn on the plan and the one not drawn yet can both be chosen.
    fireEvent.click((await screen.findAllByRole('button', { name: /^La Dalle/ }))[0] as HTMLElement);
    const rows = await screen.findAllByTestId('sector-route');
    expect(rows).toHaveLength(2);
    expect(textOf(rows[0])).toContain('Le Toboggan');
    expect(textOf(rows[0])).toContain('Ouverte par Léa, Tom');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Prises : Rouge' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Étiquettes : Blanc' })).toBeTruthy();
    // A route without a name is called by its colour, a route without a grade by its level.
    expect(textOf(rows[1])).toContain('Bloc bleu clair');
    expect(textOf(rows[1])).toContain('Niveau 2 · 2');

    fireEvent.click(rows[0] as HTMLElement);
    const panel = await screen.findByTestId('route-panel');
    expect(router.state.location.search).toBe('?route=120');
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Le Toboggan' })).toBeTruthy();
    expect(textOf(within(panel).getByTestId('panel-openers'))).toContain('Léa, Tom');
    expect(textOf(within(panel).getByTestId('panel-points'))).toContain('321');
    expect(within(panel).getByTestId('route-picture').getAttribute('alt')).toBe('Photo de Le Toboggan');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Le Toboggan'));

    fireEvent.click(within(panel).getByRole('link', { name: 'Fermer la fiche de la voie' }));
    await waitFor(() => expect(screen.queryByTestId('route-panel')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/gyms/4/bloc-session/spaces/10/salle-de-bloc');
  });

  it('opens with the panel of the route its address names, its sector chosen', async () => {
    await renderPage(SPACE, '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120', 'en');
    const panel = await screen.findByTestId('route-panel');
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Le Toboggan' })).toBeTruthy();
    expect(textOf(within(panel).getByTestId('panel-description'))).toContain('Départ assis');
    expect(within(panel).getByTestId('panel-holds').textContent).toContain('Red');
    expect(within(panel).getByTestId('panel-opened').textContent).toContain('March 2, 2026');
    expect(await screen.findByRole('heading', { level: 2, name: 'Routes of the sector La Dalle' })).toBeTruthy();
    expect(
      screen.getAllByTestId('sector-route').find((row) => row.getAttribute('aria-current') === 'true')?.textContent,
    ).toContain('Le Toboggan');
  });

  it('says so in the panel when the address names a route that is not there', async () => {
    await renderPage(SPACE, '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=999', 'en');
    expect((await screen.findByTestId('route-missing')).textContent).toContain('This route does not exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Salle de bloc' })).toBeTruthy();
  });

  it('lists the sectors of a space without a plan yet', async () => {
    await renderPage(SPACE, '/gyms/4/bloc-session/spaces/11/mur-de-voies', 'en');
    expect((await screen.findByTestId('plan-missing')).textContent).toContain('This space has no plan yet');
    fireEvent.click(screen.getByRole('button', { name: 'Grand Mur (0)' }));
    expect((await screen.findByTestId('sector-routes-empty')).textContent).toContain('No route set in this sector');
  });

  it('answers the 404 page for a space of another gym', async () => {
    await renderPage(SPACE, '/gyms/5/autre/spaces/10/salle-de-bloc', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('the route table', () => {
  it('keeps its filters and order in the address and asks the API for them', async () => {
    const { router } = await renderPage('/grs/:gymId', '/grs/4', 'en');
    expect(await screen.findAllByTestId('route-row')).toHaveLength(2);
    const link = within(screen.getAllByTestId('route-row')[0] as HTMLElement).getByRole('link', {
      name: 'Le Toboggan',
    });
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120'),
    );
    await waitFor(() =>
      expect(
        [...(screen.getByTestId('filter-sector') as HTMLSelectElement).options].map((option) => option.textContent),
      ).toEqual(['All sectors', 'Salle de bloc · La Dalle', 'Salle de bloc · Le Dévers', 'Mur de voies · Grand Mur']),
    );
    fireEvent.change(screen.getByTestId('filter-color'), { target: { value: 'red' } });
    fireEvent.change(screen.getByTestId('filter-sort'), { target: { value: 'hardest' } });
    fireEvent.change(screen.getByTestId('filter-sector'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('filter-grade'), { target: { value: '6' } });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        color: 'red',
        sort: 'hardest',
        sector: '20',
        grade: '6',
      }),
    );
    await waitFor(() =>
      expect(requested).toContain(
        'gyms/4/gym_routes.json?page=1&per_page=50&order=hardest&gym_sector_id=20&colors=red&grade_min=31&grade_max=36',
      ),
    );
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hardest'));
  });

  it('says when no route matches', async () => {
    answers['gyms/4/gym_routes.json'] = [];
    await renderPage('/grs/:gymId', '/grs/4?color=pink', 'en');
    expect((await screen.findByTestId('routes-empty')).textContent).toContain('No route set matches these filters.');
  });
});

describe('the short address of a route', () => {
  it('replaces itself with the route’s address in its space', async () => {
    const { router } = await renderPage('/gr/:gymAndRouteId', '/gr/4-120', 'en');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/gr/5-120', '/gr/4-999', '/gr/4', '/gr/abc-120'])('answers the 404 page at %s', async (path) => {
    await renderPage('/gr/:gymAndRouteId', path, 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('the gym chain page', () => {
  it('shows the chain and its gyms, and its edit pages to a signed-in climber', async () => {
    signIn();
    await renderPage('/gym-chains/:gymChainId?', '/gym-chains/2', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bloc Groupe' })).toBeTruthy();
    const card = await screen.findByTestId('gym-card');
    expect(card.getAttribute('href')).toBe('/gyms/4/bloc-session');
    expect(textOf(card)).toContain('3 voies ouvertes · 12 abonnés');
    expect(screen.getByTestId('chain-web-site').getAttribute('href')).toBe('https://www.bloc-groupe.fr');
    expect(await screen.findByRole('link', { name: 'Modifier le groupe' })).toBeTruthy();
  });

  it('says when the chain has no gym yet', async () => {
    answers['gym_chains/2/gyms.json'] = [];
    await renderPage('/gym-chains/:gymChainId?', '/gym-chains/2', 'en');
    expect((await screen.findByTestId('chain-gyms-empty')).textContent).toContain('No gym belongs to this chain yet.');
  });
});

describe('the followers page', () => {
  it('lists the climbers following the gym', async () => {
    await renderPage(`${GYM}/followers`, '/gyms/4/bloc-session/followers', 'en');
    const follower = await screen.findByTestId('follower');
    expect(textOf(follower)).toContain('Léa Grimpe');
    expect(requested).toContain('follows/followers.json?followable_type=gyms&followable_id=4&page=1&per_page=25');
  });

  it('says when nobody follows it', async () => {
    answers['follows/followers.json'] = [];
    await renderPage(`${GYM}/followers`, '/gyms/4/bloc-session/followers', 'en');
    expect((await screen.findByTestId('followers-empty')).textContent).toContain(
      'Nobody follows this gym publicly yet.',
    );
  });
});

describe('the way to a record’s history', () => {
  const historyOf = (scope: HTMLElement) =>
    within(scope)
      .getAllByTestId('history-link')
      .map((link) => link.getAttribute('href'));

  it('is offered to a visitor on the gym’s and the chain’s pages', async () => {
    await renderPage(GYM, '/gyms/4/bloc-session', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Bloc Session' });
    expect(screen.getByRole('link', { name: 'Historique des modifications' }).getAttribute('href')).toBe(
      '/versions/gyms/4/changes',
    );
    cleanup();
    await renderPage('/gym-chains/:gymChainId?', '/gym-chains/2', 'en');
    expect((await screen.findByRole('link', { name: 'Change history' })).getAttribute('href')).toBe(
      '/versions/gym_chains/2/changes',
    );
  });

  it('is offered on a space’s page and in a route’s panel', async () => {
    await renderPage(SPACE, '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120', 'en');
    const panel = await screen.findByTestId('route-panel');
    await within(panel).findByRole('heading', { level: 2, name: 'Le Toboggan' });
    expect(historyOf(panel)).toEqual(['/versions/gym_routes/120/changes']);
    expect(historyOf(document.body)).toEqual(['/versions/gym_routes/120/changes', '/versions/gym_spaces/10/changes']);
  });
});
