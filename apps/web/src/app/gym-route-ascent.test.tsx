import 'fake-indexeddb/auto';
import type { GymRoute } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GymRouteAscentPlace, RecordSlotsProvider } from '../climbing/record-slots';
import { route } from '../features/indoor/shared/testing/indoor-fixtures';
import { clearStoredGyms, saveGym } from '../features/logbook/api/offline-gyms';
import { fakeMediaApi, renderMediaPart } from '../features/media/shared/media-test-kit';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { writeTokens } from '../platform/session/token-store';
import { clearPendingAscents, useAscentsPusherStore } from '../stores/ascents-pusher-store';
import { climber } from '../testing/catalogue-fixtures';
import { GYM_ROUTE_ASCENT_SLOTS } from './gym-route-ascent';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

/** The place as the panel fills it: with its route, or none (`null`: the panel could not load it). */
const renderPlace = (shown: GymRoute | null = route, language = 'fr') =>
  renderMediaPart(
    <RecordSlotsProvider value={GYM_ROUTE_ASCENT_SLOTS}>
      <GymRouteAscentPlace routeId={route.id} route={shown ?? undefined} />
    </RecordSlotsProvider>,
    { missing, language, path: '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120' },
  );

const posts = () => api.requests.filter((request) => request.method === 'POST');

function signIn() {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...climber });
}

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['current_users/gym_route_statuses.json'] = [];
  api.writes['POST ascent_gym_routes.json'] = {
    status: 201,
    body: { id: 900, kind: 'gym_route', gym_route: { id: route.id }, gym: route.gym, ascent_status: 'sent' },
  };
});

afterEach(async () => {
  cleanup();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  localStorage.clear();
  await clearPendingAscents();
  await clearStoredGyms();
  missing.length = 0;
});

describe('logging a gym route from its panel', () => {
  it('invites a visitor to sign in and come back to the route, asking nothing of the API', async () => {
    await renderPlace(route, 'en');
    const invitation = await screen.findByTestId('gym-route-sign-in');
    expect(invitation.textContent).toContain('Sign in to log this route');
    expect(within(invitation).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120'),
    );
    expect(api.requests).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('logs it in two taps: the style, then "Log it"; the mark follows', async () => {
    signIn();
    await renderPlace(route, 'en');
    const logger = await screen.findByTestId('gym-route-logger');
    expect(within(logger).getByTestId('gym-route-mark').dataset.status).toBe('none');
    // A boulder: no roping to choose.
    expect(within(logger).queryByTestId('gym-route-roping')).toBeNull();
    fireEvent.click(within(logger).getByRole('radio', { name: 'Top' }));
    // What the server answers once it has the ascent.
    api.known['current_users/gym_route_statuses.json'] = [
      { gym_route_id: 120, status: 'done', ascents_count: 1, last_released_at: '2026-05-01' },
    ];
    fireEvent.click(within(logger).getByRole('button', { name: 'Log it' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      gym_route_id: 120,
      released_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ascent_status: 'sent',
      roping_status: null,
      note: null,
      hardness_status: null,
      comment: null,
      private_comment: null,
      idempotency_key: expect.any(String),
    });
    expect((await within(logger).findByTestId('gym-route-outcome')).textContent).toMatch(/^Logged: Top, on /);
    await waitFor(() => expect(within(logger).getByTestId('gym-route-mark').dataset.status).toBe('done'));
    expect(within(logger).getByTestId('gym-route-mark').textContent).toBe('Done · 1 ascent');
    expect(missing).toEqual([]);
  });

  it('asks for the style first, and takes the rating and difficulty opinion when given', async () => {
    signIn();
    await renderPlace();
    const logger = await screen.findByTestId('gym-route-logger');
    fireEvent.click(within(logger).getByTestId('gym-route-log'));
    expect(within(logger).getByTestId('gym-route-status').textContent).toContain('Choisissez comment ça s’est passé.');
    expect(posts()).toEqual([]);
    fireEvent.click(within(logger).getByTestId('gym-route-details-toggle'));
    fireEvent.click(within(logger).getByRole('radio', { name: /^5 ★/ }));
    fireEvent.click(within(logger).getByRole('radio', { name: 'Plus dure' }));
    fireEvent.click(within(logger).getByRole('radio', { name: 'Flash' }));
    fireEvent.click(within(logger).getByTestId('gym-route-log'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ ascent_status: 'flash', note: 5, hardness_status: 'sandbagged' });
  });

  it('offers lead or top rope on a roped route, lead first', async () => {
    signIn();
    await renderPlace({ ...route, climbing_type: 'sport_climbing' }, 'en');
    const roping = await screen.findByTestId('gym-route-roping');
    expect(within(roping).getByRole('radio', { name: 'Lead' })).toHaveProperty('checked', true);
    fireEvent.click(within(roping).getByRole('radio', { name: 'Top rope' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Onsight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log it' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ ascent_status: 'onsight', roping_status: 'top_rope' });
  });

  it('shows my status on the route, kept per gym', async () => {
    signIn();
    api.known['current_users/gym_route_statuses.json'] = [
      { gym_route_id: 120, status: 'done', ascents_count: 3, last_released_at: '2026-05-01' },
    ];
    await renderPlace(route, 'en');
    await waitFor(() => expect(screen.getByTestId('gym-route-mark').textContent).toBe('Done · 3 ascents'));
    expect(api.requests.find((request) => request.path.startsWith('current_users/gym_route_statuses.json'))?.path).toBe(
      'current_users/gym_route_statuses.json?gym_id=4',
    );
  });

  it('keeps the ascent on the device offline, says so, and marks it waiting', async () => {
    signIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPlace();
    const logger = await screen.findByTestId('gym-route-logger');
    expect(within(logger).getByTestId('gym-route-offline').textContent).toContain('Hors connexion');
    fireEvent.click(within(logger).getByRole('radio', { name: 'Top' }));
    fireEvent.click(within(logger).getByTestId('gym-route-log'));
    await waitFor(() => expect(useAscentsPusherStore.getState().pending).toHaveLength(1));
    expect(posts()).toEqual([]);
    expect(useAscentsPusherStore.getState().pending[0]).toMatchObject({
      kind: 'gym_route',
      payload: { gym_route_id: 120, ascent_status: 'sent' },
      display: { gym_id: 4, route_name: 'Le Toboggan', color: 'red', level_index: 3, grade_value: 31 },
    });
    expect(within(logger).getByTestId('gym-route-outcome').textContent).toMatch(/^Pas de réseau/);
    await waitFor(() =>
      expect(within(logger).getByTestId('gym-route-waiting').textContent).toBe('1 croix en attente d’envoi'),
    );
  });

  it('logs a route the panel could not load offline, from the gym kept on the device', async () => {
    signIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await saveGym({ gym: route.gym, routes: [route], spaces: [], levels: [] });
    await renderPlace(null, 'en');
    const logger = await screen.findByTestId('gym-route-logger');
    expect(within(logger).getByTestId('gym-route-from-device').textContent).toContain('route kept on this device');
    fireEvent.click(within(logger).getByRole('radio', { name: 'Flash' }));
    fireEvent.click(within(logger).getByTestId('gym-route-log'));
    await waitFor(() => expect(useAscentsPusherStore.getState().pending).toHaveLength(1));
    expect(useAscentsPusherStore.getState().pending[0]).toMatchObject({ display: { gym_name: route.gym.name } });
  });

  it('shows nothing for a route neither loaded nor kept on the device', async () => {
    signIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = await renderPlace(null);
    await waitFor(() => expect(screen.getByTestId('gym-route-ascent')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="gym-route-logger"]')).toBeNull();
  });
});
