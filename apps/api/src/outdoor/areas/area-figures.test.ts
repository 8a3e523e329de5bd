import { describe, expect, it } from 'vitest';
import { type AreaCragPoint, areaFigures, boundsOf } from './area-figures';

function crag(overrides: Partial<AreaCragPoint> = {}): AreaCragPoint {
  return {
    latitude: 48.4,
    longitude: 2.6,
    routes_count: 0,
    grade_min_value: null,
    grade_max_value: null,
    ...overrides,
  };
}

describe('boundsOf', () => {
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('is the point itself, as a box, for one point', () => {
    expect(boundsOf([{ latitude: 44.5, longitude: 5.9 }])).toEqual([44.5, 5.9, 44.5, 5.9]);
  });

  it('gives south, west, north, east, whatever the order and sign of the points', () => {
    const points = [
      { latitude: 43.1, longitude: -1.5 },
      { latitude: 45.9, longitude: 6.8 },
      { latitude: 44.2, longitude: -3.2 },
    ];
    expect(boundsOf(points)).toEqual([43.1, -3.2, 45.9, 6.8]);
  });
});

describe('areaFigures', () => {
  it('has only zero counts and nulls for an area without crags', () => {
    expect(areaFigures([])).toEqual({
      crags_count: 0,
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      latitude: null,
      longitude: null,
      bounds: null,
    });
  });

  it('counts the crags and adds up their routes', () => {
    const figures = areaFigures([crag({ routes_count: 12 }), crag({ routes_count: 0 }), crag({ routes_count: 30 })]);
    expect(figures.crags_count).toBe(3);
    expect(figures.routes_count).toBe(42);
  });

  it('spans the grades of every crag, leaving out crags without graded routes', () => {
    const figures = areaFigures([
      crag({ grade_min_value: 25, grade_max_value: 31 }),
      crag(),
      crag({ grade_min_value: 19, grade_max_value: 28 }),
      crag({ grade_min_value: 33, grade_max_value: 40 }),
    ]);
    expect(figures.grade_min_value).toBe(19);
    expect(figures.grade_max_value).toBe(40);
  });

  it('has no grade range when no crag has graded routes', () => {
    const figures = areaFigures([crag(), crag()]);
    expect(figures.grade_min_value).toBeNull();
    expect(figures.grade_max_value).toBeNull();
  });

  it('centres on the mean position of its crags, rounded to 6 decimals, inside its bounds', () => {
    const figures = areaFigures([
      crag({ latitude: 48.1, longitude: 2.1 }),
      crag({ latitude: 48.2, longitude: 2.7 }),
      crag({ latitude: 48.6, longitude: 2.3 }),
    ]);
    expect(figures.latitude).toBe(48.3);
    expect(figures.longitude).toBe(2.366667);
    expect(figures.bounds).toEqual([48.1, 2.1, 48.6, 2.7]);
  });
});
