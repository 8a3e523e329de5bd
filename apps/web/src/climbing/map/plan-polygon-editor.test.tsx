import { MAX_SECTOR_POLYGON_POINTS, type PlanPoint } from '@climb/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import L, { type Map as LeafletMap } from 'leaflet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../testing/page-test-kit';
import { planToLatLng } from './plan-coordinates';
import { PlanPolygonEditor } from './plan-polygon-editor';

const PLAN = { url: '/uploads/plans/bloc.png', width: 1000, height: 600 };

// jsdom lays nothing out: the plan gets a box of 800 × 480 px.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
const missing: string[] = [];

beforeAll(() => {
  stubMissingBrowserApis();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

afterEach(() => {
  cleanup();
  missing.length = 0;
});

async function renderEditor({
  language = 'fr',
  initialPoints,
}: {
  language?: string;
  initialPoints?: PlanPoint[];
} = {}) {
  const onChange = vi.fn<(points: PlanPoint[]) => void>();
  const i18n = await createTestI18n(language, missing);
  const view = render(
    <TestProviders i18n={i18n}>
      <PlanPolygonEditor mapLabel="Plan de la salle" plan={PLAN} initialPoints={initialPoints} onChange={onChange} />
    </TestProviders>,
  );
  await waitFor(() => expect(view.container.querySelector('.leaflet-container')).not.toBeNull());
  const container = view.container.querySelector('.leaflet-container') as HTMLElement;
  // The plan at one screen pixel per plan pixel, its point (500, 300) in the middle of the box: a tap at (x, y) on
  // the screen is the plan's point (x + 100, y + 60).
  const map = mapOf(container) as LeafletMap;
  act(() => {
    map.setView(planToLatLng([500, 300], PLAN), 0, { animate: false });
  });
  const tap = (x: number, y: number) =>
    act(() => {
      fireEvent.click(container, { clientX: x - 100, clientY: y - 60 });
    });
  return { ...view, map, tap, onChange, lastPoints: () => onChange.mock.lastCall?.[0] };
}

// The editor keeps its Leaflet map to itself: the test notes each map made, and finds it by its container.
const mapsMade: LeafletMap[] = [];
L.Map.addInitHook(function keep(this: LeafletMap) {
  mapsMade.push(this);
});

const mapOf = (container: HTMLElement) => mapsMade.find((instance) => instance.getContainer() === container);

const vertices = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.cordee-plan-vertex')];
const status = () => screen.getByTestId('outline-status').textContent;

describe('drawing a sector’s outline on the plan', () => {
  it('adds a point at each tap, in the plan’s pixels, and tells the form', async () => {
    const { container, tap, onChange, lastPoints } = await renderEditor();
    expect(status()).toBe('0 point sur 64');
    tap(200, 150);
    tap(400, 150);
    tap(300, 350);
    expect(lastPoints()).toEqual([
      [200, 150],
      [400, 150],
      [300, 350],
    ]);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(vertices(container)).toHaveLength(3);
    expect(status()).toBe('3 points sur 64');
    expect(screen.getByTitle('Point 2 du contour')).toBeTruthy();
  });

  it('keeps a tap on the margin around the image on the plan’s edge', async () => {
    const { tap, lastPoints } = await renderEditor();
    tap(-50, 100);
    tap(1080, 650);
    expect(lastPoints()).toEqual([
      [0, 100],
      [1000, 600],
    ]);
  });

  it('moves a dragged point, kept on the plan', async () => {
    const { map, tap, lastPoints } = await renderEditor();
    tap(200, 150);
    tap(400, 150);
    const markers: L.Marker[] = [];
    map.eachLayer((layer) => {
      if (layer instanceof L.Marker) markers.push(layer);
    });
    const second = markers[1] as L.Marker;
    act(() => {
      second.setLatLng(planToLatLng([450, 700], PLAN));
      second.fire('dragend');
    });
    expect(lastPoints()).toEqual([
      [200, 150],
      [450, 600],
    ]);
  });

  it('undoes the last point and clears the outline', async () => {
    const { tap, lastPoints } = await renderEditor();
    tap(200, 150);
    tap(400, 150);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(lastPoints()).toEqual([[200, 150]]);
    fireEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(lastPoints()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes the outline by tapping its first point, then ignores taps until undone', async () => {
    const { container, tap, lastPoints } = await renderEditor();
    tap(200, 150);
    tap(400, 150);
    expect(screen.queryByTitle('Point 1 du contour : fermer le contour ici')).toBeNull();
    tap(300, 350);
    const first = await screen.findByTitle('Point 1 du contour : fermer le contour ici');
    act(() => {
      fireEvent.click(first);
    });
    expect(status()).toBe('3 points sur 64 · fermé');
    expect(container.querySelector('.cordee-plan-crosshair')).toBeNull();
    tap(600, 500);
    expect(lastPoints()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(status()).toBe('3 points sur 64');
    tap(600, 500);
    expect(lastPoints()).toHaveLength(4);
  });

  it('closes with the button once there are three points, or with Enter on the first point', async () => {
    const { tap } = await renderEditor();
    const close = screen.getByRole('button', { name: 'Fermer le contour' }) as HTMLButtonElement;
    tap(200, 150);
    tap(400, 150);
    expect(close.disabled).toBe(true);
    tap(300, 350);
    expect(close.disabled).toBe(false);
    fireEvent.click(close);
    expect(status()).toContain('fermé');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    const first = await screen.findByRole('button', { name: 'Point 1 du contour : fermer le contour ici' });
    act(() => {
      fireEvent.keyPress(first, { key: 'Enter', code: 'Enter', charCode: 13 });
    });
    expect(status()).toContain('fermé');
  });

  it('adds the centre of the view with the keyboard’s button', async () => {
    const { map, lastPoints } = await renderEditor();
    act(() => {
      map.setView(planToLatLng([250, 125], PLAN), 0, { animate: false });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le centre de la vue' }));
    expect(lastPoints()).toEqual([[250, 125]]);
  });

  it(`stops at ${MAX_SECTOR_POLYGON_POINTS} points`, async () => {
    const { tap, lastPoints } = await renderEditor();
    for (let index = 0; index < MAX_SECTOR_POLYGON_POINTS + 2; index += 1) tap(10 + index * 10, 100 + (index % 2) * 50);
    expect(lastPoints()).toHaveLength(MAX_SECTOR_POLYGON_POINTS);
    expect(status()).toBe('64 points sur 64');
    expect((screen.getByRole('button', { name: 'Ajouter le centre de la vue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // 66 taps, each drawing the outline and its points again: seconds on a busy machine.
  }, 20_000);

  it('says when the outline crosses itself, in the interface language', async () => {
    const { tap } = await renderEditor({ language: 'en' });
    tap(100, 100);
    tap(300, 300);
    tap(300, 100);
    expect(screen.queryByRole('alert')).toBeNull();
    tap(100, 400);
    expect(screen.getByRole('alert').textContent).toBe(
      'The outline crosses itself or goes twice through the same point: move or remove a point.',
    );
    expect(missing).toEqual([]);
  });

  it('starts from a saved outline, closed, without telling the form anything', async () => {
    const { container, onChange } = await renderEditor({
      initialPoints: [
        [100, 100],
        [300, 100],
        [200, 250],
      ],
    });
    expect(vertices(container)).toHaveLength(3);
    expect(status()).toBe('3 points sur 64 · fermé');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no serious axe violation', async () => {
    const { container, tap } = await renderEditor();
    tap(200, 150);
    tap(400, 150);
    tap(300, 350);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });
});
