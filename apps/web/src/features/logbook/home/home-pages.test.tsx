import type { CurrentUser } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { writeTokens } from '../../../platform/session/token-store';
import { useAscentsPusherStore } from '../../../stores/ascents-pusher-store';
import { useGradeSystemStore } from '../../../stores/grade-system-store';
import {
  expectSoundPage,
  headingLevels,
  renderPageModule,
  stubMissingBrowserApis,
} from '../../../testing/page-test-kit';
import { LOGBOOK_PAGE_MODULES } from '../page-modules';
import * as fixtures from './testing/fixtures';

/** The climber's own logbook pages and the address each is opened at. */
const ADDRESSES: Record<string, string> = {
  '/home/ascents/outdoor': '/home/ascents/outdoor',
  '/home/ascents/outdoor/analytiks': '/home/ascents/outdoor/analytiks',
  '/home/ascents/outdoor/projects': '/home/ascents/outdoor/projects',
  '/home/ascents/outdoor/tick-list': '/home/ascents/outdoor/tick-list',
  '/home/climbing-sessions': '/home/climbing-sessions',
  '/home/climbing-sessions/:sessionDate': '/home/climbing-sessions/2026-05-12',
  '/maps/my-map': '/maps/my-map',
};

/** The signed-in climber (the offline queue shows only their ascents). */
const climber = { uuid: '3d4c2b1a-5e6f-4a7b-8c9d-0e1f2a3b4c5d' } as CurrentUser;

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  accept: string | null;
}

/** What the API answers, by `METHOD path` (GET when no method): lists carry their total like the real one. */
let answers: Record<string, unknown>;
let calls: Call[] = [];
const missing: string[] = [];

function defaultAnswers(): Record<string, unknown> {
  return {
    'current_users/ascent_crag_routes.json': fixtures.ascents,
    'current_users/outdoor_analytiks.json': fixtures.analytics,
    'current_users/projects.json': fixtures.projects,
    'current_users/tick_lists.json': fixtures.tickList,
    'current_users/climbing_sessions.json': fixtures.sessions,
    'current_users/climbing_sessions/2026-05-12.json': fixtures.session,
    'current_users/ascended_crags_geo_json.json': fixtures.ascendedCrags,
    'current_users/ascent_crag_routes/export.csv': new Response('\uFEFFdate,route\n2026-05-12,La Fée\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    }),
    'POST current_users/ascent_imports/preview.json': fixtures.importPreview,
    'POST current_users/ascent_imports.json': new Response(
      [
        '{"type":"progress","done":1,"total":2}',
        '{"type":"progress","done":2,"total":2}',
        '{"type":"done","imported":2,"skipped":2}',
        '',
      ].join('\n'),
      { headers: { 'content-type': 'application/x-ndjson' } },
    ),
    'DELETE crag_routes/44/tick_list.json': new Response(null, { status: 204 }),
  };
}

function answerFor(url: string, init: RequestInit = {}): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\/v1\//, '');
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  calls.push({
    method,
    path,
    query: searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    accept: headers.get('accept'),
  });
  const key = method === 'GET' ? path : `${method} ${path}`;
  if (!(key in answers)) return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  const body = answers[key];
  if (body instanceof Response) return body.clone();
  const responseHeaders: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(body)) responseHeaders['x-total-count'] = String(body.length);
  if (method === 'PUT') return new Response(JSON.stringify({ ...(body as object), ...(calls.at(-1)?.body as object) }));
  return new Response(JSON.stringify(body), { status: 200, headers: responseHeaders });
}

const getCalls = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path);

async function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(LOGBOOK_PAGE_MODULES, pattern, path, { language, missing });
}

/** Waits until no list or map is loading any more. */
async function loaded(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
}

/** Text as read, the narrow and no-break spaces of French number formats as plain spaces. */
function textOf(element: Element | undefined | null): string {
  return (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = defaultAnswers();
  calls = [];
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answerFor(url, init)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  useAscentsPusherStore.setState({ pending: [], loaded: false });
  useGradeSystemStore.setState({ system: 'french' });
  missing.length = 0;
});

