import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { i18n as I18n } from 'i18next';
import L, { type Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useMap } from 'react-leaflet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../testing/page-test-kit';
import { PlanMap, type PlanSector } from './plan-map';

const PLAN = { url: '/uploads/plans/bloc.png', width: 1000, height: 600 };
const SECTORS: PlanSector[] = [
  {
    id: 11,
    name: 'Dalle',
    points: [
      [100, 100],
      [300, 100],
      [300, 250],
      [100, 250],
    ],
  },
  {
    id: 12,
    name: 'Dévers',
    points: [
      [600, 300],
      [900, 300],
      [750, 550],
    ],
  },
];

// jsdom lays nothing out: the plan gets the size of a phone held sideways so that fitting it means something.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
const missing: string[] = [];
let leafletMap: LeafletMap | null = null;

function KeepMap() {
  leafletMap = useMap();
  return null;
}

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
  leafletMap = null;
  missing.length = 0;
});

/** The plan with its sectors, the selection kept as a page would keep it. */
function SelectablePlan({ onSelect }: { onSelect: (id: number) => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <PlanMap
      label="Plan de la salle"
      plan={PLAN}
      sectors={SECTORS}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    >
      <KeepMap />
    </PlanMap>
  );
}

async function renderPlan(language = 'fr', onSelect = vi.fn()) {
  const i18n: I18n = await createTestI18n(language, missing);
  const view = render(
    <TestProviders i18n={i18n}>
      <SelectablePlan onSelect={onSelect} />
    </TestProviders>,
  );
  await waitFor(() => expect(view.container.querySelectorAll('path.leaflet-interactive')).toHaveLength(2));
  return { ...view, onSelect };
}

/** The outline drawn for a sector, found by its stroke colour and the points it goes through. */
const outlines = (container: HTMLElement) => [
  ...container.querySelectorAll<SVGPathElement>('path.leaflet-interactive'),
];

describe('the plan of a gym space', () => {
  it('shows the whole plan image with no map tiles, in a flat projection fitted to its box', async () => {
    const { container } = await renderPlan();
    const image = container.querySelector<HTMLImageElement>('img.cordee-plan-image');
    expect(image?.getAttribute('src')).toBe(PLAN.url);
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    const map = leafletMap as LeafletMap;
    expect(map.options.crs).toBe(L.CRS.Simple);
    // 800 × 480 px for a 1000 × 600 plan: 0.8 screen pixel per plan pixel, snapped down (jsdom snaps to whole zooms).
    expect(map.getZoom()).toBeLessThanOrEqual(Math.log2(0.8));
    expect(map.getZoom()).toBeGreaterThan(Math.log2(0.8) - 1);
    expect(
      map.getBounds().contains([
        [0, 0],
        [600, 1000],
      ]),
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Plan de la salle' })).toBeTruthy();
  });

  it('names each sector on the plan and has zoom buttons in the interface language', async () => {
    const { container } = await renderPlan('en');
    const labels = [...container.querySelectorAll('.leaflet-tooltip')].map((label) => label.textContent);
    expect(labels).toEqual(['Dalle', 'Dévers']);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Sectors of the plan' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('selects the sector tapped on the plan and highlights it', async () => {
    const { container, onSelect } = await renderPlan();
    const [, devers] = outlines(container);
    const label = [...container.querySelectorAll('.leaflet-tooltip')].find((each) => each.textContent === 'Dévers');
    act(() => {
      fireEvent.click(devers as SVGPathElement);
    });
    expect(onSelect).toHaveBeenCalledWith(12);
    await waitFor(() =>
      expect(outlines(container).map((outline) => outline.getAttribute('stroke'))).toEqual(['#1971c2', '#e8590c']),
    );
    // The same label restyled, never one added anew (it would stand empty, without a name, for a frame).
    expect(container.querySelector('.cordee-plan-label-selected')).toBe(label);
    expect(label?.textContent).toBe('Dévers');
    expect(screen.getByRole('button', { name: 'Dévers' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dalle' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('selects a sector from the list of buttons, the keyboard’s way, and brings it into view', async () => {
    const { container, onSelect } = await renderPlan();
    const map = leafletMap as LeafletMap;
    act(() => {
      map.setView([600 - 150, 150], 2);
    });
    const fitBounds = vi.spyOn(map, 'fitBounds');
    const button = screen.getByRole('button', { name: 'Dévers' });
    button.focus();
    expect(document.activeElement).toBe(button);
    act(() => {
      fireEvent.click(button);
    });
    expect(onSelect).toHaveBeenCalledWith(12);
    await waitFor(() => expect(outlines(container)[1]?.getAttribute('stroke')).toBe('#e8590c'));
    // Dévers lies outside the zoomed-in view: the plan moves to it without zooming in.
    expect(fitBounds).toHaveBeenCalledTimes(1);
    expect(fitBounds.mock.calls[0]?.[1]).toEqual({ padding: [24, 24], maxZoom: 2 });
  });

  it('draws sectors that cannot be chosen when no one listens, and then has no list', async () => {
    const i18n = await createTestI18n('fr', missing);
    const { container } = render(
      <TestProviders i18n={i18n}>
        <PlanMap label="Plan" plan={PLAN} sectors={SECTORS} />
      </TestProviders>,
    );
    await waitFor(() => expect(container.querySelectorAll('.leaflet-tooltip')).toHaveLength(2));
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('has no serious axe violation', async () => {
    const { container } = await renderPlan();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });
});
