import { type CragViewportCollection, gridLevel, gridWindow, type MapBbox, snappedBboxParam } from '@climb/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders, textOf } from '../../../../testing/page-test-kit';
import { CragsViewportMap } from './crags-viewport-map';

/*
 * The crags map against a stubbed API: what it asks for (the zoom and the box snapped to its grid)
 * and what it draws from the answer (the server's bubbles, its crags, the notice of a partial answer).
 */

const VIEW = { latitude: 45.75, longitude: 4.85, zoom: 9 };

function crag(id: number, longitude: number, latitude: number) {
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] },
    properties: {
      id,
      name: `Falaise ${id}`,
      slug_name: `falaise-${id}`,
      icon: '10000',
      routes_count: 10,
      grade_min_value: 20,
      grade_max_value: 35,
    },
  };
}

function cluster(count: number, longitude: number, latitude: number) {
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] },
    properties: { cluster: true as const, count },
  };
}

const PARTIAL: CragViewportCollection = {
  type: 'FeatureCollection',
  bbox: [3.5, 45, 6.3, 46.5],
  zoom: 9,
  partial: true,
  features: [cluster(120, 4.8, 45.7), cluster(35, 4.95, 45.8), crag(7, 4.7, 45.78)],
};

let answer: CragViewportCollection = PARTIAL;
let queries: URLSearchParams[] = [];
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queries = [];
  missing.length = 0;
});

async function renderMap(language: 'fr' | 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (!pathname.endsWith('/crags/geo_json.json')) return new Response('{}', { status: 404 });
      queries.push(searchParams);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const i18n = await createTestI18n(language, missing);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={client}>
        <CragsViewportMap label="Carte" filters={{}} initialView={VIEW} />
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('the crags viewport map', () => {
  it('asks for its zoom and its view, padded and snapped to the zoom’s grid', async () => {
    answer = PARTIAL;
    await renderMap('fr');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    const query = queries[0] as URLSearchParams;
    expect(query.get('zoom')).toBe('9');
    const bbox = query.get('bbox') ?? '';
    const edges = bbox.split(',').map(Number) as unknown as MapBbox;
    // Already snapped: snapping it again changes nothing, and it holds the map's centre.
    expect(snappedBboxParam(edges, 9)).toBe(bbox);
    expect(gridWindow(edges, gridLevel(9)).bbox.join(',')).toBe(bbox);
    expect(edges[0]).toBeLessThan(VIEW.longitude);
    expect(edges[2]).toBeGreaterThan(VIEW.longitude);
    expect(edges[1]).toBeLessThan(VIEW.latitude);
    expect(edges[3]).toBeGreaterThan(VIEW.latitude);
  });

  it.each([
    ['fr', 'Zoomez pour voir tous les sites', '120 sites : zoomer'],
    ['en', 'Zoom in to see every crag', '120 crags: zoom in'],
  ] as const)(
    'draws the server’s bubbles and says a partial answer is partial (%s)',
    async (language, notice, name) => {
      answer = PARTIAL;
      const { container } = await renderMap(language);
      expect(await screen.findByTestId('crags-partial')).toBeTruthy();
      expect(textOf(screen.getByTestId('crags-partial'))).toContain(notice);
      expect(screen.getByRole('button', { name })).toBeTruthy();
      const bubbles = [...container.querySelectorAll<HTMLElement>('[data-testid="crag-cluster"]')];
      expect(bubbles.map((bubble) => bubble.dataset.count).sort()).toEqual(['120', '35']);
      // The crag alone in its cell is a crag marker, named after it.
      expect(screen.getByRole('button', { name: 'Falaise 7' })).toBeTruthy();
      // What the bubbles hold counts as shown.
      await waitFor(() => expect(screen.getByTestId('crags-shown').dataset.count).toBe('156'));
      expect(missing).toEqual([]);
    },
  );

  it('shows no notice when the answer holds every crag, and clusters its crags itself', async () => {
    answer = {
      type: 'FeatureCollection',
      bbox: [3.5, 45, 6.3, 46.5],
      zoom: 9,
      partial: false,
      features: [crag(1, 4.85, 45.75), crag(2, 4.8501, 45.7501), crag(3, 4.8502, 45.7499)],
    };
    const { container } = await renderMap('en');
    await waitFor(() => expect(screen.getByTestId('crags-shown').dataset.count).toBe('3'));
    expect(screen.queryByTestId('crags-partial')).toBeNull();
    // Three crags a few metres apart: one bubble made in the browser.
    const bubbles = [...container.querySelectorAll<HTMLElement>('[data-testid="crag-cluster"]')];
    expect(bubbles.map((bubble) => bubble.dataset.count)).toEqual(['3']);
  });
});
