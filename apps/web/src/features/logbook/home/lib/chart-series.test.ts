import { gradeColor } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { everyYear, gradeBars, lastMonths, maxGradeSeries, monthKey } from './chart-series';

describe('the month chart', () => {
  it('shows the last 24 months up to the current one, empty months at 0', () => {
    const months = lastMonths(
      [
        { month: '2023-01', count: 9 },
        { month: '2024-07', count: 2 },
        { month: '2026-05', count: 4 },
      ],
      new Date(2026, 4, 31),
    );
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ month: '2024-06', count: 0 });
    expect(months[1]).toEqual({ month: '2024-07', count: 2 });
    expect(months[23]).toEqual({ month: '2026-05', count: 4 });
    // A month older than the window is not drawn.
    expect(months.find((row) => row.month === '2023-01')).toBeUndefined();
    expect(months.reduce((sum, row) => sum + row.count, 0)).toBe(6);
  });

  it('crosses the turn of the year without a gap or a double', () => {
    const months = lastMonths([], new Date(2026, 1, 15), 4).map((row) => row.month);
    expect(months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthKey(new Date(2026, 0, 1))).toBe('2026-01');
  });
});

describe('the year chart', () => {
  it('fills the years without ascents between the first and the last', () => {
    expect(
      everyYear([
        { year: 2025, count: 3 },
        { year: 2022, count: 1 },
      ]),
    ).toEqual([
      { year: 2022, count: 1 },
      { year: 2023, count: 0 },
      { year: 2024, count: 0 },
      { year: 2025, count: 3 },
    ]);
    expect(everyYear([])).toEqual([]);
  });
});

describe('the grade chart', () => {
  it('draws one bar per grade as climbed from the lowest to the highest with ascents, in the grade colours', () => {
    const bars = gradeBars([
      { bucket: '6c', count: 2, climbing_types: { sport_climbing: 2 } },
      { bucket: '7a', count: 1, climbing_types: { sport_climbing: 1 } },
      { bucket: '7a+', count: 3, climbing_types: { multi_pitch: 3 } },
    ]);
    expect(bars.map((bar) => [bar.bucket, bar.count])).toEqual([
      ['6c', 2],
      ['6c+', 0],
      ['7a', 1],
      ['7a+', 3],
    ]);
    expect(bars[0]?.value).toBe(35);
    expect(bars[0]?.color).toBe(gradeColor(35));
    expect(bars[3]?.value).toBe(38);
    expect(bars[3]?.color).toBe(gradeColor(38));
    expect(bars[3]?.color).not.toBe(bars[0]?.color);
  });

  it('draws nothing without graded ascents', () => {
    expect(gradeBars([])).toEqual([]);
    expect(gradeBars([{ bucket: '5a', count: 0, climbing_types: {} }])).toEqual([]);
  });
});

describe('the max grade chart', () => {
  it('makes one row per year and one line per climbing type', () => {
    const series = maxGradeSeries([
      { year: 2024, climbing_type: 'sport_climbing', grade_value: 34 },
      { year: 2022, climbing_type: 'bouldering', grade_value: 31 },
      { year: 2024, climbing_type: 'bouldering', grade_value: 37 },
    ]);
    expect(series.types).toEqual(['bouldering', 'sport_climbing']);
    expect(series.rows).toEqual([
      { year: 2022, bouldering: 31 },
      { year: 2023 },
      { year: 2024, sport_climbing: 34, bouldering: 37 },
    ]);
    expect(maxGradeSeries([])).toEqual({ types: [], rows: [] });
  });
});
