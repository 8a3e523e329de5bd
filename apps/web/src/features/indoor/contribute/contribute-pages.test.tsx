import {
  DEFAULT_GYM_LEVELS,
  type Gym,
  type GymChain,
  type GymLevels,
  type GymRoute,
  type GymSector,
  type GymSpace,
  type GymSpaceSummary,
  INDOOR_PAGES,
  type PlanPoint,
} from '@climb/contracts';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import L, { type Map as LeafletMap } from 'leaflet';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { planToLatLng } from '../../../climbing/map/plan-coordinates';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { climber } from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis } from '../../../testing/page-test-kit';
import { INDOOR_PAGE_MODULES } from '../page-modules';

// The maps load in their own chunk (Leaflet) as the forms open: a busy machine may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const stamp = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };
const PLAN = { url: '/uploads/plans/bloc.png', width: 1000, height: 600 };

const gym: Gym = {
  ...stamp,
  id: 4,
  name: 'Bloc Session',
  slug_name: 'bloc-session',
  city: 'Lyon',
  country_code: 'fr',
  latitude: 45.75,
  longitude: 4.85,
  climbing_types: ['bouldering'],
  gym_type: 'private',
  logo: null,
  followers_count: 3,
  mounted_routes_count: 1,
  description: null,
  address: '12 rue des Prises',
  postal_code: '69007',
  time_zone: 'Europe/Paris',
  email: null,
  phone_number: null,
  web_site: null,
  hours: 'Lundi : 10 h – 22 h',
  banner: null,
  gym_chain: { id: 2, name: 'Session', slug_name: 'session' },
  spaces_count: 2,
  administered: false,
  creator: null,
};
const chain: GymChain = {
  ...stamp,
  id: 2,
  name: 'Session',
  slug_name: 'session',
  logo: { thumbnail: '/uploads/l-t.webp', medium: '/uploads/l-m.webp', large: '/uploads/l-l.webp' },
  gyms_count: 1,
  description: null,
  web_site: null,
  banner: null,
  creator: null,
};
const bloc: GymSpaceSummary = {
  id: 10,
  gym_id: 4,
  name: 'Salle de bloc',
  slug_name: 'salle-de-bloc',
  climbing_type: 'bouldering',
  position: 0,
  plan: PLAN,
  sectors_count: 1,
  mounted_routes_count: 1,
};
const mezzanine: GymSpaceSummary = {
  ...bloc,
  id: 11,
  name: 'Mezzanine',
  slug_name: 'mezzanine',
  plan: null,
  sectors_count: 0,
  mounted_routes_count: 0,
};
const sector: GymSector = {
  ...stamp,
  id: 20,
  gym_id: 4,
  gym_space_id: 10,
  name: 'Le dévers',
  description: null,
  climbing_type: 'bouldering',
  height: 4,
  anchor_from: null,
  anchor_to: null,
  polygon: [
    [100, 100],
    [300, 100],
    [200, 250],
  ],
  position: 0,
  mounted_routes_count: 1,
};
const blocSpace: GymSpace = {
  ...stamp,
  ...bloc,
  description: null,
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  sectors: [sector],
  creator: null,
};
const mezzanineSpace: GymSpace = { ...blocSpace, ...mezzanine, sectors: [] };
const route: GymRoute = {
  ...stamp,
  id: 30,
  gym_id: 4,
  gym_space_id: 10,
  gym_sector_id: 20,
  name: null,
  climbing_type: 'bouldering',
  hold_colors: ['red'],
  tag_colors: [],
  grade_value: 25,
  grade_text: '5a',
  level_index: 1,
  level_color: 'green',
  sub_level: null,
  anchor_number: null,
  points: null,
  openers: ['Lou'],
  opened_at: '2024-03-01',
  dismounted_at: null,
  thumbnail: null,
  sector_name: 'Le dévers',
  description: null,
  pitches_count: 1,
  fixed_points: null,
  picture: { url: '/uploads/pictures/30.webp', width: 800, height: 1200 },
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  space: { id: 10, name: 'Salle de bloc', slug_name: 'salle-de-bloc' },
  likes_count: 0,
  ascents_count: 0,
  climbers_count: 0,
  note: null,
  note_count: 0,
  hardness_value: null,
  hardness_count: 0,
  gym_opener_ids: [],
  styles: [],
};
const levels: GymLevels[] = [{ climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering }];

