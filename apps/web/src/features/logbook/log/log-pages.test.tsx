import 'fake-indexeddb/auto';
import type { AscentCragRoute, ClimberRef, CurrentUser } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { clearPendingAscents, useAscentsPusherStore } from '../../../stores/ascents-pusher-store';
import { useGradeSystemStore } from '../../../stores/grade-system-store';
import * as catalogue from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis } from '../../../testing/page-test-kit';
import { clearStoredRoutes, saveCragRoutes } from '../api/offline-crag-routes';
import { LOGBOOK_PAGE_MODULES } from '../page-modules';

const ROUTE = '/crags/:cragId?/:cragName?/routes/:cragRouteId/:cragRouteName?';
const NEW = '/ascents/new';
const OUTDOOR_NEW = '/ascents/outdoor/new';
const ROUTE_NEW = `${ROUTE}/ascents/new`;
const ROUTE_EDIT = `${ROUTE}/ascents/:ascentCragRouteId?/edit`;

/** The logging pages and the address each is opened at. */
const ADDRESSES: Record<string, string> = {
  [NEW]: '/ascents/new',
  [OUTDOOR_NEW]: '/ascents/outdoor/new?crag_id=12',
  [ROUTE_NEW]: '/crags/12/ceuse/routes/43/grande-traversee/ascents/new',
  [ROUTE_EDIT]: '/crags/12/ceuse/routes/43/grande-traversee/ascents/900/edit',
};

const user: CurrentUser = catalogue.climber;

const lea: ClimberRef = {
  uuid: '5c7e1d2a-3b4f-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'Léa Grimpe',
  slug_name: 'lea-grimpe',
  avatar_url: null,
};

const ascent: AscentCragRoute = {
  id: 900,
  kind: 'crag_route',
  crag_route: catalogue.routes[3] ?? null,
  route_name: 'Grande Traversée',
  crag: { id: 12, name: 'Céüse', slug_name: 'ceuse' },
  climbing_type: 'multi_pitch',
  grade_value: 34,
  grade_text: '6b+',
  height: 60,
  released_at: '2026-05-30',
  ascent_status: 'red_point',
  roping_status: 'multi_pitch_alternate_lead',
  sections: [0, 1],
  sections_count: 2,
  attempt: 3,
  note: 5,
  hardness_status: 'accurate',
  comment: 'Belle ligne',
  private_comment: null,
  partners: [lea],
  idempotency_key: null,
  created_at: '2026-05-30T18:00:00.000Z',
  updated_at: '2026-05-30T18:00:00.000Z',
};

type Answer = { status: number; body: unknown } | (() => Promise<Response>);

/** What the API answers, by method and path. */
let answers: Record<string, Answer>;
let requests: { method: string; path: string; body: unknown }[];
const missing: string[] = [];
let navigatedTo: string[];

function defaultAnswers(): Record<string, Answer> {
  return {
    'GET crag_routes/43.json': { status: 200, body: catalogue.route },
    'GET crag_routes/41.json': { status: 200, body: { ...catalogue.route, ...catalogue.routes[1], pitches: [] } },
    'GET crags/12/crag_routes.json': { status: 200, body: catalogue.routes },
    'GET search/crag_routes.json': { status: 200, body: [catalogue.routes[1]] },
    'GET ascent_crag_routes/900.json': { status: 200, body: ascent },
    'GET current_users/ascent_partners.json': { status: 200, body: [lea] },
    'POST ascent_crag_routes.json': { status: 201, body: { ...ascent, id: 901 } },
    'PUT ascent_crag_routes/900.json': { status: 200, body: ascent },
    'DELETE ascent_crag_routes/900.json': { status: 204, body: null },
  };
}

