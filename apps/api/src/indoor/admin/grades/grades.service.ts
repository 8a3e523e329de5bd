import {
  GYM_ROUTE_CLIMBING_TYPES,
  type GymClimbingStyles,
  type GymClimbingStylesInput,
  type GymDifficultySystem,
  type GymDifficultySystemInput,
  type GymGrade,
  type GymGradeInput,
  type GymGradeLine,
  type GymGradeLineInput,
  type GymGradeLineOrderInput,
  type GymGradeLineUpdateInput,
  type GymGradeListQuery,
  type GymGradeSummary,
  type GymGradeUpdateInput,
  type GymLevelStep,
  type GymLevels,
  type GymLevelsFromGradeInput,
  type GymLevelsInput,
  type GymRouteClimbingType,
  gradesInOrder,
  levelRuleBreaks,
  MAX_GYM_GRADE_LINES,
  MAX_GYM_LEVELS,
} from '@climb/contracts';
import type { AppContext } from '../../../app-context';
import { type Executor, inTransaction } from '../../../db/transaction';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { findGym, findGymLevels, lockGym } from '../../gyms/gym.repository';
import { indoorChanged } from '../../shared/indoor-change';
import { toGymGrade, toGymGradeLine, toGymGradeSummary } from './grades.mapper';
import {
  countGymGrades,
  deleteGymGradeLineRow,
  deleteGymGradeRow,
  findDifficultySystemSetAt,
  findGymClimbingStyles,
  findGymGrade,
  findGymGradeLine,
  findGymGradeLines,
  findGymGrades,
  followLevels,
  type GymGradeLineRow,
  type GymGradeRow,
  insertGymGrade,
  insertGymGradeLine,
  lockGymGrade,
  markDifficultySystemSet,
  mountedRouteUsesLevelFrom,
  numberGymGradeLines,
  updateGymGradeLineRow,
  updateGymGradeRow,
  upsertGymClimbingStyles,
  upsertGymLevels,
} from './grades.repository';

/*
 * The administration area's grades tools (docs/domain/indoor.md, "Administration"). The routes check the caller's
 * role at the record's gym before a service runs; each write runs in one transaction, nothing half-written when a
 * rule breaks. A system's lines are renumbered 0 … n−1 after every write, under the system's lock. Scales and
 * styles are what the gym's public pages and its ranking show: their writes move the gym's versions.
 */

type GradesContext = Pick<AppContext, 'db'>;
type GradesWriteContext = Pick<AppContext, 'db' | 'events'>;

/** The gym of a grade system, for the route's guard; null when there is no such system (the handler answers 404). */
export async function gymOfGrade(context: GradesContext, id: number): Promise<number | null> {
  return (await findGymGrade(context.db, id))?.gym_id ?? null;
}

/** The gym of a grade line, for the route's guard; null when there is no such line (the handler answers 404). */
export async function gymOfGradeLine(context: GradesContext, id: number): Promise<number | null> {
  return (await findGymGradeLine(context.db, id))?.gym_id ?? null;
}

async function requireGym(executor: Executor, gymId: number, lock = false) {
  const gym = lock ? await lockGym(executor, gymId) : await findGym(executor, gymId);
  if (!gym) throw new NotFound('Gym not found');
  return gym;
}

/** `GET gyms/{id}/gym_grades.json`: a page of the gym's grade systems, oldest first. */
export async function listGymGrades(
  context: GradesContext,
  gymId: number,
  query: GymGradeListQuery,
): Promise<{ items: GymGradeSummary[]; total: number }> {
  await requireGym(context.db, gymId);
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([findGymGrades(context.db, gymId, page), countGymGrades(context.db, gymId)]);
  return { items: rows.map(toGymGradeSummary), total };
}

async function gradeWithLines(executor: Executor, grade: GymGradeRow): Promise<GymGrade> {
  return toGymGrade(grade, await findGymGradeLines(executor, grade.id));
}

/** `POST gyms/{id}/gym_grades.json`: a new system, without lines. */
export async function createGymGrade(context: GradesContext, gymId: number, input: GymGradeInput): Promise<GymGrade> {
  return inTransaction(context.db, async (tx) => {
    await requireGym(tx, gymId, true);
    const grade = await insertGymGrade(tx, {
      gym_id: gymId,
      name: input.name,
      climbing_type: input.climbing_type,
      colors_only: input.colors_only ?? false,
    });
    return toGymGrade(grade, []);
  });
}