function answers(): Record<string, unknown> {
  return {
    'gyms/4.json': gym,
    'gyms/4/gym_spaces.json': [bloc, mezzanine],
    'gyms/4/levels.json': levels,
    'gym_spaces/10.json': blocSpace,
    'gym_spaces/11.json': mezzanineSpace,
    'gym_sectors/20.json': sector,
    'gym_routes/30.json': route,
    'gym_chains/2.json': chain,
    'gym_chains.json': [chain],
  };
}

/** What a write answers, by `METHOD path`; a write not listed answers 201 with the record of its path. */
let writes: Record<string, { status: number; body: unknown }> = {};
let requests: { path: string; method: string; body: unknown }[] = [];
/** What the fake API answers to a GET, by path (a test may change it). */
let known: Record<string, unknown> = {};
const missing: string[] = [];

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  requests = [];
  writes = {};
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(climber);
  known = answers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const { pathname } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api\/v1\//, '');
      requests.push({ path, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const written = writes[`${method} ${path}`];
      const answer =
        method === 'GET'
          ? path in known
            ? { status: 200, body: known[path] }
            : { status: 404, body: { error: 'not found' } }
          : (written ?? { status: 201, body: {} });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (Array.isArray(answer.body)) headers['x-total-count'] = String(answer.body.length);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  useAlertStore.setState({ alerts: [] });
  queryClient.clear();
  missing.length = 0;
});

const CONTRIBUTE_PATTERNS = Object.entries(INDOOR_PAGE_MODULES)
  .filter(([, load]) => load.toString().includes('contribute/pages'))
  .map(([pattern]) => pattern);

/** The address each page is rendered at. */
function addressOf(pattern: string): string {
  return (
    pattern
      .replace(':gymId?/:gymName?', '4/bloc-session')
      .replace(':gymChainId?', '2')
      .replace(':gymSpaceId/:gymSpaceName?', '10/salle-de-bloc')
      .replace(':gymSectorId?', '20')
      .replace(':gymRouteId?', '30')
      // The plan page with a space chosen shows its upload form.
      .replace('/upload-plan', '/upload-plan?space=10')
  );
}

const OPEN_PATTERNS = INDOOR_PAGES.filter((page) => page.access === 'public')
  .map((page) => page.path)
  .filter((pattern) => CONTRIBUTE_PATTERNS.includes(pattern));

async function openPage(pattern: string, language = 'fr', address = addressOf(pattern)) {
  return renderPageModule(INDOOR_PAGE_MODULES, pattern, address, { missing, language });
}

it('covers every wiki page of the gyms', () => {
  expect(CONTRIBUTE_PATTERNS).toHaveLength(18);
  expect(OPEN_PATTERNS).toHaveLength(11);
});

