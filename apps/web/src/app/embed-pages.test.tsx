import type { CragViewportCollection } from '@climb/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { openAtTopLevel } from '../lib/top-level-navigation';
import { writeTokens } from '../platform/session/token-store';
import * as fixtures from '../testing/catalogue-fixtures';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../testing/page-test-kit';
import { buildRoutes } from './router';

/*
 * The embed pages as the app serves them (its own routes, layouts and root), to a browser where a climber
 * is signed in: another site frames them, so they show nothing of that climber, and every way out of them
 * (a link, the router) opens at the top level instead of inside the frame.
 */

vi.mock('../lib/top-level-navigation', () => ({ isFramed: () => true, openAtTopLevel: vi.fn() }));

const ANSWER: CragViewportCollection = {
  type: 'FeatureCollection',
  bbox: [4.5, 45.5, 5.2, 46],
  zoom: 9,
  partial: false,
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.85, 45.75] },
      properties: {
        id: 7,
        name: 'Falaise 7',
        slug_name: 'falaise-7',
        icon: '10000',
        routes_count: 10,
        grade_min_value: 20,
        grade_max_value: 35,
      },
    },
  ],
};

const missing: string[] = [];

// jsdom lays nothing out: the map gets the size of a small screen so that its bounds mean something.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  stubMissingBrowserApis();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 500 });
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

beforeEach(() => {
  // A climber is signed in on this browser.
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.climber });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      const body = pathname.endsWith('/crags/geo_json.json') ? ANSWER : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(openAtTopLevel).mockClear();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

async function renderApp(path: string) {
  const i18n = await createTestI18n('en', missing);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <TestProviders i18n={i18n}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  return { ...view, router };
}

const EMBED = '/embed/crags/map?latitude=45.75&longitude=4.85&zoom=9';

/** The crag's marker, once the page's module and the map have loaded (the first time takes a while). */
function findCrag() {
  return screen.findByRole('button', { name: 'Falaise 7' }, { timeout: 10_000 });
}

describe('the embedded crags map', () => {
  it('shows no signed-in part: no top bar, no account, not the climber’s name', async () => {
    const { container } = await renderApp(EMBED);
    await findCrag();
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const text = container.textContent ?? '';
    for (const part of [fixtures.climber.first_name, fixtures.climber.last_name]) expect(text).not.toContain(part);
  });

  it('opens every link at the top level: the credit, the map’s own credits and a crag', async () => {
    const { container } = await renderApp(EMBED);
    fireEvent.click(await findCrag());
    const crag = await screen.findByRole('link', { name: 'Open the crag' });
    expect(crag.getAttribute('href')).toBe(`${window.location.origin}/crags/7/falaise-7`);
    // Leaflet's popup close button is an anchor acting as a button (`role="button"`): it leads nowhere.
    const links = [...container.querySelectorAll('a:not([role="button"])')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/maps/crags'),
        'https://www.openstreetmap.org/copyright',
        'https://leafletjs.com',
      ]),
    );
    for (const link of links) expect(link.getAttribute('target'), link.outerHTML).toBe('_top');
    expect(missing).toEqual([]);
  });

  it('never lets the router show another page inside the frame: that page opens at the top level', async () => {
    const { router } = await renderApp(EMBED);
    await findCrag();
    await router.navigate('/crags/7/falaise-7');
    await waitFor(() => expect(openAtTopLevel).toHaveBeenCalledWith(`${window.location.origin}/crags/7/falaise-7`));
    expect(router.state.location.pathname).toBe('/embed/crags/map');
    expect(screen.queryByTestId('top-bar')).toBeNull();
  });
});
