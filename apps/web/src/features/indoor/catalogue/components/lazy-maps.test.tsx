import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySpacePlan, PlanPlaceholder } from './lazy-maps';

vi.mock('./space-plan', () => ({ default: () => <div data-testid="space-plan">Leaflet</div> }));

const PLAN = { url: '/uploads/plans/grande-salle.png', width: 1600, height: 900 };

function Plan() {
  return (
    <LazySpacePlan
      label="Plan"
      plan={PLAN}
      sectors={[]}
      selectedId={null}
      onSelect={() => {}}
      fallback={<PlanPlaceholder plan={PLAN} />}
    />
  );
}

afterEach(cleanup);

describe("a space's plan", () => {
  it("is the plan's image in the server's page, sized from the plan and fetched first", () => {
    const html = renderToString(<Plan />);
    const image = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
    expect(image?.getAttribute('src')).toBe(PLAN.url);
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('900');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('Leaflet');
  });

  it('becomes the map to pan and pinch once the page is live', async () => {
    render(<Plan />);
    expect(await screen.findByTestId('space-plan')).toBeTruthy();
    expect(screen.queryByTestId('plan-placeholder')).toBeNull();
  });
});
