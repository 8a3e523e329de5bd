/*
 * What the organisers' forms hold as text and what the API reads: instants shown in the browser's time, numbers and
 * optional texts empty when left out.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the browser's time; empty for none. */
export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** A `datetime-local` input's value as the API's instant; null for an empty one, the text as typed when unreadable. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A number typed in a field: null when empty, `NaN` when not a number (the contract's rules then tell it). */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** An optional text: null when empty. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A number as a field shows it. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
