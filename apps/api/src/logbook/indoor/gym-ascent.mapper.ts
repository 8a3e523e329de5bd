import {
  type AscentGymRoute,
  GYM_ROUTE_CLIMBING_TYPES,
  type GymLevelProgress,
  type GymRouteClimbingType,
  type GymRouteStatus,
  type HoldColor,
  type RecordRef,
} from '@climb/contracts';
import type { GymAscentDetailRow, GymRouteAscentStatusRow, LevelProgressRow } from './gym-ascent.repository';

/** One of my indoor ascents, as only its author receives it (with the private comment). */
export function toAscentGymRoute(row: GymAscentDetailRow): AscentGymRoute {
  // Left joins: the route's columns are all null once it was deleted, the gym's once it was.
  const route =
    row.route_id !== null && row.route_gym_space_id !== null && row.route_hold_colors !== null
      ? {
          id: row.route_id,
          name: row.route_name_now,
          gym_space_id: row.route_gym_space_id,
          hold_colors: row.route_hold_colors,
          dismounted_at: row.route_dismounted_at,
        }
      : null;
  return {
    id: row.id,
    kind: 'gym_route',
    gym_route: route,
    gym:
      row.gym_id !== null && row.gym_name !== null
        ? { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name ?? '' }
        : null,
    route_name: row.route_name,
    // An indoor ascent is always of a gym route's type (the column is wider for the outdoor ones).
    climbing_type: row.climbing_type as GymRouteClimbingType,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    level_index: row.level_index,
    level_color: row.level_color,
    quantity: row.quantity,
    released_at: row.released_at,
    ascent_status: row.ascent_status,
    roping_status: row.roping_status,
    attempt: row.attempt,
    note: row.note,
    hardness_status: row.hardness_status,
    comment: row.comment,
    private_comment: row.private_comment,
    idempotency_key: row.idempotency_key,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `done` once an ascent of the route is not a project, `project` while all of them are. */
export function toGymRouteStatus(row: GymRouteAscentStatusRow): GymRouteStatus {
  return {
    gym_route_id: row.gym_route_id,
    status: row.done ? 'done' : 'project',
    ascents_count: row.ascents_count,
    last_released_at: row.last_released_at,
  };
}

/** A gym's scale for one type of route: its colours, easiest first. */
export interface GymScale {
  climbing_type: GymRouteClimbingType;
  levels: readonly { color: HoldColor }[];
}

/**
 * My progress per colour level of a gym: each type of its scales that it offers or has mounted routes of (in the
 * order of the types), each level of the scale with its mounted routes now and those of them I did. A route at a
 * level the scale no longer has counts nowhere.
 */
export function toGymLevelProgress(
  gym: RecordRef,
  offered: readonly string[],
  scales: readonly GymScale[],
  counts: readonly LevelProgressRow[],
): GymLevelProgress {
  const byLevel = new Map(counts.map((row) => [`${row.climbing_type}|${row.level_index}`, row]));
  const mountedTypes = new Set(counts.map((row) => row.climbing_type));
  const scaleOf = new Map(scales.map((scale) => [scale.climbing_type, scale]));
  return {
    gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
    climbing_types: GYM_ROUTE_CLIMBING_TYPES.flatMap((type) => {
      const scale = scaleOf.get(type);
      if (!scale || !(offered.includes(type) || mountedTypes.has(type))) return [];
      return [
        {
          climbing_type: type,
          levels: scale.levels.map((level, index) => {
            const row = byLevel.get(`${type}|${index}`);
            return { level_index: index, color: level.color, mounted: row?.mounted ?? 0, done: row?.done ?? 0 };
          }),
        },
      ];
    }),
  };
}
