import 'fake-indexeddb/auto';
import { pageTitle } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useGradeSystemStore } from '../../../stores/grade-system-store';
import { catalogueAnswer, catalogueAnswers } from '../../../testing/catalogue-api';
import * as fixtures from '../../../testing/catalogue-fixtures';
import {
  expectSoundPage,
  headingLevels,
  renderPageModule,
  stubMissingBrowserApis,
  textOf,
} from '../../../testing/page-test-kit';
import { OUTDOOR_PAGE_MODULES } from '../page-modules';

/** The catalogue's pages and the address each is opened at. */
const ADDRESSES: Record<string, string> = {
  '/crags/:cragId?/:cragName?': '/crags/12/ceuse',
  '/crags/:cragId?/:cragName?/routes': '/crags/12/ceuse/routes',
  '/crags/:cragId?/:cragName?/maps': '/crags/12/ceuse/maps',
  '/crag-sectors/:cragSectorId?/:cragSectorName?': '/crag-sectors/5/biographie',
  '/crag-sectors/:cragSectorId?/:cragSectorName?/maps': '/crag-sectors/5/biographie/maps',
  '/crag-routes/:cragRouteId?/:cragRouteName': '/crag-routes/43/grande-traversee',
  '/areas/:areaId?/:areaName?': '/areas/8/hautes-alpes-du-sud',
  '/areas/:areaId?/:areaName?/crags': '/areas/8/hautes-alpes-du-sud/crags',
  '/versions/:versionType?/:versionId?/changes': '/versions/crag_routes/43/changes',
  '/grades': '/grades',
};

/** What the API answers, by path: lists carry their total like the real one. */
let answers: Record<string, unknown>;
const missing: string[] = [];
let requested: string[] = [];

function answerFor(url: string): Response {
  return catalogueAnswer(answers, url, requested);
}

async function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(OUTDOOR_PAGE_MODULES, pattern, path, { language, missing });
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

describe.each(['fr', 'en'])('catalogue pages in %s', (language) => {
  it.each(Object.keys(ADDRESSES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (pattern) => {
      const { container } = await renderPage(pattern, ADDRESSES[pattern] as string, language);
      await screen.findAllByRole('heading', { level: 1 });
      // Wait for the lists under the record to arrive before checking the page as a whole.
      await waitFor(() => expect(container.querySelector('[role="status"][aria-busy="true"]')).toBeNull());
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });
      await expectSoundPage(container, missing);
    },
    // axe over the 54 rows of the grades table takes a few seconds in jsdom.
    20_000,
  );
});

describe('the crag page', () => {
  it('shows the facts at a glance, the alert, the sectors and the routes grouped by sector', async () => {
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Céüse' })).toBeTruthy();
    // The server's title for it (docs/decisions/027): hydration leaves it as it was sent.
    expect(document.title).toBe('Céüse – Sigoyer (Hautes-Alpes) · Cordée');
    expect(screen.getByTestId('grade-range').textContent).toBe('5c → 7a');
    // One bar per grade from 5c (29) to 7a (37), the four graded routes counted.
    const bars = screen.getAllByTestId('histogram-bar');
    expect(bars).toHaveLength(9);
    expect(bars.filter((bar) => bar.dataset.count === '1').map((bar) => bar.dataset.value)).toEqual([
      '29',
      '31',
      '34',
      '37',
    ]);
    const rose = screen.getByTestId('orientation-rose');
    expect(rose.getAttribute('aria-label')).toBe('Orientation : Sud, Sud-ouest');
    expect(
      [...rose.querySelectorAll('[data-active="true"]')].map((wedge) => wedge.getAttribute('data-orientation')),
    ).toEqual(['south', 'south_west']);
    expect(textOf(screen.getByTestId('fact-approach'))).toContain('45 min – 60 min');
    expect(textOf(screen.getByTestId('fact-seasons'))).toContain('Été, Automne');
    expect(textOf(screen.getByTestId('fact-elevation'))).toContain('1 800 m');
    const place = screen.getByTestId('crag-place');
    expect(within(place).getByRole('link', { name: 'Sigoyer' }).getAttribute('href')).toBe(
      '/escalade-autour-de/sigoyer',
    );
    expect(within(place).getByRole('link', { name: 'Hautes-Alpes (05)' }).getAttribute('href')).toBe(
      '/escalade-en/france/05/hautes-alpes',
    );

    const alert = await screen.findByTestId('running-alert');
    expect(alert.dataset.alertType).toBe('bird_nesting_ban');
    expect(alert.textContent).toContain('Nidification du faucon pèlerin');

    expect(await screen.findAllByTestId('sector-card')).toHaveLength(2);
    const groups = await screen.findAllByTestId('route-group');
    expect(groups.map((group) => group.querySelector('h3')?.textContent)).toEqual([
      'Biographie',
      'Berlin',
      'Voies hors secteur',
    ]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByTestId('route-card')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Aubade'), expect.stringContaining('La Fée')]);
    expect(await screen.findByTestId('crag-map')).toBeTruthy();
    const contribute = screen.getByTestId('contribute-links');
    expect(within(contribute).getByRole('link', { name: 'Historique des modifications' }).getAttribute('href')).toBe(
      '/versions/crags/12/changes',
    );
  });

  it('re-sorts and filters the routes at once, without asking the API again', async () => {
    const { router } = await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    await screen.findAllByTestId('route-group');
    const calls = requested.filter((path) => path.startsWith('crags/12/crag_routes.json')).length;
    fireEvent.change(screen.getByTestId('route-sort'), { target: { value: 'grade_desc' } });
    await waitFor(() => expect(screen.queryAllByTestId('route-group')).toHaveLength(0));
    expect(screen.getAllByTestId('route-card').map((card) => card.querySelector('p')?.textContent)).toEqual([
      'La Fée',
      'Grande Traversée',
      'Aubade',
      'Mur de Berlin',
    ]);
    expect(router.state.location.search).toBe('?sort=grade_desc');
    fireEvent.change(screen.getByTestId('route-type'), { target: { value: 'multi_pitch' } });
    await waitFor(() => expect(screen.getAllByTestId('route-card')).toHaveLength(1));
    expect(requested.filter((path) => path.startsWith('crags/12/crag_routes.json')).length).toBe(calls);
  });

  it('invites the first contributions when the crag has no sector and no route', async () => {
    answers['crags/12.json'] = {
      ...fixtures.crag,
      routes_count: 0,
      sectors_count: 0,
      grade_min_value: null,
      grade_max_value: null,
    };
    answers['crags/12/crag_sectors.json'] = [];
    answers['crags/12/crag_routes.json'] = [];
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    const empty = await screen.findByTestId('routes-empty');
    expect(empty.textContent).toContain('No routes yet — add the first one.');
    expect(within(empty).getByRole('link', { name: 'Add the first route' }).getAttribute('href')).toBe(
      '/crags/12/ceuse/routes/new',
    );
    expect(await screen.findByTestId('sectors-empty')).toBeTruthy();
  });

  it('credits the open-data source of an imported crag', async () => {
    answers['crags/12.json'] = { ...fixtures.crag, source: 'Boolder' };
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    expect((await screen.findByTestId('source-credit')).textContent).toContain('Source: Boolder (CC BY 4.0)');
  });

  it('puts the canonical name in the address', async () => {
    const { router } = await renderPage('/crags/:cragId?/:cragName?', '/crags/12/old-name', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Céüse' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crags/12/ceuse'));
  });

  it('answers the 404 page for a crag the API does not know, and for an id that is no number', async () => {
    // The title the route effects give the path first: the crag page's.
    document.title = pageTitle('en', 'crag');
    await renderPage('/crags/:cragId?/:cragName?', '/crags/99/nowhere', 'en');
    expect((await screen.findByTestId('not-found-title')).textContent).toBe('This page could not be found');
    await waitFor(() => expect(document.title).toBe(pageTitle('en', 'notFound')));
    cleanup();
    await renderPage('/crags/:cragId?/:cragName?', '/crags/abc/nowhere', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('offers to try again when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await renderPage('/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'en');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answerFor(url)),
    );
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Céüse' })).toBeTruthy();
  }, 15_000);
});

