import { gradeColor } from '@climb/contracts';

export interface HistogramBar {
  /** Grade value (1–54). */
  value: number;
  count: number;
  /** The degree's colour (docs/domain/grades.md). */
  color: string;
  /** Height of the bar against the tallest one, 0 to 1. */
  share: number;
}

/**
 * The bars of a grade histogram from a record's `figures.grades` (`{"31": 4}` = four 6a routes): one bar
 * per grade value from the easiest to the hardest graded route, gaps included so the shape reads true.
 * Unknown grades (0) and keys that are no grade value are left out.
 */
export function gradeHistogram(grades: Record<string, number>): HistogramBar[] {
  const counted = Object.entries(grades)
    .map(([key, count]) => ({ value: Number(key), count }))
    .filter(({ value, count }) => Number.isInteger(value) && value >= 1 && value <= 54 && count > 0);
  if (counted.length === 0) return [];
  const values = counted.map(({ value }) => value);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const tallest = Math.max(...counted.map(({ count }) => count));
  const countOf = new Map(counted.map(({ value, count }) => [value, count]));
  return Array.from({ length: highest - lowest + 1 }, (_, index) => {
    const value = lowest + index;
    const count = countOf.get(value) ?? 0;
    return { value, count, color: gradeColor(value), share: count / tallest };
  });
}

/** How many graded routes the histogram counts. */
export function histogramTotal(bars: readonly HistogramBar[]): number {
  return bars.reduce((total, bar) => total + bar.count, 0);
}
