import {
  GYM_ROUTE_CLIMBING_TYPES,
  type GymClimbingType,
  type GymLevelStep,
  type GymRouteClimbingType,
  HOLD_COLORS,
  type HoldColor,
  MAX_GYM_LEVELS,
} from '@climb/contracts';

/** The types of route the gym offers (each has its scale, styles and system); all three when it names none. */
export function routeTypesOf(climbingTypes: readonly GymClimbingType[]): GymRouteClimbingType[] {
  const offered = GYM_ROUTE_CLIMBING_TYPES.filter((type) => climbingTypes.includes(type));
  return offered.length > 0 ? offered : [...GYM_ROUTE_CLIMBING_TYPES];
}

/** A grade of a form's select: '' for none. */
export function gradeOfField(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** A whole number of a form's field, or null when empty (the API then takes the default). */
export function integerOfField(value: string | number): number | null {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number) : null;
}

/**
 * The level a scale gets when one is added: the first colour it does not have yet, its grade the hardest one so far
 * (the staff raise it), no points of its own. Null when the scale is full.
 */
export function nextLevel(levels: readonly GymLevelStep[]): GymLevelStep | null {
  if (levels.length >= MAX_GYM_LEVELS) return null;
  const used = new Set<HoldColor>(levels.map((level) => level.color));
  const color = HOLD_COLORS.find((candidate) => !used.has(candidate)) ?? 'multicolor';
  const grades = levels.map((level) => level.grade_value).filter((grade) => grade !== null);
  return { color, grade_value: grades.length > 0 ? Math.max(...grades) : null, points: null };
}

/** The scale with its colours only: no grade, no points (a gym that shows colours, not grades). */
export function colorsOnly(levels: readonly GymLevelStep[]): GymLevelStep[] {
  return levels.map((level) => ({ color: level.color, grade_value: null, points: null }));
}
