import { count, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { areaCrags, areas, countries, cragSectors, crags, departments, parks, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row here. */
const BATCH_ROWS = 1_000;

function batches<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) result.push(rows.slice(start, start + BATCH_ROWS));
  return result;
}

async function allEmpty(executor: Executor, tables: PgTable[]): Promise<boolean> {
  for (const table of tables) {
    const [row] = await executor.select({ rows: count() }).from(table);
    if ((row?.rows ?? 0) > 0) return false;
  }
  return true;
}

export function referenceTablesEmpty(executor: Executor): Promise<boolean> {
  return allEmpty(executor, [countries, departments, towns]);
}

export function catalogueTablesEmpty(executor: Executor): Promise<boolean> {
  return allEmpty(executor, [crags, areas, parks, cragSectors]);
}

export function insertCountries(executor: Executor, rows: (typeof countries.$inferInsert)[]) {
  return executor.insert(countries).values(rows).returning({ id: countries.id, code: countries.code });
}

export function insertDepartments(executor: Executor, rows: (typeof departments.$inferInsert)[]) {
  return executor.insert(departments).values(rows).returning({ id: departments.id, number: departments.number });
}

export async function insertTowns(executor: Executor, rows: (typeof towns.$inferInsert)[]): Promise<void> {
  for (const batch of batches(rows)) await executor.insert(towns).values(batch);
}

/** The towns with an INSEE code and their department's number, where the seed places crags. */
export function findCodedTowns(executor: Executor) {
  return executor
    .select({
      id: towns.id,
      code: towns.code,
      latitude: towns.latitude,
      longitude: towns.longitude,
      department_id: towns.department_id,
      department: departments.number,
      country_id: towns.country_id,
    })
    .from(towns)
    .innerJoin(departments, eq(departments.id, towns.department_id))
    .where(isNotNull(towns.code));
}

export function insertCrags(executor: Executor, rows: (typeof crags.$inferInsert)[]) {
  return executor.insert(crags).values(rows).returning({ id: crags.id, source_id: crags.source_id });
}

export function insertAreas(executor: Executor, rows: (typeof areas.$inferInsert)[]) {
  return executor.insert(areas).values(rows).returning({ id: areas.id, source_id: areas.source_id });
}

export async function insertAreaCrags(executor: Executor, rows: (typeof areaCrags.$inferInsert)[]): Promise<void> {
  for (const batch of batches(rows)) await executor.insert(areaCrags).values(batch);
}

export async function insertParks(executor: Executor, rows: (typeof parks.$inferInsert)[]): Promise<void> {
  for (const batch of batches(rows)) await executor.insert(parks).values(batch);
}

export async function insertSectors(executor: Executor, rows: (typeof cragSectors.$inferInsert)[]): Promise<void> {
  for (const batch of batches(rows)) await executor.insert(cragSectors).values(batch);
}
