import type { GymLevelStep, GymRouteClimbingType } from '@climb/contracts';
import { and, asc, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { gymClimbingStyles, gymGradeLines, gymGrades, gymLevels, gymRoutes, gyms } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

/*
 * The grades tools' reads and writes (docs/domain/indoor.md, "Administration"): a gym's grade systems and their
 * lines, its scales, its climbing styles and the mark of its first difficulty system. Writes run inside the
 * service's transaction.
 */

export type GymGradeRow = typeof gymGrades.$inferSelect;
export type GymGradeLineRow = typeof gymGradeLines.$inferSelect;
export type GymGradeSummaryRow = GymGradeRow & { lines_count: number };

// Qualified by hand: drizzle writes a selected table's columns unqualified, which the subquery would read as its own.
const linesCount = sql<number>`(select count(*)::int from gym_grade_lines where gym_grade_lines.gym_grade_id = gym_grades.id)`;

/** A page of a gym's grade systems, oldest first, each with its number of lines. */
export function findGymGrades(
  executor: Executor,
  gymId: number,
  page: { limit: number; offset: number },
): Promise<GymGradeSummaryRow[]> {
  return executor
    .select({
      id: gymGrades.id,
      gym_id: gymGrades.gym_id,
      name: gymGrades.name,
      climbing_type: gymGrades.climbing_type,
      colors_only: gymGrades.colors_only,
      created_at: gymGrades.created_at,
      updated_at: gymGrades.updated_at,
      lines_count: linesCount,
    })
    .from(gymGrades)
    .where(eq(gymGrades.gym_id, gymId))
    .orderBy(asc(gymGrades.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGymGrades(executor: Executor, gymId: number): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(gymGrades).where(eq(gymGrades.gym_id, gymId));
  return row?.total ?? 0;
}

export async function findGymGrade(executor: Executor, id: number): Promise<GymGradeRow | undefined> {
  const [row] = await executor.select().from(gymGrades).where(eq(gymGrades.id, id));
  return row;
}

/** The system, locked until the transaction ends: its lines are renumbered one write at a time. */
export async function lockGymGrade(executor: Executor, id: number): Promise<GymGradeRow | undefined> {
  const [row] = await executor.select().from(gymGrades).where(eq(gymGrades.id, id)).for('update');
  return row;
}

export async function insertGymGrade(executor: Executor, values: typeof gymGrades.$inferInsert): Promise<GymGradeRow> {
  const [row] = await executor.insert(gymGrades).values(values).returning();
  return row as GymGradeRow;
}

export async function updateGymGradeRow(
  executor: Executor,
  id: number,
  values: Partial<Pick<GymGradeRow, 'name' | 'climbing_type' | 'colors_only'>>,
): Promise<void> {
  await executor
    .update(gymGrades)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(gymGrades.id, id));
}

export async function deleteGymGradeRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymGrades).where(eq(gymGrades.id, id));
}

/** A system's lines, easiest first. */
export function findGymGradeLines(executor: Executor, gradeId: number): Promise<GymGradeLineRow[]> {
  return executor
    .select()
    .from(gymGradeLines)
    .where(eq(gymGradeLines.gym_grade_id, gradeId))
    .orderBy(asc(gymGradeLines.position), asc(gymGradeLines.id));
}

export async function findGymGradeLine(executor: Executor, id: number): Promise<GymGradeLineRow | undefined> {
  const [row] = await executor.select().from(gymGradeLines).where(eq(gymGradeLines.id, id));
  return row;
}

export async function insertGymGradeLine(
  executor: Executor,
  values: typeof gymGradeLines.$inferInsert,
): Promise<GymGradeLineRow> {
  const [row] = await executor.insert(gymGradeLines).values(values).returning();
  return row as GymGradeLineRow;
}

export async function updateGymGradeLineRow(
  executor: Executor,
  id: number,
  values: Partial<Pick<GymGradeLineRow, 'name' | 'colors' | 'grade_value' | 'points'>>,
): Promise<void> {
  await executor
    .update(gymGradeLines)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(gymGradeLines.id, id));
}

export async function deleteGymGradeLineRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymGradeLines).where(eq(gymGradeLines.id, id));
}

