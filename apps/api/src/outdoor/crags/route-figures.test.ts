import { EMPTY_ROUTE_FIGURES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { deriveFigures, type RouteGroup } from './route-figures';

function group(climbing_type: string, min: number | null, max: number | null, routes = 1): RouteGroup {
  return { climbing_type, grade_min_value: min, grade_max_value: max, routes };
}

describe('deriveFigures', () => {
  it('is empty without routes', () => {
    expect(deriveFigures([])).toEqual({
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      figures: EMPTY_ROUTE_FIGURES,
    });
  });

  it('counts routes per climbing type, per degree and per grade, and spans their grades', () => {
    const derived = deriveFigures([
      group('sport_climbing', 31, 31, 2), // 6a ×2
      group('sport_climbing', 37, 37), // 7a
      group('bouldering', 36, 36, 3), // 6C+ ×3
      group('multi_pitch', 25, 39), // 5a → 7b
    ]);
    expect(derived).toEqual({
      routes_count: 7,
      grade_min_value: 25,
      grade_max_value: 39,
      figures: {
        climbing_types: { sport_climbing: 3, bouldering: 3, multi_pitch: 1 },
        degrees: { '6': 5, '7': 2 },
        grades: { '31': 2, '36': 3, '37': 1, '39': 1 },
      },
    });
  });

  it('counts a multi-pitch route once, by its hardest pitch', () => {
    const { figures } = deriveFigures([group('multi_pitch', 13, 43)]);
    expect(figures.grades).toEqual({ '43': 1 });
    expect(figures.degrees).toEqual({ '8': 1 });
  });

  it('adds groups of the same grade and type together', () => {
    const { figures, routes_count } = deriveFigures([
      group('sport_climbing', 31, 33),
      group('sport_climbing', 33, 33, 2),
    ]);
    expect(routes_count).toBe(3);
    expect(figures.grades).toEqual({ '33': 3 });
    expect(figures.climbing_types).toEqual({ sport_climbing: 3 });
  });

  it('counts routes of unknown grade in the totals only', () => {
    const derived = deriveFigures([
      group('via_ferrata', null, null),
      group('sport_climbing', 0, 0),
      group('sport_climbing', 31, 31),
    ]);
    expect(derived.routes_count).toBe(3);
    expect(derived.grade_min_value).toBe(31);
    expect(derived.grade_max_value).toBe(31);
    expect(derived.figures).toEqual({
      climbing_types: { via_ferrata: 1, sport_climbing: 2 },
      degrees: { '6': 1 },
      grades: { '31': 1 },
    });
  });

  it('puts the easiest and the hardest grades in the first and ninth degrees', () => {
    const { figures } = deriveFigures([group('bouldering', 1, 1), group('sport_climbing', 54, 54)]);
    expect(figures.degrees).toEqual({ '1': 1, '9': 1 });
  });
});
