import type { GymSummary, GymViewportCollection } from '@climb/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useGeolocationStore } from '../../../stores/geolocation-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';

/** The discover pages, as `page-modules.ts` names them. */
const MODULES: Record<string, PageModule> = {
  '/indoor': () => import('./pages/indoor-page'),
  '/indoor/search': () => import('./pages/indoor-search-page'),
  '/find/gyms': () => import('./pages/find-gyms-page'),
  '/maps/gyms': () => import('./pages/maps-gyms-page'),
};

function gym(id: number, name: string, overrides: Partial<GymSummary> = {}): GymSummary {
  return {
    id,
    name,
    slug_name: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    city: 'Lyon',
    country_code: 'fr',
    latitude: 45.75,
    longitude: 4.85,
    climbing_types: ['bouldering', 'sport_climbing'],
    gym_type: 'private',
    logo: null,
    followers_count: 12,
    mounted_routes_count: 40,
    ...overrides,
  };
}

const demo = gym(1, 'Salle de démonstration');
const second = gym(2, 'Bloc du Rhône', { city: 'Villeurbanne', climbing_types: ['bouldering'], followers_count: 1 });

const VIEWPORT: GymViewportCollection = {
  type: 'FeatureCollection',
  bbox: [3.5, 45, 6.3, 46.5],
  zoom: 9,
  partial: false,
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.85, 45.75] },
      properties: { id: 1, name: demo.name, slug_name: demo.slug_name, city: 'Lyon', climbing_types: ['bouldering'] },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.1, 45.55] },
      properties: { cluster: true, count: 4 },
    },
  ],
};

type Answer = { body: unknown; total?: number } | 'error' | 'pending';

/** What the fake API answers, by path below `/api/v1/`. */
let answers: Record<string, Answer>;
let requested: URL[];
const missing: string[] = [];

