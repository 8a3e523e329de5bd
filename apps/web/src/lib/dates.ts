/**
 * Today on the climber's own calendar (`YYYY-MM-DD`, as a date input writes it), not in UTC:
 * `toISOString()` would still say yesterday between midnight and 1–2 am in France. The time zone
 * is the browser's unless one is given.
 */
export function localToday(now = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
