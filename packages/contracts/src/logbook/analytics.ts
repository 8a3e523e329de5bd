import { z } from 'zod';
import { CLIMBING_TYPES } from '../accounts/enums';
import type { ErrorCode } from '../platform/errors';
import { FRENCH_GRADES } from '../platform/grades';
import { ascentFilters } from './ascent';
import { ascentFigures } from './sessions';

/**
 * The grade buckets of the charts: 1a … 9c, the `+` folded into its letter (27 bars). Bucket
 * `6a` holds values 31 (6a) and 32 (6a+).
 */
export const GRADE_BUCKETS: readonly { text: string; value: number; degree: number }[] = FRENCH_GRADES.filter(
  (grade) => !grade.text.endsWith('+'),
);

/** The bucket a grade value falls in (`32` → `6a`), null for an unknown grade. */
export function gradeBucket(value: number | null | undefined): string | null {
  if (value === null || value === undefined || value < 1 || value > 54) return null;
  return GRADE_BUCKETS[Math.floor((value - 1) / 2)]?.text ?? null;
}

/** `GET current_users/outdoor_analytiks.json` and `users/{userSlug}/outdoor_analytiks.json`. */
export const analytiksQuery = ascentFilters;

export const outdoorAnalytiks = z.object({
  /** `ascents` counts every ascent that is not a project; `metres` their height. */
  figures: ascentFigures.extend({ countries: z.number().int(), regions: z.number().int() }),
  climbing_types: z.array(z.object({ climbing_type: z.enum(CLIMBING_TYPES), count: z.number().int() })),
  /** Only buckets with ascents, lowest first, split by climbing type. */
  grades: z.array(
    z.object({
      bucket: z.string(),
      count: z.number().int(),
      climbing_types: z.record(z.string(), z.number().int()),
    }),
  ),
  max_grade_by_year: z.array(
    z.object({ year: z.number().int(), climbing_type: z.enum(CLIMBING_TYPES), grade_value: z.number().int() }),
  ),
  /** `YYYY-MM`, oldest first, only months with ascents. */
  months: z.array(z.object({ month: z.string(), count: z.number().int() })),
  years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
export type OutdoorAnalytiks = z.infer<typeof outdoorAnalytiks>;

/** A climber's analytics another climber asks for: 403 with this code when their outdoor ascents are private. */
export const PRIVATE_ASCENTS_CODE = 'private_ascents' satisfies ErrorCode;
