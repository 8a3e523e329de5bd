import { describe, expect, it } from 'vitest';
import { periodBackwards, readStatisticsFilters, statisticsQuery, writeStatisticsFilters } from './statistics-filters';

describe('the statistics’ filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    expect(readStatisticsFilters(new URLSearchParams('type=pan&space=4&from=2025-01-01&to=2025-12-31'))).toEqual({
      type: 'pan',
      space: 4,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(readStatisticsFilters(new URLSearchParams('type=ice&space=-2&from=2025-02-30&to=hier'))).toEqual({
      type: null,
      space: null,
      from: null,
      to: null,
    });
    expect(readStatisticsFilters(new URLSearchParams('space=99999999999')).space).toBeNull();
  });

  it('writes the filters given, keeps the other parameters, and makes the API’s query', () => {
    const filters = { type: 'bouldering' as const, space: null, from: '2025-03-01', to: null };
    expect(writeStatisticsFilters(new URLSearchParams('space=3&lang=en'), filters).toString()).toBe(
      'lang=en&type=bouldering&from=2025-03-01',
    );
    expect(statisticsQuery(filters)).toEqual({ climbing_type: 'bouldering', from: '2025-03-01' });
    expect(periodBackwards({ ...filters, to: '2025-02-01' })).toBe(true);
    expect(periodBackwards(filters)).toBe(false);
  });
});
