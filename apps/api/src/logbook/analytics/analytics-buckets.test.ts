import { GRADE_BUCKETS, gradeBucket } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsCell,
  buildAnalytics,
  climbingTypeCounts,
  gradeBucketCounts,
  maxGradeByYear,
  monthCounts,
  yearCounts,
} from './analytics-buckets';

function cell(month: string, climbing_type: string, grade_value: number | null, count = 1): AnalyticsCell {
  return { month, climbing_type, grade_value, count };
}

// 6a = 31, 6a+ = 32, 6b = 33, 7a = 37, 7c+ = 42, 8a = 43, 9c = 53, 9c+ = 54; 0 = unknown.
const CELLS: AnalyticsCell[] = [
  cell('2024-05', 'sport_climbing', 31, 2),
  cell('2024-05', 'sport_climbing', 32, 1),
  cell('2024-05', 'bouldering', 37, 3),
  cell('2024-06', 'sport_climbing', 42, 1),
  cell('2023-11', 'multi_pitch', 33, 2),
  cell('2023-11', 'sport_climbing', 0, 1),
  cell('2023-02', 'sport_climbing', null, 4),
  cell('2025-01', 'bouldering', 43, 1),
];

describe('grade buckets', () => {
  it('has 54 buckets, 1a … 9c+, one per grade as climbed', () => {
    expect(GRADE_BUCKETS).toHaveLength(54);
    expect(GRADE_BUCKETS[0]?.text).toBe('1a');
    expect(GRADE_BUCKETS.at(-1)?.text).toBe('9c+');
    expect(gradeBucket(1)).toBe('1a');
    expect(gradeBucket(2)).toBe('1a+');
    expect(gradeBucket(31)).toBe('6a');
    expect(gradeBucket(32)).toBe('6a+');
    expect(gradeBucket(33)).toBe('6b');
    expect(gradeBucket(42)).toBe('7c+');
    expect(gradeBucket(54)).toBe('9c+');
    expect(gradeBucket(0)).toBeNull();
    expect(gradeBucket(55)).toBeNull();
  });

  it('counts ascents per grade as climbed, lowest first, split by climbing type, unknown grades left out', () => {
    expect(gradeBucketCounts(CELLS)).toEqual([
      { bucket: '6a', count: 2, climbing_types: { sport_climbing: 2 } },
      { bucket: '6a+', count: 1, climbing_types: { sport_climbing: 1 } },
      { bucket: '6b', count: 2, climbing_types: { multi_pitch: 2 } },
      { bucket: '7a', count: 3, climbing_types: { bouldering: 3 } },
      { bucket: '7c+', count: 1, climbing_types: { sport_climbing: 1 } },
      { bucket: '8a', count: 1, climbing_types: { bouldering: 1 } },
    ]);
  });

  it('puts the extremes of the scale in 1a and 9c+', () => {
    expect(gradeBucketCounts([cell('2024-01', 'sport_climbing', 1), cell('2024-01', 'sport_climbing', 54, 2)])).toEqual(
      [
        { bucket: '1a', count: 1, climbing_types: { sport_climbing: 1 } },
        { bucket: '9c+', count: 2, climbing_types: { sport_climbing: 2 } },
      ],
    );
  });
});

describe('months and years', () => {
  it('counts ascents per month, oldest first, only months with ascents', () => {
    expect(monthCounts(CELLS)).toEqual([
      { month: '2023-02', count: 4 },
      { month: '2023-11', count: 3 },
      { month: '2024-05', count: 6 },
      { month: '2024-06', count: 1 },
      { month: '2025-01', count: 1 },
    ]);
  });

  it('counts ascents per year, oldest first', () => {
    expect(yearCounts(CELLS)).toEqual([
      { year: 2023, count: 7 },
      { year: 2024, count: 7 },
      { year: 2025, count: 1 },
    ]);
  });
});

describe('maxGradeByYear', () => {
  it('keeps the hardest known grade of each year and climbing type', () => {
    expect(maxGradeByYear(CELLS)).toEqual([
      { year: 2023, climbing_type: 'multi_pitch', grade_value: 33 },
      { year: 2024, climbing_type: 'sport_climbing', grade_value: 42 },
      { year: 2024, climbing_type: 'bouldering', grade_value: 37 },
      { year: 2025, climbing_type: 'bouldering', grade_value: 43 },
    ]);
  });

  it('leaves out a year and type whose grades are all unknown', () => {
    expect(maxGradeByYear([cell('2020-03', 'trad_climbing', null), cell('2020-03', 'trad_climbing', 0)])).toEqual([]);
  });
});

describe('climbingTypeCounts', () => {
  it('counts per type, most climbed first, ties in the order of the climbing types', () => {
    expect(climbingTypeCounts(CELLS)).toEqual([
      { climbing_type: 'sport_climbing', count: 9 },
      { climbing_type: 'bouldering', count: 4 },
      { climbing_type: 'multi_pitch', count: 2 },
    ]);
    expect(climbingTypeCounts([cell('2020-01', 'bouldering', 1), cell('2020-01', 'sport_climbing', 1)])).toEqual([
      { climbing_type: 'sport_climbing', count: 1 },
      { climbing_type: 'bouldering', count: 1 },
    ]);
  });
});

describe('buildAnalytics', () => {
  it('answers empty charts for no ascents', () => {
    const figures = { ascents: 0, crags: 0, metres: 0, max_grade_value: null, countries: 0, regions: 0 };
    expect(buildAnalytics([], figures)).toEqual({
      figures,
      climbing_types: [],
      grades: [],
      max_grade_by_year: [],
      months: [],
      years: [],
    });
  });
});
