import { z } from 'zod';
import { GYM_ROUTE_CLIMBING_TYPES, type GymRouteClimbingType, HOLD_COLORS, type HoldColor } from './enums';
import { pointsByGrade } from './level-points';

/** The most levels a gym's scale holds for one climbing type. */
export const MAX_GYM_LEVELS = 20;

/** The grade values of the scale (docs/domain/grades.md): 1 (1a) to 54 (9c+). */
const gradeValue = z.number().int().min(1).max(54);

/** One level of a gym's scale: its colour, the grade and points a route of it gets unless it says otherwise. */
export const gymLevelStep = z.object({
  color: z.enum(HOLD_COLORS),
  grade_value: gradeValue.nullable(),
  points: z.number().int().min(0).max(100_000).nullable(),
});
export type GymLevelStep = z.infer<typeof gymLevelStep>;

/** `GET gyms/{id}/levels.json`: the gym's scale for each type of route, easiest level first. */
export const gymLevels = z.object({
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  levels: z.array(gymLevelStep).max(MAX_GYM_LEVELS),
});
export type GymLevels = z.infer<typeof gymLevels>;

export { pointsByGrade } from './level-points';

function scale(steps: readonly (readonly [HoldColor, number])[]): GymLevelStep[] {
  return steps.map(([color, grade]) => ({ color, grade_value: grade, points: pointsByGrade(grade) }));
}

/**
 * The scale every new gym starts with, per type of route: colours from the easiest, each with the grade value a
 * route of it gets (19 = 4a, 25 = 5a, 31 = 6a, 37 = 7a) and its points by grade. The gym's staff change them later.
 */
export const DEFAULT_GYM_LEVELS: Readonly<Record<GymRouteClimbingType, GymLevelStep[]>> = {
  bouldering: scale([
    ['yellow', 19],
    ['green', 25],
    ['blue', 29],
    ['red', 32],
    ['black', 35],
    ['purple', 38],
    ['white', 41],
  ]),
  sport_climbing: scale([
    ['white', 23],
    ['yellow', 27],
    ['green', 30],
    ['blue', 32],
    ['red', 34],
    ['black', 36],
    ['purple', 38],
    ['pink', 40],
    ['orange', 42],
  ]),
  pan: scale([
    ['green', 25],
    ['blue', 29],
    ['red', 32],
    ['black', 35],
    ['purple', 38],
  ]),
};