describe.each(['fr', 'en'])('the indoor wiki pages in %s', (language) => {
  it.each(CONTRIBUTE_PATTERNS)(
    '%s has one h1, every text and no serious axe violation',
    async (pattern) => {
      const { container } = await openPage(pattern, language);
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() => expect(container.querySelector('form, nav')).not.toBeNull());
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    30_000,
  );

  it.each(OPEN_PATTERNS)(
    '%s invites a visitor to sign in and asks the API nothing it would refuse',
    async (pattern) => {
      useSessionStore.getState().setUser(null);
      const { container } = await openPage(pattern, language);
      expect(await screen.findByTestId('sign-in-invitation')).toBeTruthy();
      expect(container.querySelector('form')).toBeNull();
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    30_000,
  );
});

describe('a gym with staff', () => {
  const staffed: Gym = { ...gym, administered: true };
  // The wiki's editing pages: the administration area's own pages (`gym_admin`) are guarded as routes.
  const ROLE_PAGES = INDOOR_PAGES.filter((page) => page.gymRole !== undefined && page.access !== 'gym_admin').map(
    (page) => [page.path, page.gymRole] as const,
  );

  it('names the role of each of its editing pages in the page table', () => {
    expect(
      Object.fromEntries(ROLE_PAGES.map(([path, role]) => [path.replace('/gyms/:gymId?/:gymName?', ''), role])),
    ).toEqual({
      '/spaces/new': 'manage_spaces',
      '/spaces/:gymSpaceId/:gymSpaceName?/edit': 'manage_spaces',
      '/upload-plan': 'manage_spaces',
      '/select-space': 'manage_spaces',
      '/edit': 'manage_gym',
      '/logo': 'manage_gym',
      '/banner': 'manage_gym',
      '/select-sector': 'manage_opening',
      '/sectors/new': 'manage_opening',
      '/sectors/:gymSectorId?/edit': 'manage_opening',
      '/sectors/:gymSectorId?/routes/new': 'manage_opening',
      '/routes/:gymRouteId?/edit': 'manage_opening',
      '/routes/:gymRouteId?/picture': 'manage_opening',
      '/routes/:gymRouteId?/thumbnail': 'manage_opening',
    });
  });

  it.each(ROLE_PAGES)(
    '%s sends a climber who is not on its staff to its administrator-required page, naming %s',
    async (pattern, role) => {
      known['gyms/4.json'] = staffed;
      const { router, container } = await openPage(pattern);
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/gyms/4/bloc-session/administrator-required?role=${role}`,
        ),
      );
      // In place of the page: going back does not open it again.
      expect(router.state.historyAction).toBe('REPLACE');
      expect(container.querySelector('form')).toBeNull();
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    },
    30_000,
  );

  it('opens to its route setter the pages of their role only', async () => {
    known['gyms/4.json'] = staffed;
    useSessionStore.getState().setUser({
      ...climber,
      administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_opening'] }],
    });
    const route = await openPage('/gyms/:gymId?/:gymName?/routes/:gymRouteId?/edit');
    expect(await screen.findByTestId('route-form')).toBeTruthy();
    expect(route.router.state.location.pathname).toBe('/gyms/4/bloc-session/routes/30/edit');
    cleanup();
    const space = await openPage('/gyms/:gymId?/:gymName?/spaces/new');
    await waitFor(() => expect(space.router.state.location.search).toBe('?role=manage_spaces'));
  }, 30_000);

  it('opens every page to a site administrator', async () => {
    known['gyms/4.json'] = staffed;
    useSessionStore.getState().setUser({ ...climber, super_admin: true });
    const { router } = await openPage('/gyms/:gymId?/:gymName?/edit');
    expect(await screen.findByTestId('gym-form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gyms/4/bloc-session/edit');
  }, 30_000);

  it('leads a write refused for a gym role to the administrator-required page', async () => {
    writes['PUT gym_spaces/10.json'] = {
      status: 403,
      body: { code: 'forbidden', need: { gym_name: 'Bloc Session', role: 'manage_spaces' } },
    };
    const { router } = await openPage('/gyms/:gymId?/:gymName?/spaces/:gymSpaceId/:gymSpaceName?/edit', 'en');
    fireEvent.submit(await screen.findByTestId('space-form'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/gyms/4/bloc-session/administrator-required?role=manage_spaces',
      ),
    );
    expect(useAlertStore.getState().alerts).toEqual([]);
  }, 30_000);
});

describe('the gym form', () => {
  async function fillNewGym(language: string) {
    const view = await openPage('/gyms/new', language, '/gyms/new');
    const form = await screen.findByTestId('gym-form');
    const field = (label: RegExp) => within(form).getByLabelText(label);
    const french = language === 'fr';
    fireEvent.change(field(french ? /Nom de la salle/ : /Gym name/), { target: { value: 'Grimpe Gerland' } });
    fireEvent.change(field(french ? /^Adresse( \*)?$/ : /^Address( \*)?$/), { target: { value: '3 rue du Bloc' } });
    fireEvent.change(field(french ? /^Ville/ : /^Town/), { target: { value: 'Lyon' } });
    fireEvent.change(await screen.findByLabelText(/Latitude/), { target: { value: '45,73' } });
    fireEvent.change(screen.getByLabelText(/Longitude/), { target: { value: '4.83' } });
    fireEvent.click(screen.getByLabelText(french ? 'Bloc' : 'Bouldering'));
    fireEvent.click(screen.getByLabelText('Club'));
    return { ...view, form };
  }

  it.each(['fr', 'en'])(
    'starts in France, on Paris time, and shows a 422 under its field (%s)',
    async (language) => {
      writes['POST gyms.json'] = { status: 422, body: { error: { name: ['taken'], web_site: ['invalid'] } } };
      const { form } = await fillNewGym(language);
      expect((screen.getByTestId('gym-country') as HTMLInputElement).value).toBe('France');
      expect((screen.getByTestId('gym-time-zone') as HTMLInputElement).value).toBe('Europe/Paris');
      fireEvent.submit(form);
      const taken = language === 'fr' ? 'Le nom est déjà utilisé' : 'The name is already taken';
      expect(await within(form).findByText(taken)).toBeTruthy();
      const site = language === 'fr' ? 'Le site web n’est pas valide' : 'The web site is not valid';
      expect(within(form).getByText(site)).toBeTruthy();
      const post = requests.find((request) => request.method === 'POST');
      expect(post?.path).toBe('gyms.json');
      expect(post?.body).toMatchObject({
        name: 'Grimpe Gerland',
        address: '3 rue du Bloc',
        city: 'Lyon',
        country_code: 'fr',
        latitude: 45.73,
        longitude: 4.83,
        time_zone: 'Europe/Paris',
        climbing_types: ['bouldering'],
        gym_type: 'club',
        gym_chain_id: null,
      });
      await expectSoundPage(document.body, missing);
    },
    30_000,
  );

  it('refuses a gym without a type before calling the API, under the field', async () => {
    const view = await openPage('/gyms/new', 'en', '/gyms/new');
    const form = await screen.findByTestId('gym-form');
    fireEvent.submit(form);
    expect(await within(form).findByText('The gym’s status is required')).toBeTruthy();
    expect(within(form).getByText('The climbing types are required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    view.unmount();
  });

  it('leads to the new gym’s page once created', async () => {
    writes['POST gyms.json'] = {
      status: 201,
      body: { ...gym, id: 9, name: 'Grimpe Gerland', slug_name: 'grimpe-gerland' },
    };
    const { form, router } = await fillNewGym('fr');
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/gyms/9/grimpe-gerland'));
  });

  it('picks a chain by its name, or creates one on the spot', async () => {
    writes['POST gym_chains.json'] = { status: 201, body: { ...chain, id: 7, name: 'Vertical' } };
    writes['PUT gyms/4.json'] = { status: 200, body: gym };
    await openPage('/gyms/:gymId?/:gymName?/edit', 'fr');
    const form = await screen.findByTestId('gym-form');
    expect(within(form).getByText('Groupe : Session')).toBeTruthy();
    fireEvent.change(screen.getByTestId('chain-search'), { target: { value: 'Vertical' } });
    fireEvent.click(await screen.findByText('Créer le groupe « Vertical »'));
    expect(await within(form).findByText('Groupe : Vertical')).toBeTruthy();
    expect(requests.find((request) => request.path === 'gym_chains.json' && request.method === 'POST')?.body).toEqual({
      name: 'Vertical',
    });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ gym_chain_id: 7 }),
    );
  });
});

// jsdom lays nothing out: the plan gets a box of 800 × 480 px.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
// The editor keeps its Leaflet map to itself: the test notes each map made.
const mapsMade: LeafletMap[] = [];
L.Map.addInitHook(function keep(this: LeafletMap) {
  mapsMade.push(this);
});

describe('the sector form', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(sizes)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });

  it('sends the outline drawn with a finger in the plan’s pixels', async () => {
    writes['POST gym_sectors.json'] = { status: 201, body: { ...sector, id: 21 } };
    const { container, router } = await openPage(
      '/gyms/:gymId?/:gymName?/sectors/new',
      'fr',
      '/gyms/4/bloc-session/sectors/new?space=10',
    );
    const form = await screen.findByTestId('sector-form');
    expect((screen.getByTestId('sector-space') as HTMLSelectElement).value).toBe('10');
    fireEvent.change(within(form).getByLabelText(/Nom du secteur/), { target: { value: 'La proue' } });
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    const plan = container.querySelector('.leaflet-container') as HTMLElement;
    const map = mapsMade.find((made) => made.getContainer() === plan) as LeafletMap;
    // The plan at one screen pixel per plan pixel, its point (500, 300) in the middle of the box: a tap at (x, y)
    // on the screen is the plan's point (x + 100, y + 60).
    act(() => {
      map.setView(planToLatLng([500, 300], PLAN), 0, { animate: false });
    });
    const tap = (x: number, y: number) =>
      act(() => {
        fireEvent.click(plan, { clientX: x - 100, clientY: y - 60 });
      });
    // Two points are no outline yet: the shared rule says so under the plan on submit.
    tap(400, 150);
    tap(600, 150);
    fireEvent.submit(form);
    expect(await within(form).findByText('Le contour est trop court')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    tap(500, 350);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le contour' }));
    fireEvent.submit(form);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('gym_sectors.json');
    const polygon = (post?.body as { polygon?: PlanPoint[] } | undefined)?.polygon;
    expect(polygon).toEqual([
      [400, 150],
      [600, 150],
      [500, 350],
    ]);
    expect(post?.body).toMatchObject({ gym_space_id: 10, name: 'La proue' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gyms/4/bloc-session/spaces/10/salle-de-bloc'));
  }, 30_000);

  it('saves a sector without an outline in a space without a plan, and says how to add one', async () => {
    writes['POST gym_sectors.json'] = { status: 201, body: { ...sector, id: 22, gym_space_id: 11, polygon: null } };
    await openPage('/gyms/:gymId?/:gymName?/sectors/new', 'en', '/gyms/4/bloc-session/sectors/new?space=11');
    const form = await screen.findByTestId('sector-form');
    const notice = await screen.findByTestId('no-plan');
    expect(within(notice).getByRole('link', { name: 'Upload this space’s plan' }).getAttribute('href')).toBe(
      '/gyms/4/bloc-session/upload-plan?space=11',
    );
    fireEvent.change(within(form).getByLabelText(/Sector name/), { target: { value: 'Mezz' } });
    fireEvent.submit(form);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      gym_space_id: 11,
      polygon: null,
    });
  });
});

describe('the route form', () => {
  it.each(['fr', 'en'])('fills the grade from the level chosen and sends both (%s)', async (language) => {
    writes['POST gym_routes.json'] = { status: 201, body: { ...route, id: 31 } };
    const { router } = await openPage('/gyms/:gymId?/:gymName?/sectors/:gymSectorId?/routes/new', language);
    const form = await screen.findByTestId('route-form');
    expect((screen.getByTestId('route-type') as HTMLSelectElement).value).toBe('bouldering');
    const grade = screen.getByTestId('route-grade') as HTMLSelectElement;
    expect(grade.value).toBe('');
    // The third level of the bouldering scale: blue, 29 (5c).
    const blue = within(screen.getByTestId('route-levels')).getByRole('radio', {
      name: language === 'fr' ? /Bleu/ : /Blue/,
    });
    fireEvent.click(blue);
    expect(grade.value).toBe('29');
    expect(grade.selectedOptions[0]?.textContent).toBe('5c');
    fireEvent.click(within(screen.getByTestId('hold-colors')).getByLabelText(language === 'fr' ? 'Jaune' : 'Yellow'));
    fireEvent.submit(form);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      gym_sector_id: 20,
      climbing_type: 'bouldering',
      level_index: 2,
      grade_value: 29,
      hold_colors: ['yellow'],
      tag_colors: [],
      openers: [],
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=31',
      ),
    );
  });

  it('shows the API’s refusal of a level under the levels', async () => {
    writes['PUT gym_routes/30.json'] = { status: 422, body: { error: { level_index: ['not_included'] } } };
    await openPage('/gyms/:gymId?/:gymName?/routes/:gymRouteId?/edit', 'en');
    const form = await screen.findByTestId('route-form');
    expect((screen.getByTestId('route-sector') as HTMLSelectElement).value).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Taken down today' }));
    expect((screen.getByTestId('route-dismounted') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.submit(form);
    expect(await within(form).findByText('The level is not one of the possible choices')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      gym_sector_id: 20,
      level_index: 1,
      grade_value: 25,
      openers: ['Lou'],
      opened_at: '2024-03-01',
    });
  });
});

describe('the plan upload', () => {
  it('shows the space’s stored plan whole, with its size', async () => {
    await openPage('/gyms/:gymId?/:gymName?/upload-plan', 'fr', '/gyms/4/bloc-session/upload-plan?space=10');
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByRole('img', { name: 'Plan de Salle de bloc' }).getAttribute('data-shape')).toBe(
      'whole',
    );
    expect(screen.getByTestId('plan-size').textContent).toBe('1000 × 600 pixels');
    expect(screen.getByTestId('plan-file')).toBeTruthy();
  });
});
