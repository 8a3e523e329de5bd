import { DASHBOARD_WINDOW_DAYS } from '@climb/contracts';

/*
 * The dashboard's windows, in the gym's days: the current one is today and the 27 days before, the previous one the
 * 28 days before that. Pure, so the days are tested apart from the clock and the database.
 */

const DAY_MS = 86_400_000;

/** The date (`YYYY-MM-DD`) an instant falls on in a time zone (an unknown zone reads as UTC). */
export function dayIn(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** A date moved by a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a day starts in a time zone (its midnight, or the first instant after it on a change of hour). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  let guess = utc;
  // Two passes: the offset of the zone at the guessed instant, then at the corrected one (a change of hour).
  for (let pass = 0; pass < 2; pass += 1) guess = utc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** The zone's offset from UTC at an instant, in milliseconds (Paris in summer: +2 h). */
function offsetAt(instant: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(instant);
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The two windows of the dashboard as the gym's days on `now`. */
export function dashboardWindows(now: Date, timeZone: string) {
  const to = dayIn(now, timeZone);
  const from = addDays(to, 1 - DASHBOARD_WINDOW_DAYS);
  const previousFrom = addDays(from, -DASHBOARD_WINDOW_DAYS);
  return { previousFrom, from, to };
}
