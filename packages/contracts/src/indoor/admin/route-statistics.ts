import { z } from 'zod';
import { coercedRecordId } from '../../platform/validation';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../enums';
import { ROUTE_AGE_BUCKETS } from './route-statistics-rules';

/*
 * The routes' statistics (docs/domain/indoor.md, "Administration"): the gym's routes by grade and by level against
 * the mounted set, opening frequency per sector, ages of the mounted routes, notes, likes, difficulty opinions. The
 * pure rules (buckets, thresholds) are in `route-statistics-rules.ts`, re-exported here.
 */

export * from './route-statistics-rules';

/** `GET gyms/{id}/route_statistics.json`: the filters; the period defaults to the last 12 months (gym's days). */
export const routeStatisticsQuery = z.object({
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).optional(),
  gym_space_id: coercedRecordId().optional(),
  /** First and last opening dates of the period, both included; at most 10 years apart. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type RouteStatisticsQuery = z.infer<typeof routeStatisticsQuery>;

const count = z.number().int();

/** A level of the gym's scale for a type (`level_index` null: the routes without a level). */
const levelKey = {
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  level_index: z.number().int().nullable(),
  /** The scale's colour at that index (for a level no longer in the scale, its routes' colour). */
  color: z.enum(HOLD_COLORS).nullable(),
};

/** One level: how many of its routes are mounted now, and how many were opened in the period. */
export const routeStatisticsLevel = z.object({ ...levelKey, mounted: count, opened: count });
export type RouteStatisticsLevel = z.infer<typeof routeStatisticsLevel>;

/** One grade (its French text; null: routes without a grade): mounted now, opened in the period. */
export const routeStatisticsGrade = z.object({
  grade_value: z.number().int().nullable(),
  grade_text: z.string().nullable(),
  mounted: count,
  opened: count,
});
export type RouteStatisticsGrade = z.infer<typeof routeStatisticsGrade>;

/** A sector: its routes opened in each month of the period (aligned on `months`), and its last opening ever. */
export const routeStatisticsSector = z.object({
  id: z.number().int(),
  name: z.string(),
  gym_space_id: z.number().int(),
  space_name: z.string(),
  opened: count,
  months: z.array(count),
  last_opened_at: z.iso.date().nullable(),
  /** Days from its last opening to today (gym's day); null: never opened. */
  days_since_last_opening: z.number().int().nullable(),
});
export type RouteStatisticsSector = z.infer<typeof routeStatisticsSector>;

/** A level's notes: the mean of every climber's note (0 to 6) on its routes opened in the period. */
export const routeStatisticsNotes = z.object({
  ...levelKey,
  mean: z.number().nullable(),
  /** Routes with at least one note, and the notes given. */
  routes_with_notes: count,
  votes: count,
});
export type RouteStatisticsNotes = z.infer<typeof routeStatisticsNotes>;

/** A level's difficulty opinions: its routes opened in the period found soft, right or hard, or without consensus. */
export const routeStatisticsOpinions = z.object({
  ...levelKey,
  soft: count,
  right: count,
  hard: count,
  unrated: count,
});
export type RouteStatisticsOpinions = z.infer<typeof routeStatisticsOpinions>;

/** One of the most liked mounted routes. */
export const routeStatisticsLikedRoute = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  grade_text: z.string().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  opened_at: z.iso.date(),
  likes_count: count,
  sector: z.object({ id: z.number().int(), name: z.string() }),
});
export type RouteStatisticsLikedRoute = z.infer<typeof routeStatisticsLikedRoute>;

/** `GET gyms/{id}/route_statistics.json`. */
export const gymRouteStatistics = z.object({
  gym: z.object({ id: z.number().int(), name: z.string(), slug_name: z.string() }),
  /** The filters as read: the period's bounds filled in, and the gym's today. */
  filters: z.object({
    climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
    gym_space_id: z.number().int().nullable(),
    from: z.iso.date(),
    to: z.iso.date(),
    today: z.iso.date(),
  }),
  /** The gym's spaces, in order, to filter by. */
  spaces: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Routes mounted now, and opened in the period (mounted or dismounted since). */
  totals: z.object({ mounted: count, opened: count }),
  levels: z.array(routeStatisticsLevel),
  grades: z.array(routeStatisticsGrade),
  /** The period's months (`YYYY-MM`), oldest first. */
  months: z.array(z.string()),
  sectors: z.array(routeStatisticsSector),
  ages: z.object({
    buckets: z.array(z.object({ bucket: z.enum(ROUTE_AGE_BUCKETS), count })),
    /** Mean age of the mounted routes in days; null without any. */
    mean_days: z.number().int().nullable(),
  }),
  notes: z.array(routeStatisticsNotes),
  likes: z.object({
    /** Likes of the routes opened in the period, and of the routes mounted now. */
    total: count,
    mounted_total: count,
    top: z.array(routeStatisticsLikedRoute),
  }),
  opinions: z.array(routeStatisticsOpinions),
});
export type GymRouteStatistics = z.infer<typeof gymRouteStatistics>;
