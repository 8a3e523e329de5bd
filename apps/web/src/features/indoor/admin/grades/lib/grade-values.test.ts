import { DEFAULT_GYM_LEVELS, MAX_GYM_LEVELS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { colorsOnly, gradeOfField, integerOfField, nextLevel, routeTypesOf } from './grade-values';

describe('the grades tools’ values', () => {
  it('keeps the types of route the gym offers, all of them when it offers none', () => {
    expect(routeTypesOf(['pan', 'bouldering', 'fun_climbing'])).toEqual(['bouldering', 'pan']);
    expect(routeTypesOf(['training_space'])).toEqual(['bouldering', 'sport_climbing', 'pan']);
  });

  it('reads grades and numbers of form fields', () => {
    expect(gradeOfField('')).toBeNull();
    expect(gradeOfField('31')).toBe(31);
    expect(integerOfField('')).toBeNull();
    expect(integerOfField(12.4)).toBe(12);
  });

  it('adds a level of a colour not used yet, at the hardest grade so far, none past the most', () => {
    expect(nextLevel(DEFAULT_GYM_LEVELS.pan)).toEqual({ color: 'white', grade_value: 38, points: null });
    expect(nextLevel([])).toEqual({ color: 'white', grade_value: null, points: null });
    const full = Array.from({ length: MAX_GYM_LEVELS }, () => ({ color: 'red' as const, grade_value: 20, points: 1 }));
    expect(nextLevel(full)).toBeNull();
    expect(colorsOnly(DEFAULT_GYM_LEVELS.pan.slice(0, 1))).toEqual([
      { color: 'green', grade_value: null, points: null },
    ]);
  });
});
