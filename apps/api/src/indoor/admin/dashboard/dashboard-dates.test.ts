import { describe, expect, it } from 'vitest';
import { addDays, dashboardWindows, dayIn, daysBetween, startOfDayIn } from './dashboard-dates';

describe('the dashboard’s days', () => {
  it('reads the day in the gym’s time zone', () => {
    const lateEvening = new Date('2025-03-10T23:30:00Z');
    expect(dayIn(lateEvening, 'Europe/Paris')).toBe('2025-03-11');
    expect(dayIn(lateEvening, 'America/Montreal')).toBe('2025-03-10');
    expect(dayIn(lateEvening, 'Not/AZone')).toBe('2025-03-10');
  });

  it('counts 28 days with today, and the 28 before', () => {
    expect(dashboardWindows(new Date('2025-03-10T12:00:00Z'), 'Europe/Paris')).toEqual({
      previousFrom: '2025-01-14',
      from: '2025-02-11',
      to: '2025-03-10',
    });
    expect(daysBetween('2025-02-11', '2025-03-10')).toBe(27);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('starts a day at the zone’s midnight, in winter and in summer', () => {
    expect(startOfDayIn('2025-01-15', 'Europe/Paris').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfDayIn('2025-07-15', 'Europe/Paris').toISOString()).toBe('2025-07-14T22:00:00.000Z');
    expect(startOfDayIn('2025-07-15', 'UTC').toISOString()).toBe('2025-07-15T00:00:00.000Z');
  });
});
