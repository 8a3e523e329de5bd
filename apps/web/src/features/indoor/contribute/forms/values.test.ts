import { DEFAULT_GYM_LEVELS, type PlanPoint } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { countryOptions, countryTimeZone } from './countries';
import { EMPTY_GYM_VALUES, gymBody, validateGym } from './gym-values';
import { emptyRouteValues, routeBody, withLevel } from './route-values';
import { emptySectorValues, outlineErrors, sectorBody, validateSector } from './sector-values';

const PLAN = { width: 1000, height: 600 };
const triangle: PlanPoint[] = [
  [100, 100],
  [300, 100],
  [200, 250],
];

describe('a sector’s outline', () => {
  it('is required on a space with a plan, and checked by the shared rule', () => {
    expect(outlineErrors(null, PLAN)).toEqual({ polygon: ['required'] });
    expect(outlineErrors(triangle.slice(0, 2), PLAN)).toEqual({ polygon: ['too_short'] });
    expect(outlineErrors([...triangle.slice(0, 2), [200, 700]], PLAN)).toEqual({ polygon: ['invalid'] });
    expect(outlineErrors(triangle, PLAN)).toEqual({});
  });

  it('is left out on a space without a plan, and sent as drawn otherwise', () => {
    expect(outlineErrors(null, null)).toEqual({});
    const values = { ...emptySectorValues(10), name: 'Dévers', polygon: triangle };
    expect(sectorBody(values)).toMatchObject({ gym_space_id: 10, polygon: triangle });
    expect(sectorBody({ ...values, polygon: [] }).polygon).toBeNull();
  });

  it('wants the last anchor after the first', () => {
    const values = { ...emptySectorValues(10), name: 'Dévers', anchor_from: '12', anchor_to: '3' };
    expect(validateSector(values, null)).toEqual({ anchor_to: ['too_small'] });
  });
});

describe('a route’s level', () => {
  const levels = DEFAULT_GYM_LEVELS.bouldering;

  it('gives its grade, and no level leaves the grade as chosen', () => {
    const values = emptyRouteValues(20, 'bouldering', new Date(2024, 2, 9));
    expect(values.opened_at).toBe('2024-03-09');
    const blue = withLevel(values, levels, '2');
    expect(blue).toMatchObject({ level_index: '2', grade_value: String(levels[2]?.grade_value) });
    expect(withLevel({ ...blue, grade_value: '31' }, levels, '')).toMatchObject({ level_index: '', grade_value: '31' });
  });

  it('is sent as an index with the rest of the body', () => {
    const values = { ...withLevel(emptyRouteValues(20, 'bouldering'), levels, '1'), hold_colors: ['red' as const] };
    expect(routeBody({ ...values, openers: [' Lou ', ''] })).toMatchObject({
      gym_sector_id: 20,
      level_index: 1,
      grade_value: levels[1]?.grade_value,
      fixed_points: null,
      openers: ['Lou'],
      dismounted_at: null,
    });
  });
});

describe('a new gym', () => {
  it('starts in France on Paris time, and asks for its types', () => {
    expect(gymBody(EMPTY_GYM_VALUES)).toMatchObject({ country_code: 'fr', time_zone: 'Europe/Paris' });
    expect(validateGym(EMPTY_GYM_VALUES).climbing_types).toEqual(['required']);
  });

  it('lists France first, then the countries by name in the climber’s language', () => {
    const options = countryOptions('fr');
    expect(options[0]).toEqual({ value: 'fr', label: 'France' });
    expect(options.find((option) => option.value === 'de')?.label).toBe('Allemagne');
    expect(options).toHaveLength(249);
    expect(countryTimeZone('fr')).toBe('Europe/Paris');
  });
});
