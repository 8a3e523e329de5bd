/**
 * Form inputs hold text; bodies hold numbers or null. Blank means "not said" (null); a French decimal comma is
 * read as a point; anything else that is no number stays NaN, so that the contract's schema reports it as
 * `not_a_number` instead of the form guessing.
 */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** A trimmed text, or null when blank. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored number or text as an input shows it: '' for null. */
export function textOf(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A select's '' ("not said") as null. */
export function choiceOrNull<Value extends string>(value: Value | ''): Value | null {
  return value === '' ? null : value;
}

/** Today in the climber's own calendar, `YYYY-MM-DD` (the day a route opens unless told). */
export function today(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day of a stored date or timestamp, as a date input holds it (`2024-03-01T…` → `2024-03-01`). */
export function dayOf(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
