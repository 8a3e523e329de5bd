import { gradeColor } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { gradeHistogram, histogramTotal } from './grade-histogram';

describe('grade histogram', () => {
  it('draws one bar per grade from the easiest to the hardest route, gaps included', () => {
    // 5c: 2 routes, 6a+: 4, 6b+: 1 (no 6a, no 6b).
    const bars = gradeHistogram({ '29': 2, '32': 4, '34': 1 });
    expect(bars.map((bar) => [bar.value, bar.count])).toEqual([
      [29, 2],
      [30, 0],
      [31, 0],
      [32, 4],
      [33, 0],
      [34, 1],
    ]);
    expect(histogramTotal(bars)).toBe(7);
  });

  it('scales bars against the tallest and colours them by degree', () => {
    const bars = gradeHistogram({ '31': 2, '37': 8 });
    const sixA = bars.find((bar) => bar.value === 31);
    const sevenA = bars.find((bar) => bar.value === 37);
    expect(sevenA?.share).toBe(1);
    expect(sixA?.share).toBe(0.25);
    expect(sixA?.color).toBe(gradeColor(31));
    expect(sevenA?.color).not.toBe(sixA?.color);
  });

  it('leaves out unknown grades, empty counts and keys that are no grade', () => {
    expect(gradeHistogram({ '0': 3, '60': 1, x: 2, '40': 0 })).toEqual([]);
    expect(gradeHistogram({})).toEqual([]);
  });
});
