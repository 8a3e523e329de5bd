import { z } from 'zod';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../indoor/enums';
import { MAX_GYM_LEVELS } from '../indoor/levels';
import { recordRef } from '../outdoor/wiki';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import { ascentDate } from './ascent';
import {
  ASCENT_NOTE_MAX,
  ASCENT_NOTE_MIN,
  ASCENT_STATUSES,
  HARDNESS_STATUSES,
  ROPING_STATUSES,
  SORT_DIRECTIONS,
} from './enums';

/*
 * Indoor ascents (docs/domain/ascents.md, "Indoor"): of a gym route, or without a route, by grade or by one of a
 * gym's colour levels, with a quantity ("6 × green today"). docs/decisions/040 has the model.
 */

/** The most climbs one ascent without a route stands for. */
export const INDOOR_ASCENT_QUANTITY_MAX = 100;

const levelIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_GYM_LEVELS - 1);

/**
 * `POST ascent_gym_routes.json`. Either `gym_route_id` (the route climbed: quantity 1), or no route and then
 * `climbing_type` with a `level_index` of the gym `gym_id` or a `grade_value`, and a `quantity`.
 */
export const ascentGymRouteInput = z.strictObject({
  gym_route_id: recordId().optional(),
  /**
   * Sent with `gym_route_id` by the offline queue, with the route's gym, type, level and grade below: when the
   * route was deleted meanwhile, the ascent is kept without a route instead of refused.
   */
  keep_without_route: z.boolean().optional(),
  gym_id: recordId().nullable().optional(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).optional(),
  level_index: levelIndex.nullable().optional(),
  grade_value: z.number().int().min(1).max(54).nullable().optional(),
  quantity: z.number().int().min(1).max(INDOOR_ASCENT_QUANTITY_MAX).optional(),
  released_at: ascentDate,
  ascent_status: z.enum(ASCENT_STATUSES),
  /** Null for a boulder or a board; the server takes `lead_climb` for a roped route when it is left out. */
  roping_status: z.enum(ROPING_STATUSES).nullable().optional(),
  attempt: z.number().int().min(1).max(999).nullable().optional(),
  note: z.number().int().min(ASCENT_NOTE_MIN).max(ASCENT_NOTE_MAX).nullable().optional(),
  /** The difficulty opinion: `easy` (easier than its grade), `accurate`, `sandbagged` (harder); null: none. */
  hardness_status: z.enum(HARDNESS_STATUSES).nullable().optional(),
  comment: text().trim().max(5_000).nullable().optional(),
  private_comment: text().trim().max(5_000).nullable().optional(),
  idempotency_key: z.uuid().optional(),
});
export type AscentGymRouteInput = z.infer<typeof ascentGymRouteInput>;

/** `PUT ascent_gym_routes/{id}.json`: the fields given; level, grade and quantity only on an ascent without route. */
export const ascentGymRouteUpdateInput = updateOf(
  ascentGymRouteInput.omit({
    gym_route_id: true,
    keep_without_route: true,
    gym_id: true,
    climbing_type: true,
    idempotency_key: true,
  }),
);
export type AscentGymRouteUpdateInput = z.infer<typeof ascentGymRouteUpdateInput>;

/** The gym route of an indoor ascent as it is now (null once deleted). */
export const ascentGymRouteRef = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  gym_space_id: z.number().int(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  /** Null: still mounted. */
  dismounted_at: z.string().nullable(),
});

/** One of my indoor ascents. */
export const ascentGymRoute = z.object({
  id: z.number().int(),
  kind: z.literal('gym_route'),
  /** Null for an ascent logged without a route, or once its route was deleted. */
  gym_route: ascentGymRouteRef.nullable(),
  gym: recordRef.nullable(),
  /** The route's name when it was logged (routes often have none). */
  route_name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  grade_value: z.number().int().nullable(),
  grade_text: z.string().nullable(),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  quantity: z.number().int(),
  released_at: z.string(),
  ascent_status: z.enum(ASCENT_STATUSES),
  roping_status: z.enum(ROPING_STATUSES).nullable(),
  attempt: z.number().int().nullable(),
  note: z.number().int().nullable(),
  hardness_status: z.enum(HARDNESS_STATUSES).nullable(),
  comment: z.string().nullable(),
  /** Only its author ever receives it. */
  private_comment: z.string().nullable(),
  idempotency_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AscentGymRoute = z.infer<typeof ascentGymRoute>;

export const INDOOR_ASCENT_SORTS = ['released_at', 'grade', 'gym'] as const;
export type IndoorAscentSort = (typeof INDOOR_ASCENT_SORTS)[number];

/** Filters shared by the indoor list and analytics. */
export const indoorAscentFilters = z.object({
  ascent_status: enumListQuery(ASCENT_STATUSES).optional(),
  roping_status: enumListQuery(ROPING_STATUSES).optional(),
  climbing_type: enumListQuery(GYM_ROUTE_CLIMBING_TYPES).optional(),
  gym_id: coercedRecordId().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type IndoorAscentFilters = z.infer<typeof indoorAscentFilters>;

/** `GET current_users/ascent_gym_routes.json`. */
export const indoorAscentListQuery = pageQuery.extend(indoorAscentFilters.shape).extend({
  sort: z.enum(INDOOR_ASCENT_SORTS).default('released_at'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
  gym_route_id: coercedRecordId().optional(),
  /** Words of the route or gym name. */
  query: text().trim().min(1).max(100).optional(),
});
export type IndoorAscentListQuery = z.infer<typeof indoorAscentListQuery>;

/** `GET current_users/indoor_analytiks.json`: counts are climbs (an ascent of quantity 6 counts six). */
export const indoorAnalytics = z.object({
  figures: z.object({
    ascents: z.number().int(),
    gyms: z.number().int(),
    days: z.number().int(),
    max_grade_value: z.number().int().nullable(),
  }),
  climbing_types: z.array(z.object({ climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES), count: z.number().int() })),
  /** Only grades with ascents, lowest first, split by climbing type. */
  grades: z.array(
    z.object({ bucket: z.string(), count: z.number().int(), climbing_types: z.record(z.string(), z.number().int()) }),
  ),
  /** Per colour level climbed (the level's colour), most climbed first. */
  levels: z.array(z.object({ color: z.enum(HOLD_COLORS), count: z.number().int() })),
  gyms: z.array(z.object({ gym: recordRef, count: z.number().int() })),
  /** The last 28 days up to today (UTC), oldest first, every day even without ascents. */
  last_28_days: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type IndoorAnalytics = z.infer<typeof indoorAnalytics>;

/** `GET current_users/gyms/{id}/level_progress.json`: per type and colour level, mounted routes and those I did. */
export const gymLevelProgress = z.object({
  gym: recordRef,
  climbing_types: z.array(
    z.object({
      climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
      levels: z.array(
        z.object({
          level_index: z.number().int(),
          color: z.enum(HOLD_COLORS),
          /** Mounted routes of this level now. */
          mounted: z.number().int(),
          /** Of those, the ones I did (any status but project, any day). */
          done: z.number().int(),
        }),
      ),
    }),
  ),
});
export type GymLevelProgress = z.infer<typeof gymLevelProgress>;

/** `GET current_users/gym_route_statuses.json?gym_id=`: my status on a gym's routes (only those I logged). */
export const gymRouteStatus = z.object({
  gym_route_id: z.number().int(),
  status: z.enum(['done', 'project']),
  ascents_count: z.number().int(),
  last_released_at: z.string(),
});
export type GymRouteStatus = z.infer<typeof gymRouteStatus>;

export const gymRouteStatusQuery = z.object({ gym_id: coercedRecordId() });
