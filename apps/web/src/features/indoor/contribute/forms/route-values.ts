import {
  type ClimbingStyle,
  type GymLevelStep,
  type GymLevels,
  type GymRoute,
  type GymRouteClimbingType,
  type GymRouteInput,
  gymRouteInput,
  type HoldColor,
  type ValidationErrors,
} from '@climb/contracts';
import { validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, dayOf, numberOrNull, textOf, textOrNull, today } from './form-text';

export interface RouteValues extends Record<string, unknown> {
  gym_sector_id: string;
  climbing_type: GymRouteClimbingType | '';
  /** The route's level in the gym's scale for its type, from 0; '' for none. */
  level_index: string;
  hold_colors: HoldColor[];
  tag_colors: HoldColor[];
  /** A grade value of the French scale (1 = 1a … 54 = 9c+); '' for none (the level's, if any). */
  grade_value: string;
  sub_level: string;
  fixed_points: string;
  anchor_number: string;
  openers: string[];
  /** The gym's openers chosen (their ids as text); chosen ones give the names the route shows. */
  gym_opener_ids: string[];
  styles: ClimbingStyle[];
  opened_at: string;
  dismounted_at: string;
  name: string;
  description: string;
}

export function emptyRouteValues(
  sectorId: number,
  climbingType: GymRouteClimbingType | null,
  now: Date = new Date(),
): RouteValues {
  return {
    gym_sector_id: String(sectorId),
    climbing_type: climbingType ?? '',
    level_index: '',
    hold_colors: [],
    tag_colors: [],
    grade_value: '',
    sub_level: '',
    fixed_points: '',
    anchor_number: '',
    openers: [],
    gym_opener_ids: [],
    styles: [],
    opened_at: today(now),
    dismounted_at: '',
    name: '',
    description: '',
  };
}

export const routeValuesOf = (route: GymRoute): RouteValues => ({
  gym_sector_id: String(route.gym_sector_id),
  climbing_type: route.climbing_type,
  level_index: textOf(route.level_index),
  hold_colors: [...route.hold_colors],
  tag_colors: [...route.tag_colors],
  grade_value: textOf(route.grade_value),
  sub_level: textOf(route.sub_level),
  fixed_points: textOf(route.fixed_points),
  anchor_number: textOf(route.anchor_number),
  openers: [...route.openers],
  gym_opener_ids: route.gym_opener_ids.map(String),
  styles: [...route.styles],
  opened_at: dayOf(route.opened_at),
  dismounted_at: dayOf(route.dismounted_at),
  name: route.name ?? '',
  description: route.description ?? '',
});

/** The body of `POST gym_routes.json` and `PUT gym_routes/{id}.json` (every field). */
export function routeBody(values: RouteValues): GymRouteInput {
  return {
    gym_sector_id: numberOrNull(values.gym_sector_id) as number,
    // No type chosen is sent as null, which the schema refuses as `required`.
    climbing_type: choiceOrNull(values.climbing_type) as GymRouteClimbingType,
    level_index: numberOrNull(values.level_index),
    hold_colors: values.hold_colors,
    tag_colors: values.tag_colors,
    grade_value: numberOrNull(values.grade_value),
    sub_level: numberOrNull(values.sub_level),
    fixed_points: numberOrNull(values.fixed_points),
    anchor_number: numberOrNull(values.anchor_number),
    openers: values.openers.map((opener) => opener.trim()).filter((opener) => opener !== ''),
    gym_opener_ids: values.gym_opener_ids.map(Number),
    styles: values.styles,
    opened_at: values.opened_at,
    dismounted_at: values.dismounted_at === '' ? null : values.dismounted_at,
    name: textOrNull(values.name),
    description: textOrNull(values.description),
  };
}

export const validateRoute = (values: RouteValues): ValidationErrors => validateWith(gymRouteInput, routeBody(values));

/** The gym's levels for a type of route, easiest first; none when the type has no scale. */
export function levelsOf(scales: readonly GymLevels[], type: GymRouteClimbingType | ''): GymLevelStep[] {
  return scales.find((scale) => scale.climbing_type === type)?.levels ?? [];
}

/**
 * Choosing a level: the route takes its colour as a level and its default grade, when it has one (the grade can
 * still be changed after). No level leaves the grade as it is.
 */
export function withLevel(values: RouteValues, levels: readonly GymLevelStep[], index: string): RouteValues {
  const level = index === '' ? undefined : levels[Number(index)];
  return {
    ...values,
    level_index: index,
    grade_value: level?.grade_value ? String(level.grade_value) : values.grade_value,
  };
}
