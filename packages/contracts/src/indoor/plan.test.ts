import { describe, expect, it } from 'vitest';
import { MAX_SECTOR_POLYGON_POINTS, type PlanPoint, planPolygonProblem } from './plan';

const PLAN = { width: 1000, height: 600 };

/** A regular outline of `count` points around the plan's middle. */
const ring = (count: number): PlanPoint[] =>
  Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count;
    return [Math.round(500 + 250 * Math.cos(angle)), Math.round(300 + 250 * Math.sin(angle))];
  });

describe('a sector’s outline on a plan', () => {
  it('is accepted as a triangle, a square, a concave shape, or at the plan’s very edges', () => {
    expect(
      planPolygonProblem(
        [
          [10, 10],
          [200, 10],
          [100, 150],
        ],
        PLAN,
      ),
    ).toBeNull();
    expect(
      planPolygonProblem(
        [
          [0, 0],
          [1000, 0],
          [1000, 600],
          [0, 600],
        ],
        PLAN,
      ),
    ).toBeNull();
    // An L-shaped wall: concave, and two of its points lie on one line with a third.
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [300, 100],
          [300, 200],
          [200, 200],
          [200, 400],
          [100, 400],
        ],
        PLAN,
      ),
    ).toBeNull();
    // Three points in a row on one side, going on straight, are fine.
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [200, 100],
          [300, 100],
          [300, 300],
        ],
        PLAN,
      ),
    ).toBeNull();
  });

  it('needs three points', () => {
    expect(planPolygonProblem([], PLAN)).toBe('too_short');
    expect(
      planPolygonProblem(
        [
          [10, 10],
          [20, 20],
        ],
        PLAN,
      ),
    ).toBe('too_short');
  });

  it(`takes ${MAX_SECTOR_POLYGON_POINTS} points at most`, () => {
    expect(planPolygonProblem(ring(MAX_SECTOR_POLYGON_POINTS), PLAN)).toBeNull();
    expect(planPolygonProblem(ring(MAX_SECTOR_POLYGON_POINTS + 1), PLAN)).toBe('too_long');
  });

  it.each<[string, PlanPoint]>([
    ['left of the plan', [-1, 10]],
    ['above it', [10, -0.5]],
    ['right of it', [1000.5, 10]],
    ['below it', [10, 601]],
    ['no number', [Number.NaN, 10]],
    ['infinite', [10, Number.POSITIVE_INFINITY]],
  ])('refuses a point %s', (_case, point) => {
    expect(planPolygonProblem([[50, 50], [150, 50], point], PLAN)).toBe('invalid');
  });

  it('refuses an outline crossing itself (a lopsided bow tie, whose area is not 0)', () => {
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [300, 300],
          [300, 100],
          [100, 400],
        ],
        PLAN,
      ),
    ).toBe('invalid');
  });

  it('refuses an outline whose closing side crosses another', () => {
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [400, 100],
          [400, 300],
          [250, 50],
        ],
        PLAN,
      ),
    ).toBe('invalid');
  });

  it('refuses a point lying on another side, and a side folding back over the one before', () => {
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [300, 100],
          [300, 300],
          [200, 100],
          [100, 300],
        ],
        PLAN,
      ),
    ).toBe('invalid');
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [300, 100],
          [200, 100],
          [200, 300],
        ],
        PLAN,
      ),
    ).toBe('invalid');
  });

  it('refuses the same point twice, and points all on one line', () => {
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [200, 100],
          [200, 100],
          [150, 200],
        ],
        PLAN,
      ),
    ).toBe('invalid');
    expect(
      planPolygonProblem(
        [
          [100, 100],
          [200, 200],
          [300, 300],
        ],
        PLAN,
      ),
    ).toBe('invalid');
  });
});
