/** Helpers of the logbook-home journeys; logging ascents through the API is `support/logbook.ts`. */

/** `YYYY-MM-DD` a number of days before today (UTC): a day an ascent can be logged on. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A CSV in our own format (docs/samples/cordee-ascents.csv): the columns an import needs, by name. */
export function cordeeCsv(
  rows: { released_at: string; route_name: string; crag_name: string; ascent_status: string }[],
): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = rows.map((row) =>
    [row.released_at, row.route_name, row.crag_name, row.ascent_status, 'lead_climb'].map(quote).join(','),
  );
  return ['released_at,route_name,crag_name,ascent_status,roping_status', ...lines].join('\r\n');
}
