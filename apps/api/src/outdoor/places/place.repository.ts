import { count, countDistinct, desc, eq, gt, isNotNull, max, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, cragRoutes, cragSectors, crags, departments, towns } from '../../db/schema';
import { selectCragRouteSummaries, selectCragSummaries } from '../crags/crag-summary';
import { selectTownSummaries } from './town-summary';

/**
 * Departments with the figures of their crags (count, routes, grade range), in any order: one
 * department (`number`) or all, only those with a crag unless `all`.
 */
export function findDepartmentFigures(db: Database, { number, all }: { number?: string; all: boolean }) {
  const cragsCount = sql<number>`count(${crags.id})::int`;
  return db
    .select({
      id: departments.id,
      number: departments.number,
      name: departments.name,
      slug: departments.slug,
      region_name: departments.region_name,
      crags_count: cragsCount,
      routes_count: sql<number>`coalesce(sum(${crags.routes_count}), 0)::int`,
      grade_min_value: min(crags.grade_min_value),
      grade_max_value: max(crags.grade_max_value),
    })
    .from(departments)
    .leftJoin(crags, eq(crags.department_id, departments.id))
    .where(number === undefined ? undefined : eq(departments.number, number))
    .groupBy(departments.id)
    .having(all ? undefined : gt(cragsCount, 0));
}

export type DepartmentFiguresRow = Awaited<ReturnType<typeof findDepartmentFigures>>[number];

/** How many crags of each department (all, or one) offer each climbing type. */
export function countClimbingTypesByDepartment(db: Database, departmentId?: number) {
  // One row per crag and climbing type it offers.
  const offers = db
    .select({
      department_id: crags.department_id,
      climbing_type: sql<string>`unnest(${crags.climbing_types})`.as('climbing_type'),
    })
    .from(crags)
    .where(departmentId === undefined ? isNotNull(crags.department_id) : eq(crags.department_id, departmentId))
    .as('offers');
  return db
    .select({ department_id: offers.department_id, climbing_type: offers.climbing_type, crags_count: count() })
    .from(offers)
    .groupBy(offers.department_id, offers.climbing_type);
}

export async function findDepartmentId(db: Database, number: string): Promise<number | null> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.number, number));
  return row?.id ?? null;
}

export async function findTownBySlug(db: Database, slug: string) {
  const [row] = await selectTownSummaries(db).where(eq(towns.slug, slug)).limit(1);
  return row ?? null;
}

/** The catalogue's counts: crags, routes, sectors, areas and the departments holding crags. */
export async function countCatalogue(db: Database) {
  const [cragsCount, routesCount, sectorsCount, areasCount, departmentsRows] = await Promise.all([
    db.$count(crags),
    db.$count(cragRoutes),
    db.$count(cragSectors),
    db.$count(areas),
    db.select({ total: countDistinct(crags.department_id) }).from(crags),
  ]);
  return {
    crags_count: cragsCount,
    crag_routes_count: routesCount,
    crag_sectors_count: sectorsCount,
    areas_count: areasCount,
    departments_count: departmentsRows[0]?.total ?? 0,
  };
}

export function findRecentCrags(db: Database, limit: number) {
  return selectCragSummaries(db).orderBy(desc(crags.created_at), desc(crags.id)).limit(limit);
}

export function findRecentCragRoutes(db: Database, limit: number) {
  return selectCragRouteSummaries(db).orderBy(desc(cragRoutes.created_at), desc(cragRoutes.id)).limit(limit);
}

/** A department's crags, the condition of its crag list. */
export function inDepartment(departmentId: number): SQL {
  return eq(crags.department_id, departmentId);
}
