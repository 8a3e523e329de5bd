import { z } from 'zod';
import { recordRef } from '../outdoor/wiki';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { recordId, text, updateOf } from '../platform/validation';
import { CLIMBING_STYLES } from './admin/climbing-styles';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from './enums';
import { MAX_GYM_LEVELS } from './levels';

/** A day, `YYYY-MM-DD`, a real one (`2026-02-30` is refused). */
const calendarDate = z.iso.date();
const colors = z.array(z.enum(HOLD_COLORS)).max(4);

/** A route's picture or thumbnail as stored: its address and size in pixels. */
export const gymRouteImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** What a sector's list, the gym's route table and a route label show. */
export const gymRouteSummary = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  gym_space_id: z.number().int(),
  gym_sector_id: z.number().int(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  tag_colors: z.array(z.enum(HOLD_COLORS)),
  grade_value: z.number().int().nullable(),
  grade_text: z.string().nullable(),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  sub_level: z.number().int().nullable(),
  anchor_number: z.number().int().nullable(),
  points: z.number().int().nullable(),
  openers: z.array(z.string()),
  opened_at: z.string(),
  dismounted_at: z.string().nullable(),
  thumbnail: z.string().nullable(),
  sector_name: z.string(),
});
export type GymRouteSummary = z.infer<typeof gymRouteSummary>;

/** `GET gym_routes/{id}.json`: the route panel. */
export const gymRoute = gymRouteSummary.extend({
  description: z.string().nullable(),
  pitches_count: z.number().int(),
  fixed_points: z.number().int().nullable(),
  picture: gymRouteImage.nullable(),
  gym: recordRef,
  space: recordRef,
  likes_count: z.number().int(),
  /** Ascents that are not projects, and the distinct climbers of those. */
  ascents_count: z.number().int(),
  climbers_count: z.number().int(),
  /** The climbers' mean note 0–6 (null until enough votes, docs/domain/ascents.md), and how many voted. */
  note: z.number().nullable(),
  note_count: z.number().int(),
  /** Mean difficulty opinion from −1 (easier) to +1 (harder), null until enough votes, and how many voted. */
  hardness_value: z.number().nullable(),
  hardness_count: z.number().int(),
  /** The gym's openers who set it (`openers` holds their names as shown). */
  gym_opener_ids: z.array(z.number().int()),
  /** The climbing styles it is tagged with (`CLIMBING_STYLES`). */
  styles: z.array(z.enum(CLIMBING_STYLES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymRoute = z.infer<typeof gymRoute>;

const routeFields = {
  name: text().trim().max(120).nullable().optional(),
  description: text().trim().max(5_000).nullable().optional(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  hold_colors: colors.min(1),
  tag_colors: colors.optional(),
  /** A grade value (1 = 1a … 54 = 9c+); without it, the level's grade. */
  grade_value: z.number().int().min(1).max(54).nullable().optional(),
  pitches_count: z.number().int().min(1).max(10).optional(),
  fixed_points: z.number().int().min(0).max(100_000).nullable().optional(),
  /** The route's level in the gym's scale for its type (`GET gyms/{id}/levels.json`), from 0. */
  level_index: z
    .number()
    .int()
    .min(0)
    .max(MAX_GYM_LEVELS - 1)
    .nullable()
    .optional(),
  sub_level: z.number().int().min(1).max(3).nullable().optional(),
  anchor_number: z.number().int().min(0).max(999).nullable().optional(),
  openers: z.array(text().trim().min(1).max(60)).max(10).optional(),
  /**
   * The gym's openers who set it (`GET gyms/{id}/gym_openers.json`): each one of the route's gym, not archived for a
   * new route (else 422 `gym_opener_ids: not_included`); given, they set `openers` to their names.
   */
  gym_opener_ids: z.array(recordId()).max(10).optional(),
  styles: z.array(z.enum(CLIMBING_STYLES)).max(CLIMBING_STYLES.length).optional(),
  opened_at: calendarDate,
  dismounted_at: calendarDate.nullable().optional(),
};

/** `POST gym_routes.json`: a route set in a sector. */
export const gymRouteInput = z.strictObject({ gym_sector_id: recordId(), ...routeFields });
export type GymRouteInput = z.infer<typeof gymRouteInput>;
/** `PUT gym_routes/{id}.json`: the fields given; a route may move to another sector of its gym. */
export const gymRouteUpdateInput = updateOf(z.strictObject({ gym_sector_id: recordId(), ...routeFields }));
export type GymRouteUpdateInput = z.infer<typeof gymRouteUpdateInput>;

/** How the route table sorts. */
export const GYM_ROUTE_ORDERS = ['newest', 'oldest', 'hardest', 'easiest'] as const;

/** `GET gyms/{id}/gym_routes.json`: the mounted routes, filtered and sorted. */
export const gymRouteListQuery = pageQuery.extend({
  gym_sector_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  gym_space_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  climbing_types: enumListQuery(GYM_ROUTE_CLIMBING_TYPES).optional(),
  colors: enumListQuery(HOLD_COLORS).optional(),
  grade_min: z.coerce.number().int().min(1).max(54).optional(),
  grade_max: z.coerce.number().int().min(1).max(54).optional(),
  order: z.enum(GYM_ROUTE_ORDERS).default('newest'),
});
export type GymRouteListQuery = z.infer<typeof gymRouteListQuery>;
