import { ROUTE_STATISTICS_DEFAULT_MONTHS, ROUTE_STATISTICS_MAX_YEARS, type ValidationErrors } from '@climb/contracts';
import { addDays } from '../dashboard/dashboard-dates';

/*
 * The statistics' period, in the gym's days: the dates given, or the last 12 months up to today (today and the day
 * after the same date a year before, both included). Pure, so the days are tested apart from the clock.
 */

/** A date moved by whole months, its day kept or brought back to the month's last (31 March − 1 month: 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}

export interface StatisticsPeriod {
  from: string;
  to: string;
}

/**
 * The period the filters name, or the rules they break: `to` before `from` is `out_of_order` (on `to`, or on `from`
 * when only it was given), a period longer than 10 years `from: too_small`.
 */
export function statisticsPeriod(
  given: { from?: string | undefined; to?: string | undefined },
  today: string,
): StatisticsPeriod | { errors: ValidationErrors } {
  const to = given.to ?? today;
  const from = given.from ?? addDays(addMonths(to, -ROUTE_STATISTICS_DEFAULT_MONTHS), 1);
  if (to < from) return { errors: { [given.to === undefined ? 'from' : 'to']: ['out_of_order'] } };
  if (from < addMonths(to, -12 * ROUTE_STATISTICS_MAX_YEARS)) return { errors: { from: ['too_small'] } };
  return { from, to };
}

/** Every month (`YYYY-MM`) the period touches, oldest first. */
export function monthsOf(period: StatisticsPeriod): string[] {
  const months: string[] = [];
  let day = `${period.from.slice(0, 7)}-01`;
  while (day.slice(0, 7) <= period.to.slice(0, 7)) {
    months.push(day.slice(0, 7));
    day = addMonths(day, 1);
  }
  return months;
}
