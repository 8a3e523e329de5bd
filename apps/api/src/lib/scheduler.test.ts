import { describe, expect, it } from 'vitest';
import { addDays, isoWeekMonday, isoWeekPeriod } from './scheduler';

describe('ISO weeks', () => {
  it('name the week a day is in, the year being that of its Thursday', () => {
    expect(isoWeekPeriod(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekPeriod(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekPeriod(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    // 1 January 2027 is a Friday: the last week of 2026 (which has 53).
    expect(isoWeekPeriod(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    // 29 December 2025 is a Monday whose Thursday is in 2026.
    expect(isoWeekPeriod(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
  });

  it('give back their Monday, and nothing for a week that does not exist', () => {
    expect(isoWeekMonday('2026-W48')).toBe('2026-11-23');
    expect(isoWeekMonday('2026-W01')).toBe('2025-12-29');
    expect(isoWeekMonday('2026-W53')).toBe('2026-12-28');
    expect(isoWeekMonday('2025-W53')).toBeNull();
    expect(isoWeekMonday('2026-W00')).toBeNull();
    expect(isoWeekMonday('2026-48')).toBeNull();
  });

  it('round-trip for every Monday of several years', () => {
    for (let day = new Date('2024-01-01T00:00:00Z'); day < new Date('2031-01-01T00:00:00Z'); ) {
      const monday = day.toISOString().slice(0, 10);
      expect(isoWeekMonday(isoWeekPeriod(day))).toBe(monday);
      day = new Date(`${addDays(monday, 7)}T00:00:00Z`);
    }
  });

  it('add days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
