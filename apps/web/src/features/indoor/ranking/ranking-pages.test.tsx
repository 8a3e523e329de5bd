import 'fake-indexeddb/auto';
import type { CurrentUser, GymRanking, GymRankingEntry } from '@climb/contracts';
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
import { periodStart } from './lib/ranking-params';

const RANKING = '/gyms/:gymId?/:gymName?/ranking';
const MODULES: Record<string, PageModule> = { [RANKING]: () => import('./pages/gym-ranking-page') };
const ADDRESS = '/gyms/4/bloc-session/ranking';
const RANKING_PATH = 'gyms/4/ranking.json';

const climberRef = (name: string, uuid: string, avatar_url: string | null = null) => ({
  uuid,
  name,
  slug_name: name.toLowerCase().replace(/\W+/g, '-'),
  avatar_url,
});

const alice = climberRef('Alice Arête', '00000000-0000-4000-8000-000000000001', '/uploads/alice-thumbnail.webp');
const bruno = climberRef('Bruno Bloc', '00000000-0000-4000-8000-000000000002');
const chloe = climberRef('Chloé Croux', '00000000-0000-4000-8000-000000000003');
const me = climberRef('Catherine Destivelle', climber.uuid);

const line = (rank: number, user: GymRankingEntry['user'], score: number, routes_count: number): GymRankingEntry => ({
  rank,
  user,
  score,
  routes_count,
});

const SYSTEMS: GymRanking['systems'] = [
  { climbing_type: 'bouldering', system: null },
  { climbing_type: 'sport_climbing', system: 'division' },
  { climbing_type: 'pan', system: 'fixed_points' },
];

/** Four ranked climbers, two of them tied, the signed-in climber last (when signed in). */
function rankingWithMe(signedIn: boolean): GymRanking {
  const mine = line(4, me, 3000, 7);
  return {
    entries: [line(1, alice, 5230, 14), line(2, bruno, 4200, 11), line(2, chloe, 4200, 9), ...(signedIn ? [mine] : [])],
    total: signedIn ? 4 : 3,
    me: signedIn ? mine : null,
    systems: SYSTEMS,
  };
}

let answers: Record<string, unknown>;
/** The ranking's answer to each query (`?gender=female…`), else the one of `answers`. */
let rankingAnswer: (query: URLSearchParams) => unknown;
let requested: string[] = [];
const missing: string[] = [];

function renderPage(path = ADDRESS, language = 'fr') {
  return renderPageModule(MODULES, RANKING, path, { language, missing });
}

function signIn(user: CurrentUser = climber) {
  useSessionStore.getState().setUser({ ...user });
}

/** The ranking's requests, as `URLSearchParams` of their query. */
function rankingRequests(): URLSearchParams[] {
  return requested
    .filter((request) => request.startsWith(RANKING_PATH))
    .map((request) => new URLSearchParams(request.slice(RANKING_PATH.length + 1)));
}

const rows = () => screen.getAllByTestId('ranking-row');
const ranksOf = (found: HTMLElement[]) =>
  found.map((row) => textOf(within(row).getByTestId('ranking-rank').firstChild as Element | null) || row.textContent);

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = fixtures.indoorAnswers();
  requested = [];
  rankingAnswer = () => rankingWithMe(useSessionStore.getState().user !== null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === `/api/v1/${RANKING_PATH}`) {
        requested.push(`${RANKING_PATH}?${searchParams}`);
        const body = rankingAnswer(searchParams);
        if (body instanceof Response) return body;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return catalogueAnswer(answers, url, requested);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the gym ranking page in %s', (language) => {
  it.each([
    ['a visitor', false],
    ['a ranked climber', true],
  ])(
    'has one h1, ordered headings, every text and no serious axe violation for %s',
    async (_who, signedIn) => {
      if (signedIn) signIn();
      const { container } = await renderPage(ADDRESS, language);
      await screen.findByTestId('ranking-table');
      await screen.findByTestId('ranking-points');
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });
      await expectSoundPage(container, missing);
    },
    20_000,
  );
});

