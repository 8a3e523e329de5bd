import { z } from 'zod';
import { CLIMBING_TYPES } from '../accounts/enums';
import type { ErrorCode } from '../platform/error-codes';
import { text } from '../platform/validation';
import { ascentFilters } from './ascent';
import { ascentFigures } from './climbing-session';

/** `GET current_users/outdoor_analytiks.json` and `users/{userSlug}/outdoor_analytiks.json`. */
export const analyticsQuery = ascentFilters;

/** `users/{userSlug}/outdoor_analytiks.json`: the climber's slug. */
export const climberSlugParams = z.object({ userSlug: text().min(1).max(140) });

export const outdoorAnalytics = z.object({
  /** Over the filtered ascents (by default every status but project): `metres` is their height. */
  figures: ascentFigures.extend({ countries: z.number().int(), regions: z.number().int() }),
  climbing_types: z.array(z.object({ climbing_type: z.enum(CLIMBING_TYPES), count: z.number().int() })),
  /** Only grades with ascents, as climbed (`7c+` apart from `7c`), lowest first, split by climbing type. */
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
export type OutdoorAnalytics = z.infer<typeof outdoorAnalytics>;

/** A climber's analytics another climber asks for: 403 with this code when their outdoor ascents are private. */
export const PRIVATE_ASCENTS_CODE = 'private_ascents' satisfies ErrorCode;
