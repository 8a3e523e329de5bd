import { describe, expect, it } from 'vitest';
import { ROSE_SIZE, roseWedges } from './orientation-rose';

describe('orientation rose', () => {
  it('draws the 8 orientations clockwise from north', () => {
    const wedges = roseWedges([]);
    expect(wedges.map((wedge) => wedge.orientation)).toEqual([
      'north',
      'north_east',
      'east',
      'south_east',
      'south',
      'south_west',
      'west',
      'north_west',
    ]);
  });

  it('highlights exactly the orientations the walls face', () => {
    const active = roseWedges(['south', 'south_west']).filter((wedge) => wedge.active);
    expect(active.map((wedge) => wedge.orientation)).toEqual(['south', 'south_west']);
  });

  it('puts north on top, east on the right, south at the bottom, west on the left', () => {
    const centre = ROSE_SIZE / 2;
    const label = (name: string) => roseWedges([]).find((wedge) => wedge.orientation === name)?.label;
    expect(label('north')).toEqual({ x: centre, y: expect.any(Number) });
    expect(label('north')?.y).toBeLessThan(centre);
    expect(label('east')?.x).toBeGreaterThan(centre);
    expect(label('south')?.y).toBeGreaterThan(centre);
    expect(label('west')?.x).toBeLessThan(centre);
    expect(label('north_east')?.x).toBeGreaterThan(centre);
    expect(label('north_east')?.y).toBeLessThan(centre);
  });

  it('makes each wedge a 45° slice starting at the centre', () => {
    const north = roseWedges([])[0];
    expect(north?.path).toMatch(new RegExp(`^M ${ROSE_SIZE / 2} ${ROSE_SIZE / 2} L .* A .* Z$`));
    // The north wedge spans from north-north-west to north-north-east: symmetric around the vertical axis.
    const [, x1, y1, x2, y2] = (
      /L ([\d.]+) ([\d.]+) A \d+ \d+ 0 0 1 ([\d.]+) ([\d.]+)/.exec(north?.path ?? '') ?? []
    ).map(Number);
    expect((x1 ?? 0) + (x2 ?? 0)).toBeCloseTo(ROSE_SIZE, 1);
    expect(y1).toBeCloseTo(y2 ?? 0, 5);
  });
});
