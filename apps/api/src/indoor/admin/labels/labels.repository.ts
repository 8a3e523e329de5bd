import { LABEL_PRINT_MAX_ROUTES } from '@climb/contracts';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { gymLabelTemplates, gymRoutes, gymSectors } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

export type GymLabelTemplateRow = typeof gymLabelTemplates.$inferSelect;
export type GymLabelTemplateValues = Omit<typeof gymLabelTemplates.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Where a template is: its gym, read before the guard asks about the caller's role. */
export async function gymOfTemplate(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ gym_id: gymLabelTemplates.gym_id })
    .from(gymLabelTemplates)
    .where(eq(gymLabelTemplates.id, id));
  return row?.gym_id;
}

export async function findTemplate(executor: Executor, id: number): Promise<GymLabelTemplateRow | undefined> {
  const [row] = await executor.select().from(gymLabelTemplates).where(eq(gymLabelTemplates.id, id));
  return row;
}

const templatesOf = (gymId: number) => and(eq(gymLabelTemplates.gym_id, gymId), isNull(gymLabelTemplates.archived_at));

/** A gym's templates by name, one page. */
export function findTemplatesOfGym(executor: Executor, gymId: number, page: { limit: number; offset: number }) {
  return executor
    .select()
    .from(gymLabelTemplates)
    .where(templatesOf(gymId))
    .orderBy(asc(sql`lower(${gymLabelTemplates.name})`), asc(gymLabelTemplates.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTemplatesOfGym(executor: Executor, gymId: number): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(gymLabelTemplates).where(templatesOf(gymId));
  return row?.total ?? 0;
}

export async function insertTemplate(executor: Executor, values: GymLabelTemplateValues): Promise<GymLabelTemplateRow> {
  const [row] = await executor.insert(gymLabelTemplates).values(values).returning();
  if (!row) throw new Error('insertTemplate: no row returned');
  return row;
}

export async function updateTemplate(
  executor: Executor,
  id: number,
  changes: Partial<GymLabelTemplateValues>,
): Promise<GymLabelTemplateRow | undefined> {
  const [row] = await executor
    .update(gymLabelTemplates)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymLabelTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymLabelTemplates).where(eq(gymLabelTemplates.id, id));
}

/** What a label may print of a route: its public fields only (no opener ids, no fixed points apart, no author). */
const printColumns = {
  id: gymRoutes.id,
  gym_id: gymRoutes.gym_id,
  name: gymRoutes.name,
  climbing_type: gymRoutes.climbing_type,
  grade_text: gymRoutes.grade_text,
  level_index: gymRoutes.level_index,
  level_color: gymRoutes.level_color,
  sub_level: gymRoutes.sub_level,
  hold_colors: gymRoutes.hold_colors,
  sector_name: gymSectors.name,
  openers: gymRoutes.openers,
  opened_at: gymRoutes.opened_at,
  fixed_points: gymRoutes.fixed_points,
  anchor_number: gymRoutes.anchor_number,
  styles: gymRoutes.styles,
  description: gymRoutes.description,
};

/**
 * The gym's mounted routes among `ids` and of the sector `sectorId`, at most `LABEL_PRINT_MAX_ROUTES`: those of `ids`
 * in their order, then the sector's by anchor number and opening date. Another gym's routes, dismounted ones and
 * unknown ids are left out.
 */
export async function findPrintableRoutes(
  executor: Executor,
  gymId: number,
  ids: readonly number[],
  sectorId: number | undefined,
) {
  if (ids.length === 0 && sectorId === undefined) return [];
  const rows = await executor
    .select(printColumns)
    .from(gymRoutes)
    .innerJoin(gymSectors, eq(gymSectors.id, gymRoutes.gym_sector_id))
    .where(
      and(
        eq(gymRoutes.gym_id, gymId),
        isNull(gymRoutes.dismounted_at),
        or(
          ids.length > 0 ? inArray(gymRoutes.id, [...ids]) : undefined,
          sectorId === undefined ? undefined : eq(gymRoutes.gym_sector_id, sectorId),
        ),
      ),
    )
    .orderBy(sql`${gymRoutes.anchor_number} asc nulls last`, asc(gymRoutes.opened_at), asc(gymRoutes.id))
    .limit(LABEL_PRINT_MAX_ROUTES);
  const order = new Map(ids.map((id, index) => [id, index]));
  const rank = (id: number) => order.get(id) ?? ids.length;
  // A stable sort: the ids' order first, the sector's after in the query's order.
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row.id) - rank(b.row.id) || a.index - b.index)
    .map(({ row }) => row);
}
export type PrintableRouteRow = Awaited<ReturnType<typeof findPrintableRoutes>>[number];
