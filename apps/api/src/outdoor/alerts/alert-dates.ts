/** UTC−12, the last time zone where a calendar day ends. */
const LAST_TIME_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

/**
 * The earliest calendar date that is still "today" somewhere on Earth (YYYY-MM-DD). An alert runs
 * through its `ends_on` day wherever its readers are, and a climber is never told that their own
 * today is in the past.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - LAST_TIME_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}
