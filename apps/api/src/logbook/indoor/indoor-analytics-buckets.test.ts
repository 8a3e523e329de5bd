import { describe, expect, it } from 'vitest';
import type { AnalyticsCell } from '../analytics/analytics-buckets';
import { buildIndoorAnalytics, daysUpTo, type IndoorAggregates, indoorTypeCounts } from './indoor-analytics-buckets';

function cell(climbing_type: string, grade_value: number | null, count: number): AnalyticsCell {
  return { month: '', climbing_type, grade_value, count };
}

describe('daysUpTo', () => {
  it('gives the days of the window, oldest first, today last, across months and years', () => {
    expect(daysUpTo('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysUpTo('2025-01-01', 2)).toEqual(['2024-12-31', '2025-01-01']);
    expect(daysUpTo('2026-11-29', 28)).toHaveLength(28);
    expect(daysUpTo('2026-11-29', 28)[0]).toBe('2026-11-02');
  });
});

describe('indoorTypeCounts', () => {
  it('counts climbs per type, most first, ties in the order of the gym route types, unknown types left out', () => {
    expect(
      indoorTypeCounts([
        cell('pan', 30, 2),
        cell('bouldering', 25, 1),
        cell('sport_climbing', null, 3),
        cell('x', 1, 9),
      ]),
    ).toEqual([
      { climbing_type: 'sport_climbing', count: 3 },
      { climbing_type: 'pan', count: 2 },
      { climbing_type: 'bouldering', count: 1 },
    ]);
    expect(indoorTypeCounts([cell('pan', 30, 1), cell('bouldering', 25, 1)])).toEqual([
      { climbing_type: 'bouldering', count: 1 },
      { climbing_type: 'pan', count: 1 },
    ]);
  });
});

describe('buildIndoorAnalytics', () => {
  const aggregates: IndoorAggregates = {
    figures: { ascents: 12, gyms: 2, days: 3, max_grade_value: 37 },
    cells: [cell('bouldering', 25, 6), cell('bouldering', 37, 1), cell('sport_climbing', 25, 2), cell('pan', null, 3)],
    levels: [
      { color: 'blue', count: 2 },
      { color: 'green', count: 6 },
      { color: 'yellow', count: 2 },
      { color: 'not_a_colour', count: 1 },
    ],
    gyms: [
      { gym_id: 1, count: 3 },
      { gym_id: 2, count: 3 },
      { gym_id: 3, count: 5 },
    ],
    days: [
      { date: '2026-11-29', count: 4 },
      { date: '2026-11-02', count: 1 },
    ],
  };
  const gyms = new Map([
    [1, { id: 1, name: 'Vertige', slug_name: 'vertige' }],
    [2, { id: 2, name: 'Arkose', slug_name: 'arkose' }],
  ]);

  it('builds every chart: grades in buckets, colours and gyms most climbed first, every day of the window', () => {
    const analytics = buildIndoorAnalytics(aggregates, gyms, '2026-11-29');
    expect(analytics.figures).toBe(aggregates.figures);
    expect(analytics.grades).toEqual([
      { bucket: '5a', count: 8, climbing_types: { bouldering: 6, sport_climbing: 2 } },
      { bucket: '7a', count: 1, climbing_types: { bouldering: 1 } },
    ]);
    // Ties in the order of the colours (yellow before blue).
    expect(analytics.levels).toEqual([
      { color: 'green', count: 6 },
      { color: 'yellow', count: 2 },
      { color: 'blue', count: 2 },
    ]);
    // A gym gone (3) is left out; ties by name.
    expect(analytics.gyms).toEqual([
      { gym: { id: 2, name: 'Arkose', slug_name: 'arkose' }, count: 3 },
      { gym: { id: 1, name: 'Vertige', slug_name: 'vertige' }, count: 3 },
    ]);
    expect(analytics.last_28_days).toHaveLength(28);
    expect(analytics.last_28_days[0]).toEqual({ date: '2026-11-02', count: 1 });
    expect(analytics.last_28_days[1]).toEqual({ date: '2026-11-03', count: 0 });
    expect(analytics.last_28_days[27]).toEqual({ date: '2026-11-29', count: 4 });
  });
});