/** Numbers a system's lines 0 … n−1 in the order of `ids` (every line of the system), in one statement. */
export async function numberGymGradeLines(executor: Executor, gradeId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await executor.execute(sql`
    update ${gymGradeLines} set position = ordered.ord - 1
    from unnest(${list}) with ordinality as ordered(id, ord)
    where ${gymGradeLines.id} = ordered.id and ${gymGradeLines.gym_grade_id} = ${gradeId}
      and ${gymGradeLines.position} is distinct from (ordered.ord - 1)::smallint`);
}

/** Saves the scale of one type of route (inside the change's transaction). */
export async function upsertGymLevels(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  levels: GymLevelStep[],
): Promise<void> {
  await executor
    .insert(gymLevels)
    .values({ gym_id: gymId, climbing_type: climbingType, levels })
    .onConflictDoUpdate({
      target: [gymLevels.gym_id, gymLevels.climbing_type],
      set: { levels, updated_at: sql`now()` },
    });
}

/** Whether a mounted route of the type uses a level from `from` on (one a shorter scale would lose). */
export async function mountedRouteUsesLevelFrom(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  from: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: gymRoutes.id })
    .from(gymRoutes)
    .where(
      and(
        eq(gymRoutes.gym_id, gymId),
        eq(gymRoutes.climbing_type, climbingType),
        isNull(gymRoutes.dismounted_at),
        gte(gymRoutes.level_index, from),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Keeps the routes of a type coherent with its new scale: each keeps its level (its place) and takes that level's
 * colour; a dismounted route whose level the scale no longer has loses its level (its colour stays as it was shown).
 */
export async function followLevels(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  levels: readonly GymLevelStep[],
): Promise<void> {
  const colors = sql`array[${sql.join(
    levels.map((level) => sql`${level.color}`),
    sql`, `,
  )}]::text[]`;
  if (levels.length > 0) {
    await executor.execute(sql`
      update ${gymRoutes} set level_color = (${colors})[${gymRoutes.level_index} + 1], updated_at = now()
      where ${gymRoutes.gym_id} = ${gymId} and ${gymRoutes.climbing_type} = ${climbingType}
        and ${gymRoutes.level_index} < ${levels.length}
        and ${gymRoutes.level_color} is distinct from (${colors})[${gymRoutes.level_index} + 1]`);
  }
  await executor
    .update(gymRoutes)
    .set({ level_index: null, updated_at: sql`now()` })
    .where(
      and(
        eq(gymRoutes.gym_id, gymId),
        eq(gymRoutes.climbing_type, climbingType),
        isNotNull(gymRoutes.dismounted_at),
        gte(gymRoutes.level_index, levels.length),
      ),
    );
}

/** The gym's climbing styles, per type of route that has some. */
export function findGymClimbingStyles(executor: Executor, gymId: number) {
  return executor
    .select({ climbing_type: gymClimbingStyles.climbing_type, styles: gymClimbingStyles.styles })
    .from(gymClimbingStyles)
    .where(eq(gymClimbingStyles.gym_id, gymId));
}

export async function upsertGymClimbingStyles(
  executor: Executor,
  gymId: number,
  climbingType: GymRouteClimbingType,
  styles: string[],
): Promise<void> {
  await executor
    .insert(gymClimbingStyles)
    .values({ gym_id: gymId, climbing_type: climbingType, styles })
    .onConflictDoUpdate({
      target: [gymClimbingStyles.gym_id, gymClimbingStyles.climbing_type],
      set: { styles, updated_at: sql`now()` },
    });
}

/** When the gym's difficulty system was first set (null: not yet; undefined: no such gym). */
export async function findDifficultySystemSetAt(executor: Executor, gymId: number): Promise<Date | null | undefined> {
  const [row] = await executor.select({ set_at: gyms.difficulty_system_set_at }).from(gyms).where(eq(gyms.id, gymId));
  return row === undefined ? undefined : row.set_at;
}

/** Marks the first step done; the first time is kept. */
export async function markDifficultySystemSet(executor: Executor, gymId: number): Promise<void> {
  await executor
    .update(gyms)
    .set({ difficulty_system_set_at: sql`coalesce(${gyms.difficulty_system_set_at}, now())` })
    .where(eq(gyms.id, gymId));
}