describe.each(['fr', 'en'])('logbook pages in %s', (language) => {
  it.each(Object.keys(ADDRESSES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (pattern) => {
      const { container } = await renderPage(pattern, ADDRESSES[pattern] as string, language);
      await screen.findAllByRole('heading', { level: 1 });
      await loaded(container);
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it.each(Object.keys(ADDRESSES))('%s says so when the climber has nothing yet', async (pattern) => {
    for (const key of Object.keys(answers)) {
      if (Array.isArray(answers[key])) answers[key] = [];
    }
    answers['current_users/outdoor_analytiks.json'] = {
      ...fixtures.analytics,
      figures: { ascents: 0, crags: 0, metres: 0, max_grade_value: null, countries: 0, regions: 0 },
    };
    answers['current_users/ascended_crags_geo_json.json'] = { type: 'FeatureCollection', features: [] };
    if (pattern.includes(':sessionDate')) return;
    const { container } = await renderPage(pattern, ADDRESSES[pattern] as string, language);
    await loaded(container);
    expect(container.querySelector('[data-testid$="-empty"]')).not.toBeNull();
    await expectSoundPage(container, missing);
  });
});

describe('the ascent list', () => {
  it('shows each ascent with its route, crag, grade, status, date and edit link', async () => {
    const { container } = await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor');
    const cards = await screen.findAllByTestId('ascent-card');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'La Fée' }).getAttribute('href')).toBe('/crag-routes/43/la-fee');
    expect(within(first).getByRole('link', { name: 'Céüse' }).getAttribute('href')).toBe('/crags/12/ceuse');
    expect(within(first).getByText('7a')).toBeTruthy();
    expect(within(first).getByText('Après travail')).toBeTruthy();
    expect(textOf(within(first).getByTestId('ascent-details'))).toContain('12 mai 2026');
    expect(textOf(within(first).getByTestId('ascent-details'))).toContain('4 essais');
    expect(within(first).getByTestId('ascent-edit').getAttribute('href')).toBe(
      '/crags/12/ceuse/routes/43/la-fee/ascents/201/edit',
    );
    expect(screen.getByTestId('ascents-count').textContent).toBe('3 croix');
    const [request] = getCalls('current_users/ascent_crag_routes.json');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      sort: 'released_at',
      direction: 'desc',
      page: '1',
      per_page: '25',
    });
    await loaded(container);
  });

  it('shows the grades in the climber’s grade system', async () => {
    useGradeSystemStore.setState({ system: 'yds' });
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor', 'en');
    const [first] = await screen.findAllByTestId('ascent-card');
    expect(within(first as HTMLElement).getByText('≈ 5.11d')).toBeTruthy();
  });

  it('sends the filters, order, words and page of the address, and writes changes back to it', async () => {
    const { router } = await renderPage(
      '/home/ascents/outdoor',
      '/home/ascents/outdoor?ascent_status=onsight,flash&climbing_type=sport_climbing&date_from=2026-01-01&query=fée&sort=grade&direction=asc&page=2',
    );
    await screen.findAllByTestId('ascent-card');
    const [request] = getCalls('current_users/ascent_crag_routes.json');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      ascent_status: 'onsight,flash',
      climbing_type: 'sport_climbing',
      date_from: '2026-01-01',
      query: 'fée',
      sort: 'grade',
      direction: 'asc',
      page: '2',
      per_page: '25',
    });
    expect(screen.getByTestId('filters-toggle').textContent).toContain('Filtres (3)');

    fireEvent.change(screen.getByTestId('ascent-sort'), { target: { value: 'crag' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=crag'));
    expect(router.state.location.search).not.toContain('page=');

    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.click(within(screen.getByTestId('filter-roping')).getByLabelText('En moulinette'));
    await waitFor(() => expect(router.state.location.search).toContain('roping_status=top_rope'));
    await waitFor(() =>
      expect(getCalls('current_users/ascent_crag_routes.json').at(-1)?.query.get('roping_status')).toBe('top_rope'),
    );

    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(router.state.location.search).not.toContain('roping_status'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      query: 'fée',
      sort: 'crag',
      direction: 'asc',
    });
  });

  it('shows the ascents of the offline queue on top, marked as waiting', async () => {
    useSessionStore.getState().setUser(climber);
    useAscentsPusherStore.setState({
      loaded: true,
      pending: [
        {
          key: '0b7a4f1e-7a1c-4d0e-9d53-2f0a1c3e5b7d',
          kind: 'crag_route',
          userUuid: climber.uuid,
          createdAt: '2026-05-20T10:00:00.000Z',
          payload: {
            crag_route_id: 45,
            released_at: '2026-05-20',
            ascent_status: 'onsight',
            idempotency_key: '0b7a4f1e-7a1c-4d0e-9d53-2f0a1c3e5b7d',
          },
          display: { route_name: 'Le Miroir', crag_name: 'Orgon', grade_text: '6b+', climbing_type: 'sport_climbing' },
        },
      ],
    });
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor');
    const pending = await screen.findByTestId('pending-ascent');
    expect(pending.textContent).toContain('Le Miroir');
    expect(pending.textContent).toContain('Orgon');
    expect(within(pending).getByTestId('pending-badge').textContent).toBe('En attente d’envoi');
    expect(within(pending).getByText('6b+')).toBeTruthy();
    // The queue comes before the list.
    const list = await screen.findByTestId('ascent-list');
    expect(pending.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('invites a climber without ascents to log a first one', async () => {
    answers['current_users/ascent_crag_routes.json'] = [];
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor', 'en');
    const empty = await screen.findByTestId('ascents-empty');
    expect(within(empty).getByRole('link', { name: 'Log my first ascent' }).getAttribute('href')).toBe(
      '/ascents/outdoor/new',
    );
  });

  it('says when the filters match nothing, with a way to clear them', async () => {
    answers['current_users/ascent_crag_routes.json'] = [];
    const { router } = await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor?ascent_status=onsight');
    const empty = await screen.findByTestId('ascents-no-match');
    fireEvent.click(within(empty).getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the filtered ascents as a CSV file through the API', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor?ascent_status=flash&query=fée');
    await screen.findAllByTestId('ascent-card');
    fireEvent.click(screen.getByTestId('csv-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [request] = getCalls('current_users/ascent_crag_routes/export.csv');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ ascent_status: 'flash' });
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    // The byte-order mark is kept for Excel, then the text as the API sent it.
    const bytes = new Uint8Array((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('date,route\n2026-05-12,La Fée\n');
    click.mockRestore();
  });
});

describe('the CSV import', () => {
  it('previews the file, waits until the problem rows are left out, imports with progress and tells the result', async () => {
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor', 'en');
    await screen.findAllByTestId('ascent-card');
    fireEvent.click(screen.getByTestId('csv-import'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/Mountain Project/));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['Date,Route\n2025-07-01,La Fée\n'], 'ticks.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByTestId('import-preview-button'));

    const preview = await within(dialog).findByTestId('import-preview');
    const previewCall = calls.find((call) => call.path === 'current_users/ascent_imports/preview.json');
    expect(previewCall?.body).toEqual({
      format: 'mountain_project',
      csv: 'Date,Route\n2025-07-01,La Fée\n',
      skip_rows: [],
    });
    expect(within(preview).getByTestId('import-count-toImport').textContent).toContain('2');
    expect(within(preview).getByTestId('import-count-unmatched').textContent).toContain('1');
    expect(within(preview).getByTestId('import-count-invalid').textContent).toContain('1');
    const reasons = within(preview)
      .getAllByTestId('import-reason')
      .map((reason) => reason.textContent);
    expect(reasons).toContain('The route name cannot be found');
    expect(reasons).toContain('Add the route to the topo and import again, or leave this row out.');
    expect(reasons).toContain('The date is not valid');
    expect(reasons).toContain('The style is not one of the possible choices');
    const start = within(dialog).getByTestId('import-start') as HTMLButtonElement;
    expect(start.disabled).toBe(true);

    // Leaving out a matched row too, explicitly.
    fireEvent.click(within(dialog).getByLabelText('Leave out row 4'));
    fireEvent.click(within(dialog).getByTestId('import-skip-problems'));
    await waitFor(() => expect(start.disabled).toBe(false));
    expect(start.textContent).toBe('Import 1 ascent');
    fireEvent.click(start);

    const result = await within(dialog).findByTestId('import-result');
    expect(result.textContent).toContain('2 ascents imported into your logbook.');
    const importCall = calls.find((call) => call.path === 'current_users/ascent_imports.json');
    expect(importCall?.accept).toBe('application/x-ndjson');
    expect(importCall?.body).toEqual({
      format: 'mountain_project',
      csv: 'Date,Route\n2025-07-01,La Fée\n',
      skip_rows: [2, 3, 4],
    });
  });

  it('asks for a file before the preview', async () => {
    await renderPage('/home/ascents/outdoor', '/home/ascents/outdoor');
    await screen.findAllByTestId('ascent-card');
    fireEvent.click(screen.getByTestId('csv-import'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('import-preview-button'));
    expect(await within(dialog).findByText('Choisissez un fichier CSV.')).toBeTruthy();
  });
});

describe('the analytics', () => {
  it('shows the figures and each chart’s figures, with the list’s filters', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 31) });
    await renderPage(
      '/home/ascents/outdoor/analytiks',
      '/home/ascents/outdoor/analytiks?climbing_type=sport_climbing&sort=grade',
      'en',
    );
    await screen.findByTestId('analytics');
    const [request] = getCalls('current_users/outdoor_analytiks.json');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ climbing_type: 'sport_climbing' });
    expect(screen.getByTestId('figure-ascents').textContent).toBe('Ascents2');
    expect(screen.getByTestId('figure-max-grade').textContent).toContain('7a');
    expect(textOf(screen.getByTestId('figure-metres'))).toContain('60 m');
    // One grade row per grade with ascents; the bars run from 6a to 7a (6a, 6a+ … 6c+, 7a).
    const gradeRows = within(screen.getByTestId('chart-grades-table')).getAllByRole('row');
    expect(gradeRows.slice(1).map((row) => textOf(row))).toEqual(['6a1', '7a1']);
    const months = within(screen.getByTestId('chart-months-table')).getAllByRole('row');
    expect(months).toHaveLength(25);
    expect(textOf(months[24])).toBe('May 20262');
    expect(
      within(screen.getByTestId('chart-max-grade-table'))
        .getAllByRole('row')
        .map((row) => textOf(row)),
    ).toEqual(['YearSport climbing', '20256b+', '20267a']);
    expect(within(screen.getByTestId('chart-years-table')).getAllByRole('row')).toHaveLength(3);
    // The tabs keep the filters, not the list's order.
    const listTab = within(screen.getByTestId('logbook-tabs')).getByRole('link', { name: 'My ascents' });
    expect(listTab.getAttribute('href')).toBe('/home/ascents/outdoor?climbing_type=sport_climbing');
    expect(within(screen.getByTestId('logbook-tabs')).getByRole('link', { current: 'page' }).textContent).toBe(
      'Analytics',
    );
  });
});

