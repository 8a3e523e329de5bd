import {
  CLIMBING_TYPES,
  type ClimbingType,
  GRADE_BUCKETS,
  GRADE_VALUE_MAX,
  GRADE_VALUE_MIN,
  gradeBucket,
  type OutdoorAnalytics,
} from '@climb/contracts';

/**
 * One cell of a climber's ascents as the database groups them: how many ascents of one climbing type,
 * one grade value, in one month. Every chart is a sum over these cells, so the database sends a few
 * hundred rows for thousands of ascents and the bucketing stays here, pure and tested.
 */
export interface AnalyticsCell {
  /** `YYYY-MM`. */
  month: string;
  climbing_type: string;
  grade_value: number | null;
  count: number;
}

/** Figures the database counts over the same ascents (distinct crags, countries, regions; metres). */
export type AnalyticsFigures = OutdoorAnalytics['figures'];

const TYPE_ORDER = new Map<string, number>(CLIMBING_TYPES.map((type, index) => [type, index]));

function isClimbingType(value: string): value is ClimbingType {
  return TYPE_ORDER.has(value);
}

function byTypeOrder(left: string, right: string): number {
  return (TYPE_ORDER.get(left) ?? 99) - (TYPE_ORDER.get(right) ?? 99);
}

/** A grade value charts can place: on the scale 1a (1) … 9c+ (54); 0 and null are "unknown grade". */
function chartedGrade(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= GRADE_VALUE_MIN && value <= GRADE_VALUE_MAX
    ? value
    : null;
}

/** Ascents per climbing type, most climbed first (ties in the order of CLIMBING_TYPES). */
export function climbingTypeCounts(cells: readonly AnalyticsCell[]): OutdoorAnalytics['climbing_types'] {
  const counts = new Map<ClimbingType, number>();
  for (const cell of cells) {
    if (!isClimbingType(cell.climbing_type)) continue;
    counts.set(cell.climbing_type, (counts.get(cell.climbing_type) ?? 0) + cell.count);
  }
  return [...counts.entries()]
    .map(([climbing_type, count]) => ({ climbing_type, count }))
    .sort((left, right) => right.count - left.count || byTypeOrder(left.climbing_type, right.climbing_type));
}

/**
 * Ascents per grade as climbed (1a … 9c+: 6a and 6a+ apart), lowest first, only grades with
 * ascents, each split by climbing type. Ascents without a known grade are left out.
 */
export function gradeBucketCounts(cells: readonly AnalyticsCell[]): OutdoorAnalytics['grades'] {
  const buckets = new Map<string, { count: number; climbing_types: Record<string, number> }>();
  for (const cell of cells) {
    const bucket = gradeBucket(chartedGrade(cell.grade_value));
    if (bucket === null) continue;
    const entry = buckets.get(bucket) ?? { count: 0, climbing_types: {} };
    entry.count += cell.count;
    entry.climbing_types[cell.climbing_type] = (entry.climbing_types[cell.climbing_type] ?? 0) + cell.count;
    buckets.set(bucket, entry);
  }
  return GRADE_BUCKETS.flatMap((grade) => {
    const entry = buckets.get(grade.text);
    return entry ? [{ bucket: grade.text, count: entry.count, climbing_types: entry.climbing_types }] : [];
  });
}

/** The hardest grade of each year and climbing type, oldest year first, types in the order of CLIMBING_TYPES. */
export function maxGradeByYear(cells: readonly AnalyticsCell[]): OutdoorAnalytics['max_grade_by_year'] {
  const maxima = new Map<string, { year: number; climbing_type: ClimbingType; grade_value: number }>();
  for (const cell of cells) {
    const grade = chartedGrade(cell.grade_value);
    if (grade === null || !isClimbingType(cell.climbing_type)) continue;
    const year = yearOf(cell.month);
    const key = `${year}|${cell.climbing_type}`;
    const current = maxima.get(key);
    if (!current || grade > current.grade_value) {
      maxima.set(key, { year, climbing_type: cell.climbing_type, grade_value: grade });
    }
  }
  return [...maxima.values()].sort(
    (left, right) => left.year - right.year || byTypeOrder(left.climbing_type, right.climbing_type),
  );
}

function yearOf(month: string): number {
  return Number(month.slice(0, 4));
}

/** Ascents per month (`YYYY-MM`), oldest first, only months with ascents. */
export function monthCounts(cells: readonly AnalyticsCell[]): OutdoorAnalytics['months'] {
  const counts = new Map<string, number>();
  for (const cell of cells) counts.set(cell.month, (counts.get(cell.month) ?? 0) + cell.count);
  return [...counts.entries()]
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([month, count]) => ({ month, count }));
}

/** Ascents per year, oldest first, only years with ascents. */
export function yearCounts(cells: readonly AnalyticsCell[]): OutdoorAnalytics['years'] {
  const counts = new Map<number, number>();
  for (const cell of cells) {
    const year = yearOf(cell.month);
    counts.set(year, (counts.get(year) ?? 0) + cell.count);
  }
  return [...counts.entries()].sort(([left], [right]) => left - right).map(([year, count]) => ({ year, count }));
}

/** Every chart of the analytics page from the grouped cells and the figures. */
export function buildAnalytics(cells: readonly AnalyticsCell[], figures: AnalyticsFigures): OutdoorAnalytics {
  return {
    figures,
    climbing_types: climbingTypeCounts(cells),
    grades: gradeBucketCounts(cells),
    max_grade_by_year: maxGradeByYear(cells),
    months: monthCounts(cells),
    years: yearCounts(cells),
  };
}