function answer(url: string): Promise<Response> {
  const address = new URL(url, 'http://localhost');
  requested.push(address);
  const found = answers[address.pathname.replace(/^\/api\/v1\//, '')];
  if (!found) return Promise.resolve(new Response('{}', { status: 404 }));
  if (found === 'pending') return new Promise(() => {});
  if (found === 'error') return Promise.resolve(new Response('{}', { status: 500 }));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(found.body)) headers['x-total-count'] = String(found.total ?? found.body.length);
  return Promise.resolve(new Response(JSON.stringify(found.body), { headers }));
}

const asked = (path: string) =>
  requested.filter((url) => url.pathname === `/api/v1/${path}`).map((url) => url.searchParams.toString());

async function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

/** Waits for every list to arrive, then checks the page as a whole. */
async function expectSettledSoundPage(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await expectSoundPage(container, missing);
}

// jsdom lays nothing out: the map gets the size of a small screen so that its bounds mean something.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  stubMissingBrowserApis();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 });
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

beforeEach(() => {
  requested = [];
  answers = {
    'gyms/exhibition.json': { body: [demo] },
    'gyms.json': { body: [demo, second] },
    'gyms/around.json': { body: [{ ...second, distance_km: 2.4 }] },
    'gyms/geo_json.json': { body: VIEWPORT },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useGeolocationStore.setState({ status: 'deactivate', latitude: null, longitude: null });
  missing.length = 0;
});

describe.each(['fr', 'en'])('the indoor discover pages in %s', (language) => {
  it.each([
    ['/indoor', '/indoor'],
    ['/indoor/search', '/indoor/search?query=lyon'],
    ['/find/gyms', '/find/gyms?climbing_types=bouldering'],
    ['/maps/gyms', '/maps/gyms'],
  ])(
    '%s has one h1, every text and no serious axe violation',
    async (pattern, path) => {
      const { container } = await renderPage(pattern, path, language);
      await screen.findAllByRole('heading', { level: 1 });
      if (pattern !== '/maps/gyms') await screen.findAllByTestId('gym-card');
      else await waitFor(() => expect(screen.getByTestId('gyms-shown').dataset.count).toBeDefined());
      await expectSettledSoundPage(container);
    },
    20_000,
  );
});

describe('the indoor page', () => {
  it('shows the exhibition gyms and the ways to search, and asks for no position by itself', async () => {
    await renderPage('/indoor', '/indoor', 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Escalade en salle');
    const exhibition = await screen.findByTestId('exhibition-gyms');
    const card = within(exhibition).getByTestId('gym-card');
    // The card is the link to the gym's page.
    expect(card.getAttribute('href')).toBe('/gyms/1/salle-de-d-monstration');
    expect(textOf(card)).toContain(demo.name);
    expect(textOf(card)).toContain('40 voies ouvertes');
    expect(textOf(card)).toContain('12 abonnés');
    const links = within(screen.getAllByTestId('indoor-links')[0] as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/indoor/search', '/maps/gyms', '/find/gyms', '/contests']);
    expect(
      within(screen.getAllByTestId('indoor-links')[1] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about/indoor', '/gyms/starter']);
    // With exhibition gyms, the most followed are not needed; no position is asked before the climber says so.
    expect(screen.queryByTestId('most-followed-section')).toBeNull();
    expect(screen.getByTestId('near-me-button')).toBeTruthy();
    expect(asked('gyms/around.json')).toEqual([]);
    expect(asked('gyms.json')).toEqual([]);
  });

  it('offers a signed-in climber to add a gym', async () => {
    useSessionStore.getState().setUser({ ...fixtures.climber });
    await renderPage('/indoor', '/indoor', 'en');
    const first = within(screen.getAllByTestId('indoor-links')[0] as HTMLElement);
    expect((await first.findByRole('link', { name: /Add a gym/ })).getAttribute('href')).toBe('/gyms/new');
  });

  it('shows the most followed gyms when there is no exhibition gym and no position', async () => {
    answers['gyms/exhibition.json'] = { body: [] };
    await renderPage('/indoor', '/indoor', 'en');
    const list = await screen.findByTestId('most-followed-gyms');
    expect(within(list).getAllByTestId('gym-card')).toHaveLength(2);
    expect(screen.queryByTestId('exhibition-section')).toBeNull();
    expect(asked('gyms.json')).toEqual(['order=followers&page=1&per_page=6']);
  });

  it('shows the gyms near me once my position is known, and then needs no most followed', async () => {
    answers['gyms/exhibition.json'] = { body: [] };
    useGeolocationStore.setState({ status: 'activate', latitude: 45.7601, longitude: 4.8402 });
    await renderPage('/indoor', '/indoor', 'fr');
    const near = await screen.findByTestId('near-me-gyms');
    expect(textOf(within(near).getByTestId('gym-card-figures'))).toMatch(/2[.,]4 km/);
    expect(asked('gyms/around.json')).toEqual(['latitude=45.76&longitude=4.84&distance=30&page=1&per_page=6']);
    await waitFor(() => expect(screen.queryByTestId('most-followed-section')).toBeNull());
  });

  it('says plainly when the position is refused, and when no gym is near', async () => {
    const geolocation = { watchPosition: vi.fn(), clearWatch: vi.fn() };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
    try {
      await renderPage('/indoor', '/indoor', 'en');
      fireEvent.click(screen.getByTestId('near-me-button'));
      expect(textOf(await screen.findByTestId('near-me-waiting'))).toBe('Finding your position…');
      act(() => useGeolocationStore.getState().deactivate());
      const alert = await screen.findByRole('alert');
      expect(textOf(alert)).toContain('Position not available');
      expect(textOf(alert)).toContain('search a gym by its name or on the map');

      answers['gyms/around.json'] = { body: [] };
      // Allowed later on (the shell watches the position): the gyms around it, none here.
      act(() => useGeolocationStore.setState({ status: 'activate', latitude: 48.1, longitude: -1.6 }));
      expect(textOf(await screen.findByTestId('near-me-none'))).toContain('No gym within 30 km of you.');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('says when the browser cannot locate at all', async () => {
    await renderPage('/indoor', '/indoor', 'fr');
    fireEvent.click(screen.getByTestId('near-me-button'));
    expect(textOf(await screen.findByRole('alert'))).toContain('Localisation impossible');
    expect(screen.queryByTestId('near-me-button')).toBeNull();
  });

  it('shows placeholders while loading, then the failure with a way to try again', async () => {
    answers['gyms/exhibition.json'] = 'pending';
    const { unmount } = await renderPage('/indoor', '/indoor', 'en');
    const section = await screen.findByTestId('exhibition-section');
    expect(within(section).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    unmount();
    queryClient.clear();

    answers['gyms/exhibition.json'] = 'error';
    await renderPage('/indoor', '/indoor', 'en');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(textOf(alert)).toContain('The gyms could not be loaded.');
    answers['gyms/exhibition.json'] = { body: [demo] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('exhibition-gyms')).toBeTruthy();
  }, 20_000);

  it('says so when there is no gym at all yet', async () => {
    answers['gyms/exhibition.json'] = { body: [] };
    answers['gyms.json'] = { body: [] };
    await renderPage('/indoor', '/indoor', 'fr');
    expect(textOf(await screen.findByTestId('no-gym'))).toContain('Aucune salle pour l’instant.');
  });
});

describe('the gym search', () => {
  it('lists the most followed gyms before anything is typed, then searches as I type', async () => {
    const { router } = await renderPage('/indoor/search', '/indoor/search', 'en');
    expect(textOf(await screen.findByTestId('gym-count'))).toBe('2 gyms, the most followed first');
    expect(asked('gyms.json')).toEqual(['order=followers&page=1&per_page=20']);

    answers['gyms.json'] = { body: [second] };
    fireEvent.change(screen.getByTestId('gym-search-input'), { target: { value: 'blok rone' } });
    await waitFor(() => expect(textOf(screen.getByTestId('gym-count'))).toBe('1 gym for “blok rone”'));
    expect(router.state.location.search).toBe('?query=blok+rone');
    expect(asked('gyms.json').at(-1)).toBe('query=blok+rone&page=1&per_page=20');
    expect(screen.getAllByTestId('gym-card').map((card) => card.getAttribute('href'))).toEqual([
      '/gyms/2/bloc-du-rh-ne',
    ]);
  });

  it('filters by climbing type, kept in the address', async () => {
    const { router } = await renderPage('/indoor/search', '/indoor/search?query=lyon', 'fr');
    await screen.findAllByTestId('gym-card');
    const filter = screen.getByTestId('type-filter');
    fireEvent.click(within(filter).getByRole('button', { name: 'Pan' }));
    fireEvent.click(within(filter).getByRole('button', { name: 'Bloc' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=lyon&climbing_types=bouldering%2Cpan'));
    await waitFor(() =>
      expect(asked('gyms.json').at(-1)).toBe('query=lyon&climbing_types=bouldering%2Cpan&page=1&per_page=20'),
    );
    expect(within(filter).getByRole('button', { name: 'Bloc' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filter).getByRole('button', { name: 'Voies' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('pages twenty at a time, the page in the address', async () => {
    answers['gyms.json'] = { body: [demo, second], total: 45 };
    await renderPage('/indoor/search', '/indoor/search?query=salle&page=2', 'en');
    await screen.findAllByTestId('gym-card');
    expect(asked('gyms.json')).toEqual(['query=salle&page=2&per_page=20']);
    expect(screen.getByTestId('pager-previous').getAttribute('href')).toBe('/indoor/search?query=salle');
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe('/indoor/search?query=salle&page=3');
  });

  it('says when nothing matches, and offers to see every type', async () => {
    answers['gyms.json'] = { body: [] };
    const { container } = await renderPage(
      '/indoor/search',
      '/indoor/search?query=zzz&climbing_types=training_space',
      'fr',
    );
    const empty = await screen.findByTestId('gym-search-empty');
    expect(textOf(empty)).toContain('Aucune salle ne correspond à « zzz »');
    expect(within(empty).getByRole('button', { name: 'Voir tous les types' })).toBeTruthy();
    await expectSettledSoundPage(container);
  });

  it('shows placeholders while searching, and a failure with a way to try again', async () => {
    answers['gyms.json'] = 'pending';
    const { unmount } = await renderPage('/indoor/search', '/indoor/search?query=lyon', 'en');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    unmount();
    queryClient.clear();

    answers['gyms.json'] = 'error';
    await renderPage('/indoor/search', '/indoor/search?query=lyon', 'fr');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(textOf(alert)).toContain('La recherche n’a pas abouti.');
    answers['gyms.json'] = { body: [demo] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('gym-card')).toHaveLength(1);
  }, 20_000);

  it('offers a signed-in climber to add the gym they did not find', async () => {
    useSessionStore.getState().setUser({ ...fixtures.climber });
    await renderPage('/find/gyms', '/find/gyms', 'en');
    expect((await screen.findByTestId('add-gym')).getAttribute('href')).toBe('/gyms/new');
  });

  it('renders on the server the text of /indoor/search, and on /find/gyms only its types and page', async () => {
    const fetched: unknown[][] = [];
    const context = (search: string) => ({
      params: {},
      search: new URLSearchParams(search),
      fetch: async (options: { queryKey: readonly unknown[] }) => {
        fetched.push([...options.queryKey]);
        return { items: [], total: 0 } as never;
      },
    });
    const [search, find] = await Promise.all([MODULES['/indoor/search']?.(), MODULES['/find/gyms']?.()]);
    await search?.pageData?.(context('query=lyon&climbing_types=pan&page=2'));
    await find?.pageData?.(context('query=lyon&climbing_types=pan&page=2'));
    expect(fetched).toEqual([
      ['gyms', 'list', 'lyon', 'pan', 2, 20],
      ['gyms', 'list', '', 'pan', 2, 20],
    ]);
  });
});

describe('the gyms map', () => {
  it('asks for the gyms of its view by type, and keeps the view and the types in the address', async () => {
    const { router } = await renderPage(
      '/maps/gyms',
      '/maps/gyms?latitude=45.75&longitude=4.85&zoom=9&climbing_types=bouldering',
      'en',
    );
    await waitFor(() => expect(screen.getByTestId('gyms-shown').dataset.count).toBe('5'));
    expect(textOf(screen.getByTestId('gyms-shown'))).toBe('5 gyms shown');
    const query = requested.find((url) => url.pathname === '/api/v1/gyms/geo_json.json')?.searchParams;
    expect(query?.get('zoom')).toBe('9');
    expect(query?.get('climbing_types')).toBe('bouldering');
    expect(query?.get('bbox')?.split(',')).toHaveLength(4);
    // The server's bubble and the gym, named for screen readers.
    expect(screen.getByRole('button', { name: '4 gyms: zoom in' })).toBeTruthy();
    const marker = screen.getByRole('button', { name: demo.name });
    fireEvent.click(marker);
    const popup = await screen.findByTestId('gym-popup');
    expect(within(popup).getByRole('link', { name: 'Open the gym' }).getAttribute('href')).toBe(
      `/gyms/1/${demo.slug_name}`,
    );

    fireEvent.click(
      within(screen.getAllByTestId('type-filter')[0] as HTMLElement).getByRole('button', { name: 'Board' }),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('climbing_types')).toBe('bouldering,pan'),
    );
    expect(new URLSearchParams(router.state.location.search).get('zoom')).toBe('9');
    await waitFor(() =>
      expect(
        requested
          .filter((url) => url.pathname === '/api/v1/gyms/geo_json.json')
          .at(-1)
          ?.searchParams.get('climbing_types'),
      ).toBe('bouldering,pan'),
    );
  });

  it('says when the gyms cannot be loaded, with a way to try again', async () => {
    answers['gyms/geo_json.json'] = 'error';
    await renderPage('/maps/gyms', '/maps/gyms', 'fr');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(textOf(alert)).toContain('Les salles n’ont pas pu être chargées.');
    answers['gyms/geo_json.json'] = { body: VIEWPORT };
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByTestId('gyms-shown').dataset.count).toBeDefined());
  }, 20_000);
});