describe('the gym ranking', () => {
  it('lists the ranked climbers in the gym’s frame, its tab current, with their points, routes and profile', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bloc Session' })).toBeTruthy();
    const tab = screen.getByRole('link', { name: 'Classement' });
    expect(tab.getAttribute('href')).toBe(ADDRESS);
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Abonnés' }).getAttribute('aria-current')).toBeNull();
    const table = await screen.findByRole('table', { name: 'Classement de Bloc Session' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rang', 'Grimpeur', 'Points', 'Voies et blocs']);
    const [first] = rows();
    expect(textOf(first)).toContain('Alice Arête');
    expect(textOf(within(first as HTMLElement).getByTestId('ranking-score'))).toBe('5 230');
    expect(textOf(first)).toContain('14');
    expect((first as HTMLElement).querySelector('img')?.getAttribute('src')).toBe('/uploads/alice-thumbnail.webp');
    expect(textOf(screen.getByTestId('gym-ranking'))).toContain('3 grimpeurs classés');
    // The app has no climbers' pages yet: names are not links.
    expect(within(first as HTMLElement).queryByRole('link')).toBeNull();
    expect(rankingRequests().map(String)).toEqual(['page=1&per_page=50']);
  });

  it('gives equal scores the same rank, said tied, and the next rank skips', async () => {
    await renderPage();
    await screen.findByTestId('ranking-table');
    expect(ranksOf(rows())).toEqual(['1', '2', '2']);
    const tied = rows().map((row) => within(row).queryByText('ex æquo') !== null);
    expect(tied).toEqual([false, true, true]);
  });

  it('says tied a rank shared with the page before', async () => {
    rankingAnswer = () => ({
      entries: [line(50, bruno, 900, 3), line(52, chloe, 800, 2)],
      total: 52,
      me: null,
      systems: SYSTEMS,
    });
    await renderPage(`${ADDRESS}?page=2`, 'en');
    await screen.findByTestId('ranking-table');
    expect(rows().map((row) => within(row).queryByText('tied') !== null)).toEqual([true, false]);
    expect(rankingRequests().map(String)).toEqual(['page=2&per_page=50']);
    expect(screen.getByTestId('pager-previous').getAttribute('href')).toBe(ADDRESS);
  });

  it('highlights the signed-in climber’s own line and says their place', async () => {
    signIn();
    await renderPage();
    await screen.findByTestId('ranking-table');
    const mine = rows().filter((row) => row.hasAttribute('data-me'));
    expect(mine).toHaveLength(1);
    expect(textOf(mine[0])).toContain('Catherine Destivelle');
    expect(mine[0]?.getAttribute('aria-current')).toBe('true');
    expect(within(mine[0] as HTMLElement).getByTestId('ranking-you').textContent).toBe('Vous');
    expect(rows().filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
    expect(textOf(screen.getByTestId('my-standing-text'))).toBe('Vous êtes 4e sur 4 — 3 000 points');
    // On the page: not pinned above it as well.
    expect(screen.queryByTestId('my-pinned-line')).toBeNull();
    expect(screen.queryByTestId('sign-in-invitation')).toBeNull();
  });

  it('pins the climber’s line above the list when it is on another page', async () => {
    signIn();
    rankingAnswer = () => ({ ...rankingWithMe(false), total: 240, me: line(62, me, 1234, 5) });
    await renderPage(ADDRESS, 'en');
    await screen.findByTestId('ranking-table');
    expect(textOf(screen.getByTestId('my-standing-text'))).toBe('You are 62nd of 240 — 1,234 points');
    const pinned = screen.getByTestId('my-pinned-line');
    expect(textOf(pinned)).toContain('Catherine Destivelle');
    expect(textOf(pinned)).toContain('62');
    expect(textOf(pinned)).toContain('1,234 points');
    expect(within(pinned).getByTestId('ranking-card').hasAttribute('data-mine')).toBe(true);
    // No line of the page is theirs.
    expect(rows().some((row) => row.hasAttribute('data-me'))).toBe(false);
    // The pinned line comes before the list.
    const table = screen.getByTestId('ranking-table');
    expect(pinned.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [1, '1st', '1er'],
    [2, '2nd', '2e'],
    [3, '3rd', '3e'],
    [11, '11th', '11e'],
    [22, '22nd', '22e'],
    [101, '101st', '101e'],
  ])('says rank %i as %s in English and %s in French', async (rank, english, french) => {
    signIn();
    rankingAnswer = () => ({ ...rankingWithMe(false), total: 300, me: line(rank, me, 1, 1) });
    await renderPage(ADDRESS, 'en');
    expect(textOf(await screen.findByTestId('my-standing-text'))).toBe(`You are ${english} of 300 — 1 point`);
    cleanup();
    queryClient.clear();
    await renderPage(ADDRESS, 'fr');
    expect(textOf(await screen.findByTestId('my-standing-text'))).toBe(`Vous êtes ${french} sur 300 — 1 point`);
  });

  it('tells a visitor how climbers get in, and invites them to sign in', async () => {
    await renderPage(ADDRESS, 'en');
    const invitation = await screen.findByTestId('sign-in-invitation');
    expect(textOf(invitation)).toContain('Climbers appear here as soon as they log their ascents');
    expect(textOf(invitation)).toContain('when it is public');
    expect(within(invitation).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/sign-in?redirect=${encodeURIComponent(ADDRESS)}`,
    );
    expect(rows().some((row) => row.hasAttribute('data-me'))).toBe(false);
    expect(screen.queryByTestId('my-standing')).toBeNull();
  });

  it('asks for the ranking once the climber’s session is known, with their line', async () => {
    useSessionStore.getState().setStatus('loading');
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Bloc Session' });
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeTruthy();
    expect(rankingRequests()).toEqual([]);
    signIn();
    expect(await screen.findByTestId('my-standing-text')).toBeTruthy();
    expect(rankingRequests()).toHaveLength(1);
  });

  it('tells a climber whose indoor logbook is private why they are not ranked, and where to change it', async () => {
    signIn({ ...climber, privacy: { ...climber.privacy, public_indoor_ascents: false } });
    rankingAnswer = () => rankingWithMe(false);
    await renderPage(ADDRESS, 'en');
    const box = await screen.findByTestId('my-standing-private');
    expect(textOf(box)).toContain('Your indoor logbook is private');
    expect(within(box).getByRole('link').getAttribute('href')).toBe('/home/settings/privacy');
  });

  it('tells a climber not ranked how to get in, or that the filters leave them out', async () => {
    signIn();
    rankingAnswer = () => rankingWithMe(false);
    await renderPage(ADDRESS, 'en');
    const box = await screen.findByTestId('my-standing-unranked');
    expect(textOf(box)).toContain('You are not in the gym’s ranking yet');
    expect(within(box).getByRole('link', { name: 'Log an ascent' }).getAttribute('href')).toBe('/ascents/indoor/new');
    cleanup();
    queryClient.clear();
    await renderPage(`${ADDRESS}?gender=male`, 'en');
    const filtered = await screen.findByTestId('my-standing-unranked');
    expect(textOf(filtered)).toBe('You do not appear in the ranking with these filters.');
  });

  it('says when nobody is ranked, with a way to log an ascent, and a way out of the filters', async () => {
    rankingAnswer = () => ({ entries: [], total: 0, me: null, systems: SYSTEMS });
    await renderPage();
    const empty = await screen.findByTestId('ranking-empty');
    expect(textOf(empty)).toContain('Personne n’est encore classé dans cette salle');
    expect(within(empty).getByRole('link', { name: 'Noter une ascension' }).getAttribute('href')).toBe(
      '/ascents/indoor/new',
    );
    expect(within(empty).queryByTestId('ranking-empty-clear')).toBeNull();
    expect(screen.queryByTestId('ranking-table')).toBeNull();
    cleanup();
    queryClient.clear();

    const filtered = await renderPage(`${ADDRESS}?age_band=under_12&period=this_year`);
    const emptyFiltered = await screen.findByTestId('ranking-empty');
    expect(textOf(emptyFiltered)).toContain('Aucun grimpeur classé avec ces filtres.');
    fireEvent.click(within(emptyFiltered).getByTestId('ranking-empty-clear'));
    await waitFor(() => expect(filtered.router.state.location.search).toBe(''));
  });

  it('says a page past the end of the ranking, and leads back to the first', async () => {
    rankingAnswer = () => ({ entries: [], total: 3, me: null, systems: SYSTEMS });
    await renderPage(`${ADDRESS}?gender=female&page=9`, 'en');
    const past = await screen.findByTestId('ranking-past-end');
    expect(within(past).getByRole('link').getAttribute('href')).toBe(`${ADDRESS}?gender=female`);
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    let fail = true;
    rankingAnswer = () => (fail ? new Response('{}', { status: 500 }) : rankingWithMe(false));
    await renderPage(ADDRESS, 'en');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('ranking-table')).toBeTruthy();
  }, 15_000);
});

describe('the ranking’s filters', () => {
  it('are read from the address and asked of the API', async () => {
    await renderPage(`${ADDRESS}?gender=female&age_band=20_39&climbing_type=pan&page=2`);
    await screen.findByTestId('ranking-table');
    expect((screen.getByTestId('filter-gender') as HTMLSelectElement).value).toBe('female');
    expect((screen.getByTestId('filter-age-band') as HTMLSelectElement).value).toBe('20_39');
    expect((screen.getByTestId('filter-type') as HTMLSelectElement).value).toBe('pan');
    expect((screen.getByTestId('filter-period') as HTMLSelectElement).value).toBe('all');
    expect(Object.fromEntries(rankingRequests()[0] ?? [])).toEqual({
      page: '2',
      per_page: '50',
      gender: 'female',
      age_band: '20_39',
      climbing_type: 'pan',
    });
  });

  it('offer only the types of route the gym has', async () => {
    await renderPage();
    await screen.findByTestId('ranking-table');
    expect([...(screen.getByTestId('filter-type') as HTMLSelectElement).options].map((option) => option.value)).toEqual(
      ['', 'bouldering', 'pan'],
    );
    cleanup();
    queryClient.clear();
    answers['gyms/4.json'] = { ...fixtures.gym, climbing_types: ['bouldering', 'fun_climbing'] };
    await renderPage();
    await screen.findByTestId('ranking-table');
    expect(screen.queryByTestId('filter-type')).toBeNull();
  });

  it('write each change to the address, from the first page, and the list follows', async () => {
    rankingAnswer = (query) =>
      query.get('gender') === 'male'
        ? { entries: [line(1, bruno, 4200, 11)], total: 1, me: null, systems: SYSTEMS }
        : rankingWithMe(false);
    const { router } = await renderPage(`${ADDRESS}?page=2`);
    await screen.findByTestId('ranking-table');
    fireEvent.change(screen.getByTestId('filter-gender'), { target: { value: 'male' } });
    await waitFor(() => expect(router.state.location.search).toBe('?gender=male'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(textOf(rows()[0])).toContain('Bruno Bloc');
    expect(String(rankingRequests().at(-1))).toBe('page=1&per_page=50&gender=male');

    fireEvent.change(screen.getByTestId('filter-age-band'), { target: { value: '60_and_over' } });
    fireEvent.change(screen.getByTestId('filter-type'), { target: { value: 'bouldering' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?gender=male&age_band=60_and_over&climbing_type=bouldering'),
    );
    fireEvent.change(screen.getByTestId('filter-gender'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?age_band=60_and_over&climbing_type=bouldering'));
    fireEvent.click(screen.getByTestId('ranking-filters-clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('ranking-filters-clear')).toBeNull();
  });

  it('turn the last 28 days and this year into days of the gym’s calendar', async () => {
    const { router } = await renderPage();
    await screen.findByTestId('ranking-table');
    fireEvent.change(screen.getByTestId('filter-period'), { target: { value: 'last_28_days' } });
    await waitFor(() => expect(router.state.location.search).toBe('?period=last_28_days'));
    await waitFor(() =>
      expect(String(rankingRequests().at(-1))).toBe(
        `page=1&per_page=50&date_from=${periodStart('last_28_days', new Date(), 'Europe/Paris')}`,
      ),
    );
    fireEvent.change(screen.getByTestId('filter-period'), { target: { value: 'this_year' } });
    await waitFor(() => expect(router.state.location.search).toBe('?period=this_year'));
    await waitFor(() => expect(String(rankingRequests().at(-1))).toMatch(/^page=1&per_page=50&date_from=\d{4}-01-01$/));
    expect(screen.queryByTestId('filter-from')).toBeNull();
  });

  it('take two days of one’s own for a custom period, and drop them when leaving it', async () => {
    const { router } = await renderPage(ADDRESS, 'en');
    await screen.findByTestId('ranking-table');
    fireEvent.change(screen.getByTestId('filter-period'), { target: { value: 'custom' } });
    const from = await screen.findByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-10' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=custom&date_from=2026-01-05&date_to=2026-02-10'),
    );
    await waitFor(() =>
      expect(String(rankingRequests().at(-1))).toBe('page=1&per_page=50&date_from=2026-01-05&date_to=2026-02-10'),
    );
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-01-05');
    fireEvent.change(screen.getByTestId('filter-period'), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});

describe('the ranking on a phone', () => {
  let desktop: typeof window.matchMedia;
  beforeEach(() => {
    desktop = window.matchMedia;
    // Below 48em wide: the phone layout's query matches.
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width: 47.99em') });
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('is a list of cards, the climber’s own highlighted', async () => {
    signIn();
    await renderPage(ADDRESS, 'en');
    const list = await screen.findByRole('list', { name: 'Ranking of Bloc Session' });
    expect(screen.queryByTestId('ranking-table')).toBeNull();
    const cards = within(list).getAllByTestId('ranking-card');
    expect(cards).toHaveLength(4);
    expect(textOf(cards[0])).toContain('5,230 points · 14 routes');
    expect(cards.map((card) => card.hasAttribute('data-mine'))).toEqual([false, false, false, true]);
    expect(within(cards[1] as HTMLElement).getByText('tied')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByTestId('ranking-you').textContent).toBe('You');
  });
});

describe('how points are counted', () => {
  it('names the system of each type of route the gym has, and the rules of every ascent', async () => {
    await renderPage(ADDRESS, 'en');
    const section = await screen.findByTestId('ranking-points');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('How points are counted');
    expect(textOf(within(section).getByTestId('ranking-system-bouldering'))).toBe(
      'Bouldering: by grade for a graded route, otherwise the 1,000 points shared',
    );
    expect(textOf(within(section).getByTestId('ranking-system-pan'))).toBe(
      'Board: the points of its colour level, set by the gym',
    );
    // The gym sets no routes: its system is not listed.
    expect(within(section).queryByTestId('ranking-system-sport_climbing')).toBeNull();
    expect(textOf(section)).toContain(
      '1,000 points divided by the number of climbers who did the route (250 points each',
    );
    expect(textOf(section)).toContain('6a: 107 points, 7a: 284 points, 8a: 754 points');
    expect(textOf(within(section).getByTestId('ranking-multipliers'))).toBe(
      'How you did it counts: Onsight ×1.1, Flash ×1.05, Top rope ×0.5.',
    );
    expect(textOf(section)).toContain('Each route counts once, with your best ascent of it');
    expect(textOf(section)).toContain('Only climbers whose indoor logbook is public are ranked.');
  });

  it('in French too, with the division of a gym that chose it', async () => {
    rankingAnswer = () => ({
      ...rankingWithMe(false),
      systems: SYSTEMS.map((entry) => ({ ...entry, system: 'division' as const })),
    });
    await renderPage();
    const section = await screen.findByTestId('ranking-points');
    expect(textOf(within(section).getByTestId('ranking-system-bouldering'))).toBe(
      'Bloc : 1 000 points partagés entre ceux qui l’ont réalisée',
    );
    expect(textOf(within(section).getByTestId('ranking-multipliers'))).toBe(
      'Votre façon de la réaliser compte : À vue ×1,1, Flash ×1,05, En moulinette ×0,5.',
    );
    // Nobody is ranked by grade here: no grade examples.
    expect(textOf(section)).not.toContain('Par cotation');
  });
});
