import type { ValidationErrors } from '../../platform/error-codes';
import type { HoldColor } from '../enums';

/*
 * The rules of a gym's grade systems and levels (docs/domain/indoor.md, "Administration"), zod-free: the API
 * checks them, the administration pages say them before saving.
 */

/** The most lines a gym's grade system holds. */
export const MAX_GYM_GRADE_LINES = 60;
/** The most colours one line of a grade system shows. */
export const MAX_GRADE_LINE_COLORS = 3;

/**
 * Whether grade values given from the easiest follow each other: each value at least the one before it (values
 * left out, a colours-only line's, are skipped). Equal values are allowed: two colours may share a grade.
 */
export function gradesInOrder(values: readonly (number | null)[]): boolean {
  let last = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null) continue;
    if (value < last) return false;
    last = value;
  }
  return true;
}

/** The items with the one at `from` moved to `to` (clamped to the list): a move up or down of a list's order. */
export function movedOrder<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1) as [Item];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** One level of a scale as its rules see it. */
export interface LevelRuleStep {
  color: HoldColor;
  grade_value: number | null;
}

/**
 * The rules a scale breaks, under `levels`: two levels of one colour (`duplicate_color`, a route's colour names its
 * level), grade values falling from one level to the next (`out_of_order`). Empty when it keeps them.
 */
export function levelRuleBreaks(levels: readonly LevelRuleStep[]): ValidationErrors {
  const rules: ValidationErrors[string] = [];
  if (new Set(levels.map((level) => level.color)).size !== levels.length) rules.push('duplicate_color');
  if (!gradesInOrder(levels.map((level) => level.grade_value))) rules.push('out_of_order');
  return rules.length > 0 ? { levels: rules } : {};
}

/** The indexes of the levels of `levels` whose colour another level has too (to mark them in a form). */
export function duplicateColorIndexes(levels: readonly Pick<LevelRuleStep, 'color'>[]): number[] {
  return levels.flatMap((level, index) =>
    levels.some((other, at) => at !== index && other.color === level.color) ? [index] : [],
  );
}
