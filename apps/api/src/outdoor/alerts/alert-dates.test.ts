import { describe, expect, it } from 'vitest';
import { earliestToday } from './alert-dates';

describe('earliestToday', () => {
  it('is the UTC date once noon UTC has passed', () => {
    expect(earliestToday(new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01');
    expect(earliestToday(new Date('2026-06-01T23:59:59Z'))).toBe('2026-06-01');
  });

  it('is still the day before until noon UTC, while that day lasts at UTC−12', () => {
    expect(earliestToday(new Date('2026-06-01T11:59:59Z'))).toBe('2026-05-31');
    expect(earliestToday(new Date('2026-06-01T00:00:00Z'))).toBe('2026-05-31');
  });

  it('crosses months and years', () => {
    expect(earliestToday(new Date('2027-01-01T06:00:00Z'))).toBe('2026-12-31');
  });
});