async function answerFor(url: string, init: RequestInit = {}): Promise<Response> {
  const { pathname } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\/v1\//, '');
  const method = init.method ?? 'GET';
  requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${path}`];
  if (typeof answer === 'function') return answer();
  if (!answer) return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(answer.body)) headers['x-total-count'] = String(answer.body.length);
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status, headers });
}

/** Opens a page the way a climber does: from another page of the app, which saving goes back to. */
async function renderPage(pattern: string, path = ADDRESSES[pattern] as string, language = 'fr') {
  return renderPageModule(LOGBOOK_PAGE_MODULES, pattern, path, {
    language,
    missing,
    before: '/crag-routes/43/grande-traversee',
  });
}

const posted = () => requests.filter((request) => request.method === 'POST');
const alertMessages = () => useAlertStore.getState().alerts.map((alert) => alert.message);

/** Taps a chip or a card by its (accessible) name. */
function tap(name: string | RegExp, role: 'radio' | 'checkbox' = 'radio') {
  fireEvent.click(screen.getByRole(role, { name }));
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = defaultAnswers();
  requests = [];
  navigatedTo = [];
  setApiNavigator((to) => navigatedTo.push(to));
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(user);
  vi.stubGlobal('fetch', vi.fn(answerFor));
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
  await clearStoredRoutes();
  missing.length = 0;
});

describe.each(['fr', 'en'])('logging pages in %s', (language) => {
  it.each(Object.keys(ADDRESSES))(
    '%s has one h1, every text and no serious axe violation',
    async (pattern) => {
      const { container } = await renderPage(pattern, ADDRESSES[pattern], language);
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() =>
        expect(
          container.querySelector(
            pattern === NEW
              ? '[data-testid="route-search"]'
              : '[data-testid="ascent-form"], [data-testid="route-options"]',
          ),
        ).not.toBeNull(),
      );
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('invites a visitor to sign in on /ascents/new', async () => {
    useSessionStore.getState().setUser(null);
    const { container } = await renderPage(NEW, '/ascents/new', language);
    expect(await screen.findByTestId('sign-in-invitation')).toBeTruthy();
    expect(requests).toEqual([]);
    await expectSoundPage(container, missing);
  });
});

describe('logging from the add-ascent menu', () => {
  it('finds the route as the climber types, then saves the ascent in a few taps and goes back', async () => {
    const { router } = await renderPage(OUTDOOR_NEW, '/ascents/outdoor/new', 'fr');
    fireEvent.change(await screen.findByTestId('route-search'), { target: { value: 'aub' } });
    const option = await screen.findByRole('button', { name: /Aubade/ });
    expect(requests.some((request) => request.path === 'search/crag_routes.json')).toBe(true);
    fireEvent.click(option);
    expect((await screen.findByTestId('log-route-name')).textContent).toBe('Aubade');
    // A one-pitch sport route: lead or top rope, no pitches to tick.
    expect(screen.getByRole('radio', { name: 'En tête' })).toBeTruthy();
    expect(screen.queryByTestId('ascent-sections')).toBeNull();
    expect((screen.getByTestId('ascent-date') as HTMLInputElement).value).toBe(localToday());

    tap(/^À vue/);
    fireEvent.click(screen.getByTestId('ascent-save'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({
      crag_route_id: 41,
      released_at: localToday(),
      ascent_status: 'onsight',
      roping_status: 'lead_climb',
      attempt: null,
      note: null,
      hardness_status: null,
      comment: null,
      private_comment: null,
      partner_uuids: [],
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crag-routes/43/grande-traversee'));
    expect(alertMessages()).toContain('Croix ajoutée à votre carnet.');
  });

  it('refuses to save without a style, under the field, without calling the API', async () => {
    await renderPage(ROUTE_NEW, ADDRESSES[ROUTE_NEW], 'en');
    fireEvent.click(await screen.findByTestId('ascent-save'));
    expect(await screen.findByText('The style is required')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('lists the crag’s routes at once when the climber comes from a crag, filtered as they type', async () => {
    await renderPage(OUTDOOR_NEW, '/ascents/outdoor/new?crag_id=12', 'en');
    const list = await screen.findByTestId('route-options');
    expect(list.getAttribute('aria-label')).toBe('Routes of Céüse');
    expect(within(list).getAllByTestId('route-option')).toHaveLength(4);
    fireEvent.change(screen.getByTestId('route-search'), { target: { value: 'fee' } });
    await waitFor(() => expect(screen.getAllByTestId('route-option')).toHaveLength(1));
    expect(requests.filter((request) => request.path === 'search/crag_routes.json')).toEqual([]);
  });

  it('offline, searches the routes of the crags kept on the device', async () => {
    await saveCragRoutes({ id: 12, name: 'Céüse', slug_name: 'ceuse' }, catalogue.routes);
    answers['GET search/crag_routes.json'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderPage(OUTDOOR_NEW, '/ascents/outdoor/new', 'en');
    fireEvent.change(await screen.findByTestId('route-search'), { target: { value: 'berlin' } });
    expect(await screen.findByRole('button', { name: /Mur de Berlin/ })).toBeTruthy();
    expect(screen.getByText(/Offline: only the routes of crags opened on this device/)).toBeTruthy();
  });
});

describe('logging from a route page', () => {
  it('offers the multi-pitch roping and the pitches with their grades, and sends the pitches ticked', async () => {
    await renderPage(ROUTE_NEW, ADDRESSES[ROUTE_NEW], 'fr');
    const sections = await screen.findByTestId('ascent-sections');
    expect(within(sections).getAllByRole('checkbox')).toHaveLength(2);
    expect(sections.textContent).toContain('L1 · 6a');
    expect(sections.textContent).toContain('L2 · 6b+');
    expect(screen.queryByRole('radio', { name: 'En tête' })).toBeNull();
    tap('Grande voie, en réversible');
    tap(/^Après travail/);
    fireEvent.click(within(sections).getAllByRole('checkbox')[1] as HTMLElement);
    // The details: rating, opinion, comment and a partner.
    fireEvent.click(screen.getByTestId('ascent-details-toggle'));
    fireEvent.click(await screen.findByRole('radio', { name: '5 · Superbe' }));
    tap('Cotation juste');
    fireEvent.change(screen.getByLabelText('Commentaire public', { exact: false }), { target: { value: 'Magique' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Partenaires' }), { target: { value: 'lé' } });
    // jsdom has no layout: the popover takes its reference for hidden, so the option is found among hidden ones.
    fireEvent.click(await screen.findByRole('option', { name: 'Léa Grimpe', hidden: true }));
    expect(requests.find((request) => request.path === 'current_users/ascent_partners.json')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ascent-save'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      crag_route_id: 43,
      ascent_status: 'red_point',
      roping_status: 'multi_pitch_alternate_lead',
      sections: [0],
      note: 5,
      hardness_status: 'accurate',
      comment: 'Magique',
      partner_uuids: [lea.uuid],
    });
  }, 15_000);

  it('shows the server’s 422 under the field and keeps what was typed', async () => {
    answers['POST ascent_crag_routes.json'] = { status: 422, body: { error: { sections: ['too_big'] } } };
    await renderPage(ROUTE_NEW, ADDRESSES[ROUTE_NEW], 'en');
    await screen.findByTestId('ascent-sections');
    tap(/^Flash/);
    fireEvent.click(screen.getByTestId('ascent-save'));
    expect(await screen.findByText('The pitches are too big')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Flash/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('offline, keeps the ascent on the device, says so, and goes back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router } = await renderPage(ROUTE_NEW, ADDRESSES[ROUTE_NEW], 'en');
    expect((await screen.findByTestId('log-offline')).textContent).toContain('kept on this device');
    tap(/^Onsight/);
    fireEvent.click(screen.getByTestId('ascent-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crag-routes/43/grande-traversee'));
    expect(posted()).toEqual([]);
    const [queued] = await useAscentsPusherStore.getState().load();
    expect(queued).toMatchObject({
      userUuid: user.uuid,
      payload: { crag_route_id: 43, ascent_status: 'onsight', sections: [0, 1] },
      display: { route_name: 'Grande Traversée', crag_name: 'Céüse', grade_text: '6a → 6b+' },
    });
    expect(queued?.key).toBe(queued?.payload.idempotency_key);
    expect(alertMessages()).toContain(
      'No network: the ascent is kept on this device and will be sent as soon as the connection returns.',
    );
  });

  it('queues the ascent with the key it was sent with when the call gets no answer', async () => {
    answers['POST ascent_crag_routes.json'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderPage(ROUTE_NEW, ADDRESSES[ROUTE_NEW], 'en');
    await screen.findByTestId('ascent-form');
    tap(/^Sent/);
    fireEvent.click(screen.getByTestId('ascent-save'));
    await waitFor(async () => expect(await useAscentsPusherStore.getState().load()).toHaveLength(1));
    const [queued] = useAscentsPusherStore.getState().pending;
    const sent = posted()[0]?.body as { idempotency_key: string } | undefined;
    expect(queued?.payload.idempotency_key).toBe(sent?.idempotency_key);
  });

  it('answers the 404 page for a route of another crag, or one that does not exist', async () => {
    await renderPage(ROUTE_NEW, '/crags/99/ailleurs/routes/43/grande-traversee/ascents/new', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    await renderPage(ROUTE_NEW, '/crags/12/ceuse/routes/77/nowhere/ascents/new', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('editing an ascent', () => {
  it('shows the ascent as logged, saves the changes and goes back', async () => {
    const { router } = await renderPage(ROUTE_EDIT, ADDRESSES[ROUTE_EDIT], 'fr');
    await screen.findByTestId('ascent-form');
    expect(screen.getByRole('radio', { name: /^Après travail/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByTestId('ascent-date') as HTMLInputElement).value).toBe('2026-05-30');
    expect((screen.getByRole('radio', { name: 'Grande voie, en réversible' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '5 · Superbe' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Léa Grimpe')).toBeTruthy();
    tap(/^Enchaînée/);
    fireEvent.click(screen.getByTestId('ascent-save'));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      ascent_status: 'sent',
      released_at: '2026-05-30',
      roping_status: 'multi_pitch_alternate_lead',
      sections: [0, 1],
      attempt: 3,
      note: 5,
      hardness_status: 'accurate',
      comment: 'Belle ligne',
      partner_uuids: [lea.uuid],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crag-routes/43/grande-traversee'));
    expect(alertMessages()).toContain('Croix modifiée.');
  });

  it('deletes it after a confirmation naming the route and the day', async () => {
    const { router } = await renderPage(ROUTE_EDIT, ADDRESSES[ROUTE_EDIT], 'en');
    fireEvent.click(await screen.findByTestId('ascent-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete your ascent of “Grande Traversée” on May 30, 2026?');
    fireEvent.click(within(dialog).getByTestId('ascent-delete-confirm'));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crag-routes/43/grande-traversee'));
    expect(alertMessages()).toContain('Ascent deleted.');
  });

  it('leads to the right-required page for someone else’s ascent, and to 404 for an unknown one', async () => {
    answers['GET ascent_crag_routes/900.json'] = { status: 403, body: { code: 'forbidden' } };
    await renderPage(ROUTE_EDIT, ADDRESSES[ROUTE_EDIT], 'en');
    await waitFor(() => expect(navigatedTo).toEqual(['/errors/right-required']));
    cleanup();
    await renderPage(ROUTE_EDIT, '/crags/12/ceuse/routes/43/grande-traversee/ascents/901/edit', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('answers 404 for an ascent reached under another route’s address', async () => {
    await renderPage(ROUTE_EDIT, '/crags/12/ceuse/routes/41/aubade/ascents/900/edit', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});
