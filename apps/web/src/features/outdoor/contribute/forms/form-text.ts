/**
 * Form inputs hold text; bodies hold numbers or null. Blank means "not said" (null); a French
 * decimal comma is read as a point; anything else that is no number stays NaN, so the contract's
 * schema reports it as `not_a_number` instead of the form guessing.
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

/** A stored number as an input shows it: '' for null. */
export function textOf(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A select's '' ("not said") as null. */
export function choiceOrNull<Value extends string>(value: Value | ''): Value | null {
  return value === '' ? null : value;
}
