import { type ClimbingType, GRADE_BUCKETS, gradeColor, type OutdoorAnalytics } from '@climb/contracts';

/** How many months the month chart shows, the current one last. */
export const MONTHS_SHOWN = 24;

/** `2026-05` for a date, in the climber's own calendar. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The last `count` months up to the one of `today`, oldest first, each with its ascents; a month
 * without ascents is there with 0 (the API sends only months with ascents).
 */
export function lastMonths(
  months: readonly { month: string; count: number }[],
  today: Date,
  count = MONTHS_SHOWN,
): { month: string; count: number }[] {
  const counts = new Map(months.map((row) => [row.month, row.count]));
  return Array.from({ length: count }, (_, index) => {
    const month = monthKey(new Date(today.getFullYear(), today.getMonth() - (count - 1 - index), 1));
    return { month, count: counts.get(month) ?? 0 };
  });
}

/** Every year from the first with ascents to the last, a year without ascents at 0. */
export function everyYear(years: readonly { year: number; count: number }[]): { year: number; count: number }[] {
  if (years.length === 0) return [];
  const counts = new Map(years.map((row) => [row.year, row.count]));
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  return Array.from({ length: last - first + 1 }, (_, index) => ({
    year: first + index,
    count: counts.get(first + index) ?? 0,
  }));
}

export interface GradeBar {
  /** `6a+`: the grade as climbed. */
  bucket: string;
  /** The grade's value, for the climber's grade system. */
  value: number;
  count: number;
  color: string;
}

/** One bar per grade from the lowest with ascents to the highest, the empty ones between at 0. */
export function gradeBars(grades: OutdoorAnalytics['grades']): GradeBar[] {
  const counts = new Map(grades.map((row) => [row.bucket, row.count]));
  const indexes = GRADE_BUCKETS.flatMap((bucket, index) => (counts.get(bucket.text) ? [index] : []));
  if (indexes.length === 0) return [];
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  return GRADE_BUCKETS.slice(first, last + 1).map((bucket) => ({
    bucket: bucket.text,
    value: bucket.value,
    count: counts.get(bucket.text) ?? 0,
    color: gradeColor(bucket.value),
  }));
}

export interface MaxGradeSeries {
  /** The climbing types with a grade, in the order of their first year. */
  types: ClimbingType[];
  /** One row per year from the first to the last; a type without a send that year is left out of its row. */
  rows: ({ year: number } & Partial<Record<ClimbingType, number>>)[];
}

/** The hardest grade of each year and climbing type, as chart rows. */
export function maxGradeSeries(rows: OutdoorAnalytics['max_grade_by_year']): MaxGradeSeries {
  if (rows.length === 0) return { types: [], rows: [] };
  const sorted = [...rows].sort((a, b) => a.year - b.year);
  const types = [...new Set(sorted.map((row) => row.climbing_type))];
  const first = sorted[0]?.year ?? 0;
  const last = sorted[sorted.length - 1]?.year ?? 0;
  const byYear = new Map<number, Partial<Record<ClimbingType, number>>>();
  for (const row of sorted) {
    const year = byYear.get(row.year) ?? {};
    year[row.climbing_type] = Math.max(year[row.climbing_type] ?? 0, row.grade_value);
    byYear.set(row.year, year);
  }
  return {
    types,
    rows: Array.from({ length: last - first + 1 }, (_, index) => ({
      year: first + index,
      ...byYear.get(first + index),
    })),
  };
}
