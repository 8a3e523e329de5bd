import { describe, expect, it } from 'vitest';
import { duplicateColorIndexes, gradesInOrder, levelRuleBreaks, movedOrder } from './grade-rules';

describe('the rules of grade systems and levels', () => {
  it('keeps grade values rising from the easiest, equal values and lines without one allowed', () => {
    expect(gradesInOrder([])).toBe(true);
    expect(gradesInOrder([19, 25, 25, 29])).toBe(true);
    expect(gradesInOrder([19, null, 25, null])).toBe(true);
    expect(gradesInOrder([25, 19])).toBe(false);
    expect(gradesInOrder([25, null, 19])).toBe(false);
  });

  it('names every rule a scale breaks under levels', () => {
    expect(
      levelRuleBreaks([
        { color: 'green', grade_value: 25 },
        { color: 'blue', grade_value: 29 },
      ]),
    ).toEqual({});
    expect(
      levelRuleBreaks([
        { color: 'green', grade_value: 25 },
        { color: 'green', grade_value: 29 },
      ]),
    ).toEqual({
      levels: ['duplicate_color'],
    });
    expect(
      levelRuleBreaks([
        { color: 'green', grade_value: 29 },
        { color: 'green', grade_value: 25 },
      ]),
    ).toEqual({
      levels: ['duplicate_color', 'out_of_order'],
    });
    expect(duplicateColorIndexes([{ color: 'red' }, { color: 'blue' }, { color: 'red' }])).toEqual([0, 2]);
  });

  it('moves an item up or down, clamped to the list', () => {
    expect(movedOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(movedOrder(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
