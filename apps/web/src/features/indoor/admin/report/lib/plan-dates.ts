/** A plan's day (`YYYY-MM-DD`) as the language writes it, the same wherever the reader is. */
export function planDay(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC', dateStyle: 'long' });
}
