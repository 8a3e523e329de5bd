import { describe, expect, it } from 'vitest';
import {
  cellGrade,
  gradeChoices,
  isEmptyCell,
  numberOrNull,
  openingSheetPrintPath,
  orNull,
  progressOf,
} from './sheet-cells';

const empty = {
  climbing_type: null,
  level_index: null,
  level_color: null,
  grade_value: null,
  note: null,
  gym_route_id: null,
  route: null,
};

describe('the opening sheet cells', () => {
  it('tells an empty box from a planned one', () => {
    expect(isEmptyCell(empty)).toBe(true);
    expect(isEmptyCell({ ...empty, note: 'Dévers' })).toBe(false);
    expect(isEmptyCell({ ...empty, gym_route_id: 3 })).toBe(false);
  });

  it('writes grades as the French scale does, every value once', () => {
    expect(cellGrade({ grade_value: 31 })).toBe('6a');
    expect(cellGrade({ grade_value: null })).toBeNull();
    const choices = gradeChoices();
    expect(choices[0]).toEqual({ value: '1', label: '1a' });
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length);
  });

  it('counts progress and reads form values', () => {
    expect(progressOf({ planned_count: 0, set_count: 0 })).toBe(0);
    expect(progressOf({ planned_count: 3, set_count: 1 })).toBe(33);
    expect(orNull('  ')).toBeNull();
    expect(orNull(' Dalle ')).toBe('Dalle');
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('4')).toBe(4);
    expect(openingSheetPrintPath({ id: 4, slug_name: 'bloc-session' }, 7)).toBe(
      '/gyms/4/bloc-session/opening-sheets/7/print',
    );
  });
});
