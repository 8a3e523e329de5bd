import { describe, expect, it } from 'vitest';
import { addMonths, monthsOf, statisticsPeriod } from './statistics-period';

describe('the statistics’ period', () => {
  it('moves by months, keeping the day or the month’s last', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('reads the last 12 months up to today by default', () => {
    expect(statisticsPeriod({}, '2026-03-10')).toEqual({ from: '2025-03-11', to: '2026-03-10' });
    expect(statisticsPeriod({ to: '2025-12-31' }, '2026-03-10')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(statisticsPeriod({ from: '2026-01-01' }, '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });

  it('refuses a period backwards or longer than 10 years', () => {
    expect(statisticsPeriod({ from: '2026-02-01', to: '2026-01-31' }, '2026-03-10')).toEqual({
      errors: { to: ['out_of_order'] },
    });
    expect(statisticsPeriod({ from: '2026-04-01' }, '2026-03-10')).toEqual({ errors: { from: ['out_of_order'] } });
    expect(statisticsPeriod({ from: '2016-03-10', to: '2026-03-10' }, '2026-03-10')).toEqual({
      from: '2016-03-10',
      to: '2026-03-10',
    });
    expect(statisticsPeriod({ from: '2016-03-09', to: '2026-03-10' }, '2026-03-10')).toEqual({
      errors: { from: ['too_small'] },
    });
    expect(statisticsPeriod({ from: '2026-01-05', to: '2026-01-05' }, '2026-03-10')).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
    });
  });

  it('lists every month the period touches', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-01-05', to: '2026-01-05' })).toEqual(['2026-01']);
    expect(monthsOf({ from: '2016-03-10', to: '2026-03-10' })).toHaveLength(121);
  });
});
