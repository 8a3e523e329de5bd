import { FRENCH_GRADES } from '../platform/grades';

/**
 * The grade buckets of the charts: every grade as climbed, 1a … 9c+ (54 bars), so a 7c+ is counted
 * under 7c+ as the hardest-grade figures show it, not under 7c. Kept apart from the wire schemas so
 * that a page drawing the charts does not load the schema library.
 */
export const GRADE_BUCKETS: readonly { text: string; value: number; degree: number }[] = FRENCH_GRADES;

/** The bucket a grade value falls in (`42` → `7c+`), null for an unknown grade. */
export function gradeBucket(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isInteger(value)) return null;
  return GRADE_BUCKETS[value - 1]?.text ?? null;
}
