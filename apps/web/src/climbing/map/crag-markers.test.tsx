import { clusterCellBbox } from '@climb/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer } from 'react-leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClusterBubbles, clusterIcon } from './crag-markers';

const CLUSTERS = [
  { latitude: 48.41, longitude: 2.62, count: 1234 },
  { latitude: 45.2, longitude: 5.7, count: 12 },
];

const titles = {
  fr: (count: number) => `${count} sites : zoomer`,
  en: (count: number) => `${count} crags: zoom in`,
};

function renderBubbles(clusterTitle: (count: number) => string) {
  let map: LeafletMap | null = null;
  const view = render(
    <MapContainer
      center={[46.6, 2.4]}
      zoom={6}
      style={{ height: 400, width: 600 }}
      ref={(instance) => {
        map = instance;
      }}
    >
      <ClusterBubbles clusters={CLUSTERS} zoom={6} clusterTitle={clusterTitle} />
    </MapContainer>,
  );
  return { ...view, map: () => map as unknown as LeafletMap };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the server’s cluster bubbles', () => {
  it('draws one bubble per cluster with its count', async () => {
    const { container } = renderBubbles(titles.en);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="crag-cluster"]')).toHaveLength(2));
    const counts = [...container.querySelectorAll<HTMLElement>('[data-testid="crag-cluster"]')].map((bubble) => [
      bubble.dataset.count,
      bubble.textContent,
    ]);
    expect(counts).toEqual([
      ['1234', '1.2k'],
      ['12', '12'],
    ]);
  });

  it.each(Object.entries(titles))('names each bubble for screen readers (%s)', async (_, clusterTitle) => {
    renderBubbles(clusterTitle);
    expect(await screen.findByRole('button', { name: clusterTitle(1234) })).toBeTruthy();
    expect(screen.getByRole('button', { name: clusterTitle(12) })).toBeTruthy();
  });

  it('zooms to the grid cell of a bubble when clicked or on Enter', async () => {
    const { map } = renderBubbles(titles.fr);
    const bubble = await screen.findByRole('button', { name: titles.fr(12) });
    const fitBounds = vi.spyOn(map(), 'fitBounds').mockImplementation(() => map());
    act(() => {
      fireEvent.click(bubble);
    });
    const [west, south, east, north] = clusterCellBbox(5.7, 45.2, 6);
    expect(fitBounds).toHaveBeenCalledTimes(1);
    const [bounds, options] = fitBounds.mock.calls[0] ?? [];
    expect(bounds).toEqual([
      [south, west],
      [north, east],
    ]);
    expect(options).toEqual({ maxZoom: 9 });
    act(() => {
      fireEvent.keyPress(bubble, { key: 'Enter', code: 'Enter', charCode: 13 });
    });
    expect(fitBounds).toHaveBeenCalledTimes(2);
  });

  it('hides the bare number from screen readers: the title names the bubble', () => {
    const html = clusterIcon(40).options.html as string;
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('data-count="40"');
  });

  it('draws the bubble with a class, never a style attribute (the security policy refuses those)', () => {
    const html = clusterIcon(1234).options.html as string;
    expect(html).toContain('class="cordee-crag-cluster-bubble"');
    expect(html).not.toContain('style=');
  });
});