/** `GET gym_grades/{id}.json`. */
export async function getGymGrade(context: GradesContext, id: number): Promise<GymGrade> {
  const grade = await findGymGrade(context.db, id);
  if (!grade) throw new NotFound('Grade system not found');
  return gradeWithLines(context.db, grade);
}

async function lockedGrade(tx: Executor, id: number): Promise<GymGradeRow> {
  const grade = await lockGymGrade(tx, id);
  if (!grade) throw new NotFound('Grade system not found');
  return grade;
}

/**
 * `PUT gym_grades/{id}.json`: the fields given. Leaving colours only while a line has no grade value is 422
 * `colors_only: invalid` (its routes would have no grade to show).
 */
export async function updateGymGrade(
  context: GradesContext,
  id: number,
  input: GymGradeUpdateInput,
): Promise<GymGrade> {
  return inTransaction(context.db, async (tx) => {
    const grade = await lockedGrade(tx, id);
    const lines = await findGymGradeLines(tx, id);
    if (input.colors_only === false && lines.some((line) => line.grade_value === null)) {
      new RuleBreaks().add('colors_only', 'invalid').check();
    }
    await updateGymGradeRow(tx, id, input);
    return gradeWithLines(tx, { ...grade, ...input });
  });
}

/** `DELETE gym_grades/{id}.json`: the system and its lines. */
export async function deleteGymGrade(context: GradesContext, id: number): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    await lockedGrade(tx, id);
    await deleteGymGradeRow(tx, id);
  });
}

/** What a line becomes, as the rules of its system see it. */
interface LineDraft {
  id: number;
  grade_value: number | null;
}

/**
 * The rules of a line at its place: a grade value unless the system is colours only (`required`), and the system's
 * grade values still rising from the easiest (`out_of_order`).
 */
function checkLine(grade: GymGradeRow, order: readonly LineDraft[], line: LineDraft): void {
  const breaks = new RuleBreaks();
  if (line.grade_value === null && !grade.colors_only) breaks.add('grade_value', 'required');
  else if (!gradesInOrder(order.map((draft) => draft.grade_value))) breaks.add('grade_value', 'out_of_order');
  breaks.check();
}

/** Where a line goes in a list of `count` others: the place asked, clamped, else `fallback`. */
function placeOf(position: number | undefined, fallback: number, count: number): number {
  return Math.min(position ?? fallback, count);
}

/** `POST gym_grades/{id}/gym_grade_lines.json`: a line at the end, or at the position given. */
export async function createGymGradeLine(
  context: GradesContext,
  gradeId: number,
  input: GymGradeLineInput,
): Promise<GymGradeLine> {
  return inTransaction(context.db, async (tx) => {
    const grade = await lockedGrade(tx, gradeId);
    const lines = await findGymGradeLines(tx, gradeId);
    if (lines.length >= MAX_GYM_GRADE_LINES) new RuleBreaks().add('base', 'too_long').check();
    const draft: LineDraft = { id: 0, grade_value: input.grade_value ?? null };
    const order = [...lines] as LineDraft[];
    order.splice(placeOf(input.position, lines.length, lines.length), 0, draft);
    checkLine(grade, order, draft);
    const row = await insertGymGradeLine(tx, {
      gym_grade_id: gradeId,
      gym_id: grade.gym_id,
      name: input.name,
      colors: input.colors,
      grade_value: draft.grade_value,
      points: input.points ?? null,
      position: lines.length,
    });
    await numberGymGradeLines(
      tx,
      gradeId,
      order.map((line) => (line === draft ? row.id : line.id)),
    );
    return toGymGradeLine((await findGymGradeLine(tx, row.id)) as GymGradeLineRow);
  });
}

/** `GET gym_grade_lines/{id}.json`. */
export async function getGymGradeLine(context: GradesContext, id: number): Promise<GymGradeLine> {
  const line = await findGymGradeLine(context.db, id);
  if (!line) throw new NotFound('Grade line not found');
  return toGymGradeLine(line);
}

/** The line and its system, the system locked; 404 when the line is gone. */
async function lockedLine(tx: Executor, id: number) {
  const found = await findGymGradeLine(tx, id);
  if (!found) throw new NotFound('Grade line not found');
  const grade = await lockedGrade(tx, found.gym_grade_id);
  const lines = await findGymGradeLines(tx, grade.id);
  const line = lines.find((candidate) => candidate.id === id);
  if (!line) throw new NotFound('Grade line not found');
  return { grade, lines, line };
}