describe('projects and tick list', () => {
  it('lists my projects with their attempts and a way to log them', async () => {
    await renderPage('/home/ascents/outdoor/projects', '/home/ascents/outdoor/projects');
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByRole('link', { name: 'Le Miroir' }).getAttribute('href')).toBe(
      '/crag-routes/45/le-miroir',
    );
    expect(textOf(within(card).getByTestId('project-card-facts'))).toBe(
      '3 essais · 2 séances · dernier essai le 2 avr. 2026',
    );
    expect(within(card).getByTestId('log-it').getAttribute('href')).toBe(
      '/crags/14/orgon/routes/45/le-miroir/ascents/new',
    );
  });

  it('removes a route from the tick list', async () => {
    await renderPage('/home/ascents/outdoor/tick-list', '/home/ascents/outdoor/tick-list', 'en');
    const card = await screen.findByTestId('tick-list-card');
    answers['current_users/tick_lists.json'] = [];
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Aubade from my tick list' }));
    await screen.findByTestId('tick-list-empty');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'crag_routes/44/tick_list.json')).toBe(true);
  });
});

describe('climbing sessions', () => {
  it('lists the sessions newest first with their crags and figures', async () => {
    await renderPage('/home/climbing-sessions', '/home/climbing-sessions');
    const cards = await screen.findAllByTestId('session-card');
    expect(cards.map((card) => card.dataset.date)).toEqual(['2026-05-12', '2026-04-02']);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '12 mai 2026' }).getAttribute('href')).toBe(
      '/home/climbing-sessions/2026-05-12',
    );
    expect(textOf(within(first).getByTestId('session-figures'))).toBe('2 croix · 60 m');
    expect(within(first).getByTestId('session-crags').textContent).toBe('Céüse');
  });

  it('shows a session’s ascents, crags and partners, and saves its description', async () => {
    await renderPage('/home/climbing-sessions/:sessionDate', '/home/climbing-sessions/2026-05-12', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session of May 12, 2026' })).toBeTruthy();
    const ascents = await screen.findByTestId('session-ascents');
    expect(within(ascents).getAllByTestId('ascent-card')).toHaveLength(2);
    expect(within(screen.getByTestId('session-partners')).getByText('Catherine Destivelle')).toBeTruthy();
    expect(within(screen.getByTestId('session-crag-list')).getByRole('link', { name: 'Céüse' })).toBeTruthy();
    answers['PUT current_users/climbing_sessions/2026-05-12.json'] = fixtures.session;
    const field = screen.getByTestId('session-description') as HTMLTextAreaElement;
    expect(field.value).toBe('Grand soleil, rocher sec.');
    fireEvent.change(field, { target: { value: '  Froid mais sec.  ' } });
    fireEvent.click(screen.getByTestId('session-description-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ description: 'Froid mais sec.' });
  });

  it('answers the 404 page for a day without a session and for a date that is none', async () => {
    await renderPage('/home/climbing-sessions/:sessionDate', '/home/climbing-sessions/2026-01-01', 'en');
    expect((await screen.findByTestId('not-found-title')).textContent).toBe('This page could not be found');
    cleanup();
    await renderPage('/home/climbing-sessions/:sessionDate', '/home/climbing-sessions/yesterday', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('my map', () => {
  it('puts the crags I climbed on the map and in a list, with my ascents there', async () => {
    const { container } = await renderPage('/maps/my-map', '/maps/my-map');
    const list = await screen.findByTestId('my-crag-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => textOf(item))).toEqual(['Céüse 2 croix · 12 mai 2026', 'Orgon 1 croix · 2 avr. 2026']);
    expect(getCalls('current_users/ascended_crags_geo_json.json')[0]?.query.get('minimalistic')).toBe('false');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
  });
});
