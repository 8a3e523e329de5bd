import type { ClimbingType, CragRouteSort } from '@climb/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { cragRoutes, cragSectors, crags, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';
import { lockCrag } from './crag.repository';
import { cragRouteSummaryColumns, selectCragRouteSummaries } from './crag-summary';

export type RouteRow = typeof cragRoutes.$inferSelect;
export type RouteValues = Omit<typeof cragRoutes.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/**
 * The route, locked until the transaction ends, after its crag: every change of a crag's sectors
 * and routes locks the crag first, so their figure refreshes run one after the other and two
 * changes never wait on each other in opposite orders. A route never changes crag.
 */
export async function lockRouteAfterCrag(executor: Executor, id: number): Promise<RouteRow | undefined> {
  const [located] = await executor
    .select({ crag_id: cragRoutes.crag_id })
    .from(cragRoutes)
    .where(eq(cragRoutes.id, id));
  if (!located) return undefined;
  await lockCrag(executor, located.crag_id);
  const [row] = await executor.select().from(cragRoutes).where(eq(cragRoutes.id, id)).for('update');
  return row;
}

export async function insertRoute(executor: Executor, values: RouteValues): Promise<RouteRow> {
  const [row] = await executor.insert(cragRoutes).values(values).returning();
  if (!row) throw new Error('insertRoute: no row returned');
  return row;
}

export async function updateRoute(
  executor: Executor,
  id: number,
  changes: Partial<Omit<RouteValues, 'crag_id'>>,
): Promise<RouteRow> {
  const [row] = await executor
    .update(cragRoutes)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(cragRoutes.id, id))
    .returning();
  if (!row) throw new Error(`updateRoute: no route ${id}`);
  return row;
}

export async function deleteRoute(executor: Executor, id: number): Promise<void> {
  await executor.delete(cragRoutes).where(eq(cragRoutes.id, id));
}

/** Everything `GET crag_routes/{id}.json` shows: the summary's columns, the details and the creator. */
export async function findRouteDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      ...cragRouteSummaryColumns,
      description: cragRoutes.description,
      open_year: cragRoutes.open_year,
      opener: cragRoutes.opener,
      incline: cragRoutes.incline,
      start_type: cragRoutes.start_type,
      reception: cragRoutes.reception,
      bolt_type: cragRoutes.bolt_type,
      anchor_type: cragRoutes.anchor_type,
      pitches: cragRoutes.pitches,
      note_count: cragRoutes.note_count,
      hardness_value: cragRoutes.hardness_value,
      hardness_count: cragRoutes.hardness_count,
      climbers_count: cragRoutes.climbers_count,
      created_at: cragRoutes.created_at,
      updated_at: cragRoutes.updated_at,
      ...contributorColumns,
    })
    .from(cragRoutes)
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id))
    .leftJoin(users, eq(users.id, cragRoutes.user_id))
    .where(eq(cragRoutes.id, id));
  return row;
}

export type RouteDetailRow = NonNullable<Awaited<ReturnType<typeof findRouteDetail>>>;

export interface RouteListFilter {
  /** The routes of a crag, or of one sector. */
  of: { cragId: number } | { sectorId: number };
  climbingType?: ClimbingType;
  /** A route is in the grade range by its grade (its hardest pitch). */
  gradeMin?: number;
  gradeMax?: number;
}

function routeConditions(filter: RouteListFilter): SQL | undefined {
  return and(
    'cragId' in filter.of
      ? eq(cragRoutes.crag_id, filter.of.cragId)
      : eq(cragRoutes.crag_sector_id, filter.of.sectorId),
    filter.climbingType ? eq(cragRoutes.climbing_type, filter.climbingType) : undefined,
    filter.gradeMin === undefined ? undefined : gte(cragRoutes.grade_max_value, filter.gradeMin),
    filter.gradeMax === undefined ? undefined : lte(cragRoutes.grade_max_value, filter.gradeMax),
  );
}

const routeName = sql`f_unaccent(lower(${cragRoutes.name}))`;

/** The order of each sort; ties always end on the id, so pages never overlap. */
const ROUTE_ORDERS: Record<CragRouteSort, SQL[]> = {
  name: [asc(routeName)],
  grade: [sql`${cragRoutes.grade_max_value} asc nulls last`, asc(routeName)],
  grade_desc: [sql`${cragRoutes.grade_max_value} desc nulls last`, asc(routeName)],
  // Routes without a sector come after the sectors.
  sector: [sql`f_unaccent(lower(${cragSectors.name})) asc nulls last`, asc(cragSectors.id), asc(routeName)],
  height: [sql`${cragRoutes.height} desc nulls last`, asc(routeName)],
  newest: [desc(cragRoutes.created_at), desc(cragRoutes.id)],
  note: [sql`${cragRoutes.note} desc nulls last`, desc(cragRoutes.ascents_count), asc(routeName)],
};

/** A page of routes in the order asked for, with the number of routes matching. */
export async function findRoutesPage(
  executor: Executor,
  filter: RouteListFilter,
  options: { sort: CragRouteSort; limit: number; offset: number },
) {
  const where = routeConditions(filter);
  const [rows, [total]] = await Promise.all([
    selectCragRouteSummaries(executor)
      .where(where)
      .orderBy(...ROUTE_ORDERS[options.sort], asc(cragRoutes.id))
      .limit(options.limit)
      .offset(options.offset),
    executor.select({ total: count() }).from(cragRoutes).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function sectorExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: cragSectors.id }).from(cragSectors).where(eq(cragSectors.id, id));
  return row !== undefined;
}
