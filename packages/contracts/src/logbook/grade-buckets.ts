import { FRENCH_GRADES } from '../platform/grades';

/**
 * The grade buckets of the charts: 1a … 9c, the `+` folded into its letter (27 bars). Bucket
 * `6a` holds values 31 (6a) and 32 (6a+). Kept apart from the wire schemas so that a page drawing
 * the charts does not load the schema library.
 */
export const GRADE_BUCKETS: readonly { text: string; value: number; degree: number }[] = FRENCH_GRADES.filter(
  (grade) => !grade.text.endsWith('+'),
);

/** The bucket a grade value falls in (`32` → `6a`), null for an unknown grade. */
export function gradeBucket(value: number | null | undefined): string | null {
  if (value === null || value === undefined || value < 1 || value > 54) return null;
  return GRADE_BUCKETS[Math.floor((value - 1) / 2)]?.text ?? null;
}