/** `PUT gym_grade_lines/{id}.json`: the fields given, the line moved when a position is given. */
export async function updateGymGradeLine(
  context: GradesContext,
  id: number,
  input: GymGradeLineUpdateInput,
): Promise<GymGradeLine> {
  return inTransaction(context.db, async (tx) => {
    const { grade, lines, line } = await lockedLine(tx, id);
    const { position, ...fields } = input;
    const draft: LineDraft = {
      id,
      grade_value: fields.grade_value === undefined ? line.grade_value : fields.grade_value,
    };
    const others: LineDraft[] = lines.filter((other) => other.id !== id);
    const order = [...others];
    order.splice(placeOf(position, lines.indexOf(line), others.length), 0, draft);
    checkLine(grade, order, draft);
    const values = { ...fields, grade_value: draft.grade_value };
    await updateGymGradeLineRow(tx, id, values);
    await numberGymGradeLines(
      tx,
      grade.id,
      order.map((entry) => entry.id),
    );
    return toGymGradeLine((await findGymGradeLine(tx, id)) as GymGradeLineRow);
  });
}

/** `DELETE gym_grade_lines/{id}.json`: the lines after it move up. */
export async function deleteGymGradeLine(context: GradesContext, id: number): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    const { grade, lines } = await lockedLine(tx, id);
    await deleteGymGradeLineRow(tx, id);
    await numberGymGradeLines(
      tx,
      grade.id,
      lines.filter((line) => line.id !== id).map((line) => line.id),
    );
  });
}

/**
 * `PUT gym_grades/{id}/gym_grade_lines/order.json`: every line of the system, once each, easiest first (else 422
 * `ids: mismatch`), their grade values rising (else `ids: out_of_order`).
 */
export async function reorderGymGradeLines(
  context: GradesContext,
  gradeId: number,
  input: GymGradeLineOrderInput,
): Promise<GymGrade> {
  return inTransaction(context.db, async (tx) => {
    const grade = await lockedGrade(tx, gradeId);
    const lines = await findGymGradeLines(tx, gradeId);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const same =
      input.ids.length === lines.length &&
      new Set(input.ids).size === input.ids.length &&
      input.ids.every((lineId) => byId.has(lineId));
    if (!same) new RuleBreaks().add('ids', 'mismatch').check();
    const values = input.ids.map((lineId) => (byId.get(lineId) as GymGradeLineRow).grade_value);
    if (!gradesInOrder(values)) new RuleBreaks().add('ids', 'out_of_order').check();
    await numberGymGradeLines(tx, gradeId, input.ids);
    return gradeWithLines(tx, grade);
  });
}

/** The gym's scales, in the order of the types of route. */
async function levelsOf(executor: Executor, gymId: number): Promise<GymLevels[]> {
  const rows = await findGymLevels(executor, gymId);
  return GYM_ROUTE_CLIMBING_TYPES.flatMap((type) => rows.filter((row) => row.climbing_type === type));
}

/**
 * Saves a scale once its routes allow it (inside the change's transaction, the gym locked): a mounted route of a
 * level the scale would lose is 422 `levels: in_use` (dismount or move it first); routes keep their level and take
 * its colour, a dismounted route of a lost level loses it.
 */
async function saveLevels(
  tx: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  levels: GymLevelStep[],
  breaks: RuleBreaks,
): Promise<void> {
  if (await mountedRouteUsesLevelFrom(tx, gymId, climbingType, levels.length)) {
    breaks.add('levels', 'in_use');
    return;
  }
  await upsertGymLevels(tx, gymId, climbingType, levels);
  await followLevels(tx, gymId, climbingType, levels);
}

/**
 * `PUT gyms/{id}/levels.json`: the scale of one type of route. 422 `levels: duplicate_color`, `out_of_order`,
 * `in_use`, nothing changed. The gym's versions and ranking counter move before the answer: the ranking follows.
 */
