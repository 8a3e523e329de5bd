import 'fake-indexeddb/auto';
import type { CurrentUser } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { clearPendingAscents, useAscentsPusherStore } from '../../../stores/ascents-pusher-store';
import { useGradeSystemStore } from '../../../stores/grade-system-store';
import * as catalogue from '../../../testing/catalogue-fixtures';
import {
  expectSoundPage,
  headingLevels,
  renderPageModule,
  stubMissingBrowserApis,
  textOf,
} from '../../../testing/page-test-kit';
import { clearStoredGyms } from '../api/offline-gyms';
import * as fixtures from '../home/testing/fixtures';
import * as indoor from '../home/testing/indoor-fixtures';
import { LOGBOOK_PAGE_MODULES } from '../page-modules';

const NEW = '/ascents/indoor/new';
const HOME = '/home/ascents/indoor';
const SESSION = '/home/climbing-sessions/:sessionDate';

const user: CurrentUser = catalogue.climber;

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body: unknown } | (() => Response);

/** What the API answers, by `METHOD path`: lists carry their total like the real one. */
let answers: Record<string, Answer>;
let calls: Call[];
const missing: string[] = [];

function defaultAnswers(): Record<string, Answer> {
  return {
    'GET current_users/indoor_analytiks.json': { status: 200, body: indoor.indoorAnalytics },
    'GET current_users/ascent_gym_routes.json': { status: 200, body: indoor.gymAscents },
    'GET current_users/gyms/3/level_progress.json': { status: 200, body: indoor.levelProgress },
    'GET gyms.json': { status: 200, body: [indoor.gymSummary] },
    'GET gyms/3.json': { status: 200, body: { ...indoor.gymSummary } },
    'GET gyms/3/gym_routes.json': { status: 200, body: indoor.gymRoutes },
    'GET gyms/3/gym_spaces.json': { status: 200, body: indoor.spaceSummaries },
    'GET gym_spaces/10.json': { status: 200, body: indoor.spaces[0] },
    'GET gym_spaces/11.json': { status: 200, body: indoor.spaces[1] },
    'GET gyms/3/levels.json': { status: 200, body: indoor.levels },
    'POST ascent_gym_routes.json': { status: 201, body: indoor.gymAscents[1] },
    'PUT ascent_gym_routes/302.json': { status: 200, body: indoor.gymAscents[1] },
    'DELETE ascent_gym_routes/302.json': { status: 204, body: null },
    'GET current_users/climbing_sessions/2026-05-12.json': {
      status: 200,
      body: {
        ...fixtures.session,
        ascents: [],
        crags: [],
        gyms: [indoor.lyon],
        climbing_types: ['bouldering'],
        gym_ascents: indoor.gymAscents.slice(0, 2),
      },
    },
  };
}

