/** The strings of a translation read with `returnObjects: true` (a JSON array of lines); anything else gives none. */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
