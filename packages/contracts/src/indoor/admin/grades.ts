import { z } from 'zod';
import { pageQuery } from '../../platform/pagination';
import { recordId, text, updateOf } from '../../platform/validation';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../enums';
import { gymLevelStep, gymLevels, MAX_GYM_LEVELS } from '../levels';
import { CLIMBING_STYLES } from './climbing-styles';
import { MAX_GRADE_LINE_COLORS, MAX_GYM_GRADE_LINES } from './grade-rules';

/*
 * The administration area's grades tools (docs/domain/indoor.md, "Administration"): the gym's own grade systems and
 * their ordered lines, its levels per type of route, its climbing styles and its first difficulty system. The pure
 * rules (order of grades, colours of levels) are zod-free, in `grade-rules.ts`; the styles in `climbing-styles.ts`.
 */

export * from './climbing-styles';
export * from './grade-rules';

const climbingType = z.enum(GYM_ROUTE_CLIMBING_TYPES);
const gradeValue = z.number().int().min(1).max(54);
const points = z.number().int().min(0).max(100_000);

/** One line of a grade system, at its place (0 the easiest). */
export const gymGradeLine = z.object({
  id: z.number().int(),
  gym_grade_id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  colors: z.array(z.enum(HOLD_COLORS)),
  grade_value: z.number().int().nullable(),
  points: z.number().int().nullable(),
});
export type GymGradeLine = z.infer<typeof gymGradeLine>;

/** `GET gyms/{id}/gym_grades.json`: a grade system with its number of lines. */
export const gymGradeSummary = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  climbing_type: climbingType,
  colors_only: z.boolean(),
  lines_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymGradeSummary = z.infer<typeof gymGradeSummary>;

/** `GET gym_grades/{id}.json`: the system and its lines, easiest first. */
export const gymGrade = gymGradeSummary.extend({ lines: z.array(gymGradeLine) });
export type GymGrade = z.infer<typeof gymGrade>;

export const gymGradeListQuery = pageQuery;
export type GymGradeListQuery = z.infer<typeof gymGradeListQuery>;

const gradeFields = {
  name: text().trim().min(1).max(120),
  climbing_type: climbingType,
  /** Whether its routes show their colour as their difficulty: its lines may then go without a grade value. */
  colors_only: z.boolean(),
};

/** `POST gyms/{id}/gym_grades.json`. */
export const gymGradeInput = z.strictObject({ ...gradeFields, colors_only: gradeFields.colors_only.optional() });
export type GymGradeInput = z.infer<typeof gymGradeInput>;

/** `PUT gym_grades/{id}.json`: the fields given. */
export const gymGradeUpdateInput = updateOf(z.strictObject(gradeFields));
export type GymGradeUpdateInput = z.infer<typeof gymGradeUpdateInput>;

const lineFields = {
  name: text().trim().min(1).max(60),
  colors: z.array(z.enum(HOLD_COLORS)).min(1).max(MAX_GRADE_LINE_COLORS),
  /** Required unless the system is colours only (then null or left out). */
  grade_value: gradeValue.nullable().optional(),
  points: points.nullable().optional(),
  /** Where the line goes, 0 the easiest; left out, at the end (a new line) or where it is (an edit). */
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_GYM_GRADE_LINES - 1)
    .optional(),
};

/** `POST gym_grades/{id}/gym_grade_lines.json`. */
export const gymGradeLineInput = z.strictObject(lineFields);
export type GymGradeLineInput = z.infer<typeof gymGradeLineInput>;

/** `PUT gym_grade_lines/{id}.json`: the fields given. */
export const gymGradeLineUpdateInput = updateOf(z.strictObject(lineFields));
export type GymGradeLineUpdateInput = z.infer<typeof gymGradeLineUpdateInput>;

/** `PUT gym_grades/{id}/gym_grade_lines/order.json`: every line id of the system, easiest first. */
export const gymGradeLineOrderInput = z.strictObject({
  ids: z.array(recordId()).min(1).max(MAX_GYM_GRADE_LINES),
});
export type GymGradeLineOrderInput = z.infer<typeof gymGradeLineOrderInput>;

/** `PUT gyms/{id}/levels.json`: the whole scale of one type of route, easiest first. */
export const gymLevelsInput = z.strictObject({
  climbing_type: climbingType,
  levels: z.array(z.strictObject(gymLevelStep.shape)).max(MAX_GYM_LEVELS),
});
export type GymLevelsInput = z.infer<typeof gymLevelsInput>;

/** `POST gyms/{id}/levels/from_grade.json`: the scale of the system's type, from its lines (first colour of each). */
export const gymLevelsFromGradeInput = z.strictObject({ gym_grade_id: recordId() });
export type GymLevelsFromGradeInput = z.infer<typeof gymLevelsFromGradeInput>;

/** `GET`/`PUT gyms/{id}/climbing_styles.json`: the styles a gym uses for one type of route, in its order. */
export const gymClimbingStyles = z.object({
  climbing_type: climbingType,
  styles: z.array(z.enum(CLIMBING_STYLES)),
});
export type GymClimbingStyles = z.infer<typeof gymClimbingStyles>;

export const gymClimbingStylesInput = z.strictObject({
  climbing_type: climbingType,
  styles: z.array(z.enum(CLIMBING_STYLES)).max(CLIMBING_STYLES.length),
});
export type GymClimbingStylesInput = z.infer<typeof gymClimbingStylesInput>;

/** `GET gyms/{id}/difficulty_system.json`: when the gym's staff set it (null: not yet) and its levels. */
export const gymDifficultySystem = z.object({
  set_at: z.string().nullable(),
  levels: z.array(gymLevels),
});
export type GymDifficultySystem = z.infer<typeof gymDifficultySystem>;

/** `PUT gyms/{id}/difficulty_system.json`: the first scale of each type of route given, set at once. */
export const gymDifficultySystemInput = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        climbing_type: climbingType,
        levels: z.array(z.strictObject(gymLevelStep.shape)).min(1).max(MAX_GYM_LEVELS),
      }),
    )
    .min(1)
    .max(GYM_ROUTE_CLIMBING_TYPES.length),
});
export type GymDifficultySystemInput = z.infer<typeof gymDifficultySystemInput>;