function answerFor(url: string, init: RequestInit = {}): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\/v1\//, '');
  const method = init.method ?? 'GET';
  calls.push({ method, path, query: searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${path}`];
  if (typeof answer === 'function') return answer();
  if (!answer) return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(answer.body)) headers['x-total-count'] = String(answer.body.length);
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status, headers });
}

const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const alertMessages = () => useAlertStore.getState().alerts.map((alert) => alert.message);

async function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(LOGBOOK_PAGE_MODULES, pattern, path, { language, missing });
}

/** Waits until nothing is loading any more. */
async function settled(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
}

/** Taps a chip (a radio) by its accessible name. */
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

/** Picks the demo gym among my gyms, and waits for its routes. */
async function pickLyon() {
  const option = await screen.findByRole('button', { name: indoor.lyon.name });
  fireEvent.click(option);
  await screen.findByTestId('indoor-ascent-form');
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = defaultAnswers();
  calls = [];
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answerFor(url, init)),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  useGradeSystemStore.setState({ system: 'french' });
  useAlertStore.setState({ alerts: [] });
  queryClient.clear();
  await clearPendingAscents();
  await clearStoredGyms();
  missing.length = 0;
});

describe.each(['fr', 'en'])('indoor logbook pages in %s', { timeout: 30_000 }, (language) => {
  it.each([
    [NEW, NEW],
    [NEW, `${NEW}?gym_id=3`],
    [HOME, HOME],
    [HOME, `${HOME}?view=analytics`],
    [HOME, `${HOME}?view=progress`],
  ])('%s (%s) has one h1, ordered headings, every text and no serious axe violation', async (pattern, path) => {
    const { container } = await renderPage(pattern, path, language);
    await screen.findAllByRole('heading', { level: 1 });
    if (path === NEW) await screen.findByTestId('my-gyms');
    if (path.endsWith('gym_id=3')) await screen.findByTestId('indoor-ascent-form');
    if (path.endsWith('analytics')) await screen.findByTestId('indoor-charts', {}, { timeout: 15_000 });
    if (path.endsWith('progress')) await screen.findAllByTestId('progress-level');
    if (path === HOME) await screen.findAllByTestId('indoor-ascent');
    await settled(container);
    const headings = headingLevels(container);
    headings.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
    });
    await expectSoundPage(container, missing);
  });

  it('says so when the climber has logged nothing indoors yet', async () => {
    answers['GET current_users/ascent_gym_routes.json'] = { status: 200, body: [] };
    answers['GET current_users/indoor_analytiks.json'] = {
      status: 200,
      body: { ...indoor.indoorAnalytics, figures: { ascents: 0, gyms: 0, days: 0, max_grade_value: null }, gyms: [] },
    };
    for (const view of ['', '?view=analytics', '?view=progress']) {
      const { container } = await renderPage(HOME, `${HOME}${view}`, language);
      await waitFor(() => expect(container.querySelector('[data-testid$="-empty"]')).not.toBeNull());
      await expectSoundPage(container, missing);
      cleanup();
    }
  });
});

describe('logging an indoor ascent on /ascents/indoor/new', { timeout: 20_000 }, () => {
  it('invites a visitor to sign in, and asks nothing of the API', async () => {
    useSessionStore.setState({ user: null, status: 'anonymous' });
    localStorage.clear();
    await renderPage(NEW, NEW);
    expect((await screen.findByTestId('sign-in-invitation')).textContent).toContain(
      'Connectez-vous pour noter vos voies et blocs en salle',
    );
    expect(calls).toEqual([]);
  });

  it('finds the gym as it is typed, or among my gyms, and keeps it in the address', async () => {
    const { router } = await renderPage(NEW, NEW);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes salles' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('gym-search'), { target: { value: 'démo bloc' } });
    const results = await screen.findByTestId('gym-results');
    expect(Object.fromEntries(callsTo('GET', 'gyms.json')[0]?.query ?? [])).toEqual({
      query: 'démo bloc',
      page: '1',
      per_page: '10',
    });
    fireEvent.click(within(results).getByRole('button', { name: indoor.lyon.name }));
    expect((await screen.findByTestId('log-gym-name')).textContent).toBe(indoor.lyon.name);
    expect(router.state.location.search).toBe('?gym_id=3');
    // Changing the gym goes back to the picker.
    fireEvent.click(screen.getByTestId('change-gym'));
    await screen.findByTestId('gym-picker');
    expect(router.state.location.search).toBe('');
  });

  it('logs a route of the gym: space, sector, route, style, then save', async () => {
    await renderPage(NEW, NEW);
    await pickLyon();
    // The space and sector narrow the routes; the route says its colour, grade and name.
    tap('Grande salle');
    tap('La Grotte');
    expect(screen.getAllByRole('radio', { name: /Bleu/ })).toHaveLength(1);
    tap(/5c · La Dalle/);
    tap('Top');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    await waitFor(() => expect(callsTo('POST', 'ascent_gym_routes.json')).toHaveLength(1));
    const [post] = callsTo('POST', 'ascent_gym_routes.json');
    expect(post?.body).toEqual({
      gym_route_id: 41,
      released_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ascent_status: 'sent',
      roping_status: null,
      note: null,
      hardness_status: null,
      comment: null,
      private_comment: null,
      idempotency_key: expect.any(String),
    });
    await waitFor(() => expect(alertMessages()).toContain('Croix ajoutée à votre carnet en salle.'));
    // Ready for the next one, with a new key.
    expect(screen.getByRole('radio', { name: 'Top' })).toHaveProperty('checked', false);
    tap(/5c · La Dalle/);
    tap('Flash');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    await waitFor(() => expect(callsTo('POST', 'ascent_gym_routes.json')).toHaveLength(2));
    const [first, second] = callsTo('POST', 'ascent_gym_routes.json').map(
      (call) => (call.body as { idempotency_key: string }).idempotency_key,
    );
    expect(first).not.toBe(second);
  });

  it('logs "3 × green" without a route, by a colour level of the gym', async () => {
    await renderPage(NEW, `${NEW}?gym_id=3`, 'en');
    await screen.findByTestId('indoor-ascent-form');
    tap('No route in particular');
    tap('Boulder');
    tap(/^Green/);
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByTestId('quantity-input')).toHaveProperty('value', '3');
    tap('Top');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    await waitFor(() => expect(callsTo('POST', 'ascent_gym_routes.json')).toHaveLength(1));
    expect(callsTo('POST', 'ascent_gym_routes.json')[0]?.body).toMatchObject({
      gym_id: 3,
      climbing_type: 'bouldering',
      level_index: 1,
      grade_value: null,
      quantity: 3,
      ascent_status: 'sent',
    });
  });

  it('shows the rules broken under their fields, from the form and from the API, and saves nothing then', async () => {
    await renderPage(NEW, `${NEW}?gym_id=3`, 'en');
    await screen.findByTestId('indoor-ascent-form');
    tap('No route in particular');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    const type = await screen.findByTestId('routeless-type');
    expect(textOf(type)).toContain('The type is required');
    expect(textOf(screen.getByTestId('ascent-status'))).toContain('The style is required');
    expect(callsTo('POST', 'ascent_gym_routes.json')).toEqual([]);
    // The API refuses the colour (the gym changed its scale meanwhile): said under the colours.
    answers['POST ascent_gym_routes.json'] = {
      status: 422,
      body: { error: { level_index: ['not_included'] } },
    };
    tap('Boulder');
    tap(/^Blue/);
    tap('Flash');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    await waitFor(() =>
      expect(textOf(screen.getByTestId('routeless-level'))).toContain('The colour is not one of the possible choices'),
    );
  });

  it('keeps the ascent on the device when offline, and the list shows it waiting', async () => {
    // Opened online once: the gym is kept on the device.
    const first = await renderPage(NEW, `${NEW}?gym_id=3`);
    await screen.findByTestId('indoor-ascent-form');
    first.unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    calls = [];
    await renderPage(NEW, `${NEW}?gym_id=3`);
    expect((await screen.findByTestId('log-offline')).textContent).toContain('hors connexion');
    tap(/5a/);
    tap('Flash');
    fireEvent.click(screen.getByTestId('indoor-ascent-save'));
    await waitFor(() => expect(useAscentsPusherStore.getState().pending).toHaveLength(1));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    const [queued] = useAscentsPusherStore.getState().pending;
    expect(queued).toMatchObject({
      kind: 'gym_route',
      userUuid: user.uuid,
      payload: { gym_route_id: 40, ascent_status: 'flash' },
      display: { gym_id: 3, gym_name: indoor.lyon.name, color: 'green', grade_text: '5a', quantity: 1 },
    });
    expect(alertMessages()).toContain(
      'Pas de réseau : la croix est gardée sur cet appareil et sera envoyée dès le retour de la connexion.',
    );
    cleanup();
    vi.restoreAllMocks();
    await renderPage(HOME, HOME);
    const waiting = await screen.findByTestId('pending-indoor');
    expect(textOf(waiting)).toContain('Vert');
    expect(within(waiting).getByTestId('pending-badge').textContent).toBe('En attente d’envoi');
  });
});

describe('my indoor logbook on /home/ascents/indoor', { timeout: 20_000 }, () => {
  it('lists each ascent with its colour, route or "without a route", quantity, gym, day and style', async () => {
    const { container } = await renderPage(HOME, HOME);
    const rows = await screen.findAllByTestId('indoor-ascent');
    expect(rows).toHaveLength(3);
    const [green, dalle, batch] = rows as HTMLElement[];
    expect(within(green as HTMLElement).getByTestId('indoor-ascent-name').textContent).toBe('Voie sans nom');
    expect(
      within(dalle as HTMLElement)
        .getByRole('link', { name: 'La Dalle' })
        .getAttribute('href'),
    ).toBe('/gr/3-41');
    expect(textOf(within(batch as HTMLElement).getByTestId('indoor-ascent-name'))).toBe('Sans voie × 3');
    expect(
      within(batch as HTMLElement)
        .getByRole('link', { name: indoor.lyon.name })
        .getAttribute('href'),
    ).toBe('/gyms/3/salle-demo-cordee-bloc');
    expect(textOf(within(batch as HTMLElement).getByTestId('indoor-ascent-details'))).toContain('10 mai 2026');
    expect(within(batch as HTMLElement).getByText('Vert', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('indoor-ascents-count').textContent).toBe('3 croix');
    expect(Object.fromEntries(callsTo('GET', 'current_users/ascent_gym_routes.json')[0]?.query ?? [])).toEqual({
      sort: 'released_at',
      direction: 'desc',
      page: '1',
      per_page: '25',
    });
    // The way to the outdoor logbook.
    expect(
      within(screen.getByTestId('logbook-areas')).getByRole('link', { name: 'En falaise' }).getAttribute('href'),
    ).toBe('/home/ascents/outdoor');
    await settled(container);
  });

  it('sends the filters, words, order and page of the address', async () => {
    await renderPage(HOME, `${HOME}?climbing_type=bouldering&gym_id=3&query=dalle&sort=grade&direction=asc&page=2`);
    await screen.findAllByTestId('indoor-ascent');
    expect(Object.fromEntries(callsTo('GET', 'current_users/ascent_gym_routes.json')[0]?.query ?? [])).toEqual({
      climbing_type: 'bouldering',
      gym_id: '3',
      query: 'dalle',
      sort: 'grade',
      direction: 'asc',
      page: '2',
      per_page: '25',
    });
  });

  it('edits an ascent and deletes another, after confirming', async () => {
    await renderPage(HOME, HOME, 'en');
    const rows = await screen.findAllByTestId('indoor-ascent');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit my ascent: La Dalle' }));
    const form = await screen.findByTestId('indoor-edit-form');
    // A route's ascent: no colour or quantity to change.
    expect(within(form).queryByTestId('quantity-stepper')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Onsight' }));
    fireEvent.click(within(form).getByTestId('indoor-edit-save'));
    await waitFor(() => expect(callsTo('PUT', 'ascent_gym_routes/302.json')).toHaveLength(1));
    expect(callsTo('PUT', 'ascent_gym_routes/302.json')[0]?.body).toMatchObject({
      ascent_status: 'onsight',
      note: 4,
    });
    await waitFor(() => expect(screen.queryByTestId('indoor-edit-form')).toBeNull());
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit my ascent: La Dalle' }));
    fireEvent.click(await screen.findByTestId('indoor-ascent-delete'));
    fireEvent.click(await screen.findByTestId('indoor-ascent-delete-confirm'));
    await waitFor(() => expect(callsTo('DELETE', 'ascent_gym_routes/302.json')).toHaveLength(1));
    await waitFor(() => expect(alertMessages()).toContain('Ascent deleted.'));
  });

  it('changes the quantity and colour of an ascent without a route', async () => {
    answers['PUT ascent_gym_routes/303.json'] = { status: 200, body: indoor.gymAscents[2] };
    await renderPage(HOME, HOME, 'en');
    const rows = await screen.findAllByTestId('indoor-ascent');
    fireEvent.click(within(rows[2] as HTMLElement).getByTestId('indoor-ascent-edit'));
    const form = await screen.findByTestId('indoor-edit-form');
    await within(form).findByRole('radio', { name: /^Blue/ }, { timeout: 5_000 });
    fireEvent.click(within(form).getByRole('radio', { name: /^Blue/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'One more' }));
    fireEvent.click(within(form).getByTestId('indoor-edit-save'));
    await waitFor(() => expect(callsTo('PUT', 'ascent_gym_routes/303.json')).toHaveLength(1));
    expect(callsTo('PUT', 'ascent_gym_routes/303.json')[0]?.body).toMatchObject({
      level_index: 2,
      grade_value: null,
      quantity: 4,
    });
  });

  it('charts my indoor ascents with the list’s filters, the chart library loaded with this view only', async () => {
    await renderPage(HOME, `${HOME}?view=analytics&climbing_type=bouldering&query=dalle`, 'en');
    await screen.findByTestId('indoor-charts', {}, { timeout: 15_000 });
    // The charts' own request (the gyms to filter by come from another, of every style).
    const requests = callsTo('GET', 'current_users/indoor_analytiks.json').map((call) =>
      Object.fromEntries(call.query),
    );
    expect(requests).toContainEqual({ climbing_type: 'bouldering' });
    expect(screen.getByTestId('chart-indoor-levels-table').textContent).toContain('Green4');
    expect(screen.getByTestId('chart-indoor-gyms-table').textContent).toContain(`${indoor.lyon.name}5`);
    expect(screen.getByTestId('chart-indoor-days').textContent).toContain(
      '5 routes and boulders over the last 28 days.',
    );
  });

  it('shows my progress per colour of a gym, each bar named for screen readers', async () => {
    await renderPage(HOME, `${HOME}?view=progress`, 'en');
    const levels = await screen.findAllByTestId('progress-level');
    expect(levels.map((level) => textOf(level))).toEqual([
      'YellowYellow: 4 of 4 mounted routes done',
      'GreenGreen: 10 of 15 mounted routes done',
      'BlueBlue: 1 of 6 mounted routes done',
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Green: 10 of 15 mounted routes done' });
    expect(bar.getAttribute('value')).toBe('10');
    expect(bar.getAttribute('max')).toBe('15');
    expect(callsTo('GET', 'current_users/gyms/3/level_progress.json')).toHaveLength(1);
  });
});

describe('a climbing day with indoor ascents', () => {
  it('names its gyms and its board in the list of days', async () => {
    answers['GET current_users/climbing_sessions.json'] = {
      status: 200,
      body: [
        {
          ...fixtures.sessions[0],
          crags: [],
          gyms: [indoor.lyon],
          climbing_types: ['bouldering', 'pan'],
          figures: { ascents: 5, crags: 0, metres: 0, max_grade_value: 29 },
        },
      ],
    };
    await renderPage('/home/climbing-sessions', '/home/climbing-sessions', 'en');
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByTestId('session-crags').textContent).toBe(indoor.lyon.name);
    expect(textOf(card)).toContain('Board');
    expect(missing).toEqual([]);
  });

  it('lists the day’s indoor ascents and gyms', async () => {
    await renderPage(SESSION, '/home/climbing-sessions/2026-05-12', 'en');
    const part = await screen.findByTestId('session-gym-ascents');
    expect(within(part).getAllByTestId('indoor-ascent')).toHaveLength(2);
    expect(
      within(screen.getByTestId('session-gym-list')).getByRole('link', { name: indoor.lyon.name }).getAttribute('href'),
    ).toBe('/gyms/3/salle-demo-cordee-bloc');
    expect(screen.queryByTestId('session-crag-list')).toBeNull();
  });
});
