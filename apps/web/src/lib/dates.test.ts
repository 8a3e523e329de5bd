import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from './dates';

describe('today in the climber’s time zone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is already the new day at 00:30 in Paris, while UTC still says yesterday', () => {
    vi.useFakeTimers();
    // 00:30 in Paris in winter (UTC+1) and in summer (UTC+2).
    vi.setSystemTime(new Date('2026-01-14T23:30:00Z'));
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-01-14');
    expect(localToday(new Date(), 'Europe/Paris')).toBe('2026-01-15');
    vi.setSystemTime(new Date('2026-07-14T22:30:00Z'));
    expect(localToday(new Date(), 'Europe/Paris')).toBe('2026-07-15');
  });

  it('is still today late in the evening', () => {
    expect(localToday(new Date('2026-05-31T21:30:00Z'), 'Europe/Paris')).toBe('2026-05-31');
    expect(localToday(new Date('2026-12-31T22:59:00Z'), 'Europe/Paris')).toBe('2026-12-31');
  });

  it('follows the browser’s own time zone by default', () => {
    expect(localToday(new Date(2026, 4, 31, 23, 30))).toBe('2026-05-31');
    expect(localToday(new Date(2026, 0, 2, 0, 10))).toBe('2026-01-02');
  });
});