export async function updateGymLevels(
  context: GradesWriteContext,
  gymId: number,
  input: GymLevelsInput,
): Promise<GymLevels[]> {
  const broken = levelRuleBreaks(input.levels);
  if (broken.levels) throw new ValidationFailed(broken);
  const levels = await inTransaction(context.db, async (tx) => {
    await requireGym(tx, gymId, true);
    const breaks = new RuleBreaks();
    await saveLevels(tx, gymId, input.climbing_type, input.levels, breaks);
    breaks.check();
    return levelsOf(tx, gymId);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return levels;
}

/**
 * `POST gyms/{id}/levels/from_grade.json`: the scale of the system's type from its lines (the first colour, the grade
 * value and the points of each), then as `levels.json`. A system of another gym: 422 `gym_grade_id: not_found`; one
 * without lines or with more lines than a scale holds: `too_short`, `too_long`.
 */
export async function fillGymLevelsFromGrade(
  context: GradesWriteContext,
  gymId: number,
  input: GymLevelsFromGradeInput,
): Promise<GymLevels[]> {
  const grade = await findGymGrade(context.db, input.gym_grade_id);
  if (!grade || grade.gym_id !== gymId) new RuleBreaks().add('gym_grade_id', 'not_found').check();
  const lines = await findGymGradeLines(context.db, input.gym_grade_id);
  if (lines.length === 0) new RuleBreaks().add('gym_grade_id', 'too_short').check();
  if (lines.length > MAX_GYM_LEVELS) new RuleBreaks().add('gym_grade_id', 'too_long').check();
  const levels = lines.map((line) => ({
    color: line.colors[0] as GymLevelStep['color'],
    grade_value: line.grade_value,
    points: line.points,
  }));
  return updateGymLevels(context, gymId, { climbing_type: (grade as GymGradeRow).climbing_type, levels });
}

/** The styles of each type of route (an empty list where the gym chose none). */
async function stylesOf(executor: Executor, gymId: number): Promise<GymClimbingStyles[]> {
  const rows = await findGymClimbingStyles(executor, gymId);
  return GYM_ROUTE_CLIMBING_TYPES.map((climbing_type) => ({
    climbing_type,
    styles: (rows.find((row) => row.climbing_type === climbing_type)?.styles ?? []) as GymClimbingStyles['styles'],
  }));
}

/** `GET gyms/{id}/climbing_styles.json`: 404 for no such gym. */
export async function getGymClimbingStyles(context: GradesContext, gymId: number): Promise<GymClimbingStyles[]> {
  await requireGym(context.db, gymId);
  return stylesOf(context.db, gymId);
}

/** `PUT gyms/{id}/climbing_styles.json`: the styles of one type of route; a style given twice is 422 `duplicate`. */
export async function updateGymClimbingStyles(
  context: GradesWriteContext,
  gymId: number,
  input: GymClimbingStylesInput,
): Promise<GymClimbingStyles[]> {
  if (new Set(input.styles).size !== input.styles.length) new RuleBreaks().add('styles', 'duplicate').check();
  const styles = await inTransaction(context.db, async (tx) => {
    await requireGym(tx, gymId, true);
    await upsertGymClimbingStyles(tx, gymId, input.climbing_type, [...input.styles]);
    return stylesOf(tx, gymId);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return styles;
}

async function difficultySystemOf(executor: Executor, gymId: number): Promise<GymDifficultySystem> {
  const setAt = await findDifficultySystemSetAt(executor, gymId);
  if (setAt === undefined) throw new NotFound('Gym not found');
  return { set_at: setAt ? setAt.toISOString() : null, levels: await levelsOf(executor, gymId) };
}

/** `GET gyms/{id}/difficulty_system.json`. */
export function getGymDifficultySystem(context: GradesContext, gymId: number): Promise<GymDifficultySystem> {
  return difficultySystemOf(context.db, gymId);
}

/**
 * `PUT gyms/{id}/difficulty_system.json`: the first step. The scales given, each under the rules of `levels.json`
 * (reported under `levels`), a type given twice `levels: duplicate`; saved together with the mark, in one
 * transaction; the gym's versions and ranking counter move.
 */
export async function setGymDifficultySystem(
  context: GradesWriteContext,
  gymId: number,
  input: GymDifficultySystemInput,
): Promise<GymDifficultySystem> {
  const breaks = new RuleBreaks();
  const types = input.levels.map((entry) => entry.climbing_type);
  if (new Set(types).size !== types.length) breaks.add('levels', 'duplicate');
  for (const entry of input.levels) {
    for (const rule of levelRuleBreaks(entry.levels).levels ?? []) breaks.add('levels', rule);
  }
  breaks.check();
  const system = await inTransaction(context.db, async (tx) => {
    await requireGym(tx, gymId, true);
    for (const entry of input.levels) await saveLevels(tx, gymId, entry.climbing_type, entry.levels, breaks);
    breaks.check();
    await markDifficultySystemSet(tx, gymId);
    return difficultySystemOf(tx, gymId);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return system;
}
