import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyCragMap } from './lazy-maps';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('./crag-map', () => {
  loaded.count += 1;
  return { default: () => <div data-testid="crag-map">Leaflet</div> };
});

/** An IntersectionObserver the test moves: `enter()` brings every observed element near the screen. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    enter: () => {
      for (const { callback, elements } of observers) {
        const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

const MAP = { crag: { id: 1, name: 'Céüse' }, sectors: [], parkings: [], approaches: [] } as never;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a record page's map", () => {
  it("is a placeholder in the server's page", () => {
    const html = renderToString(<LazyCragMap map={MAP} height={260} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-height="260"');
    expect(html).not.toContain('Leaflet');
  });

  it('loads Leaflet only once the climber scrolls near it', async () => {
    const screenMoves = stubObserver();
    render(<LazyCragMap map={MAP} height={260} />);
    await act(async () => {});
    expect(screen.getByRole('status')).toBeTruthy();
    expect(loaded.count).toBe(0);
    await act(async () => screenMoves.enter());
    expect(await screen.findByTestId('crag-map')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });
});
