/**
 * The strings of a translation read with `returnObjects: true` (a JSON array of paragraphs).
 * Anything else gives an empty list rather than rendering `[object Object]`.
 */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