describe('the route page', () => {
  it('shows the pitches, the facts and the opinions, grades in the climber’s system', async () => {
    await renderPage('/crag-routes/:cragRouteId?/:cragRouteName', '/crag-routes/43/grande-traversee', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grande Traversée' })).toBeTruthy();
    const table = screen.getByTestId('pitches-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'P2' })).toBeTruthy();
    expect(table.textContent).toContain('Slight overhang');
    expect(screen.getByTestId('route-grade').textContent).toBe('6a → 6b+');
    expect(screen.getByTestId('opinion-note').textContent).toContain('Not enough opinions yet');
    expect(screen.getByTestId('opinion-hardness').textContent).toContain('Not enough opinions yet');
    expect(screen.getByTestId('sector-link').getAttribute('href')).toBe('/crag-sectors/5/biographie');

    useGradeSystemStore.getState().setSystem('yds');
    await waitFor(() => expect(screen.getByTestId('route-grade').textContent).toBe('≈ 5.10b → ≈ 5.11a'));
  });
});

describe('the history page', () => {
  it('reads each change field by field, in words', async () => {
    await renderPage('/versions/:versionType?/:versionId?/changes', '/versions/crag_routes/43/changes', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique de Grande Traversée' })).toBeTruthy();
    const [update, create] = screen.getAllByTestId('version');
    expect(update?.dataset.event).toBe('update');
    expect(update?.textContent).toContain('par Léa Grimpe');
    const height = within(update as HTMLElement)
      .getAllByTestId('version-field')
      .find((field) => field.dataset.field === 'height');
    expect(textOf(height)).toBe('HauteurAvant50 mAprès60 m');
    const pitches = within(update as HTMLElement)
      .getAllByTestId('version-field')
      .find((field) => field.dataset.field === 'pitches');
    expect(textOf(pitches)).toContain('L2 · 6b+ · 30 m · 11 points · Léger dévers · Anneau');
    expect(create?.textContent).toContain('Grande voie');
    expect(create?.textContent).toContain('un ancien membre');
    expect(screen.getByTestId('version-target').getAttribute('href')).toBe('/crag-routes/43/grande-traversee');
  });
});

describe('the grades page', () => {
  it('lists every grade and changes the display system', async () => {
    await renderPage('/grades', '/grades', 'en');
    const table = await screen.findByTestId('grades-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(54);
    const sixA = table.querySelector('tbody tr[data-value="31"]');
    expect([...(sixA?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      '6a',
      'E1',
      '5.10b',
      '–',
      'VI+',
      '6A',
    ]);
    fireEvent.click(screen.getByTestId('grade-system-font'));
    expect(useGradeSystemStore.getState().system).toBe('font');
    expect((await screen.findByTestId('grade-system-current')).textContent).toContain('Fontainebleau');
  });
});
