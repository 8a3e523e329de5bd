import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { approaches, cragSectors, crags, parks, rockBars } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The records drawn on a crag's map, by their version item type: each belongs to one crag. */
const CRAG_RECORD_TABLES = { parks, approaches, rock_bars: rockBars };

export type CragRecordKind = keyof typeof CRAG_RECORD_TABLES;
export type CragRecordRow<Kind extends CragRecordKind> = (typeof CRAG_RECORD_TABLES)[Kind]['$inferSelect'];
export type CragRecordValues<Kind extends CragRecordKind> = (typeof CRAG_RECORD_TABLES)[Kind]['$inferInsert'];
export type CragRecordChanges<Kind extends CragRecordKind> = Partial<
  Omit<CragRecordValues<Kind>, 'id' | 'crag_id' | 'user_id' | 'created_at' | 'updated_at'>
>;
export type ParkRow = CragRecordRow<'parks'>;
export type ApproachRow = CragRecordRow<'approaches'>;
export type RockBarRow = CragRecordRow<'rock_bars'>;

/**
 * The table of a kind, typed as the parks table: the three share `id`, `crag_id` and the timestamps,
 * which are all these queries touch; the rows are given back with their own kind's type.
 */
function tableOf(kind: CragRecordKind) {
  return CRAG_RECORD_TABLES[kind] as typeof parks;
}

export async function findCragRecord<Kind extends CragRecordKind>(
  executor: Executor,
  kind: Kind,
  id: number,
  { lock = false } = {},
): Promise<CragRecordRow<Kind> | undefined> {
  const table = tableOf(kind);
  const query = executor.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as CragRecordRow<Kind> | undefined;
}

/** The crag's records of a kind, oldest first; a window gives one page of them. */
export async function findCragRecordsOfCrag<Kind extends CragRecordKind>(
  executor: Executor,
  kind: Kind,
  cragId: number,
  window?: { limit: number; offset: number },
): Promise<CragRecordRow<Kind>[]> {
  const table = tableOf(kind);
  const query = executor.select().from(table).where(eq(table.crag_id, cragId)).orderBy(asc(table.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows as CragRecordRow<Kind>[];
}

export async function countCragRecordsOfCrag(executor: Executor, kind: CragRecordKind, cragId: number) {
  const table = tableOf(kind);
  const [row] = await executor.select({ total: count() }).from(table).where(eq(table.crag_id, cragId));
  return row?.total ?? 0;
}

export async function insertCragRecord<Kind extends CragRecordKind>(
  executor: Executor,
  kind: Kind,
  values: CragRecordValues<Kind>,
): Promise<CragRecordRow<Kind>> {
  const [row] = await executor
    .insert(tableOf(kind))
    .values(values as CragRecordValues<'parks'>)
    .returning();
  if (!row) throw new Error(`insertCragRecord: no ${kind} row returned`);
  return row as CragRecordRow<Kind>;
}

export async function updateCragRecord<Kind extends CragRecordKind>(
  executor: Executor,
  kind: Kind,
  id: number,
  changes: CragRecordChanges<Kind>,
): Promise<CragRecordRow<Kind>> {
  const table = tableOf(kind);
  const [row] = await executor
    .update(table)
    .set({ ...(changes as CragRecordChanges<'parks'>), updated_at: sql`now()` })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`updateCragRecord: no ${kind} ${id}`);
  return row as CragRecordRow<Kind>;
}

export async function deleteCragRecord(executor: Executor, kind: CragRecordKind, id: number): Promise<void> {
  const table = tableOf(kind);
  await executor.delete(table).where(eq(table.id, id));
}

/** What the crag map centres on; undefined when there is no such crag. */
export async function findCragPoint(executor: Executor, id: number) {
  const [row] = await executor
    .select({ id: crags.id, name: crags.name, latitude: crags.latitude, longitude: crags.longitude })
    .from(crags)
    .where(eq(crags.id, id));
  return row;
}

/** The crag's sectors that have a position, by name. */
export function findPlacedSectorsOfCrag(executor: Executor, cragId: number) {
  return executor
    .select({
      id: cragSectors.id,
      name: cragSectors.name,
      slug_name: cragSectors.slug_name,
      latitude: cragSectors.latitude,
      longitude: cragSectors.longitude,
    })
    .from(cragSectors)
    .where(and(eq(cragSectors.crag_id, cragId), isNotNull(cragSectors.latitude), isNotNull(cragSectors.longitude)))
    .orderBy(asc(cragSectors.name), asc(cragSectors.id));
}

/**
 * Whether the crag exists; if so it stays (a `KEY SHARE` lock) until the transaction ends, so a row
 * pointing at it can be written without meeting a foreign-key error.
 */
export async function lockCragAgainstDeletion(executor: Executor, cragId: number): Promise<boolean> {
  const [row] = await executor.select({ id: crags.id }).from(crags).where(eq(crags.id, cragId)).for('key share');
  return row !== undefined;
}

export type PlacedSectorRow = Awaited<ReturnType<typeof findPlacedSectorsOfCrag>>[number];

/** Whether the sector exists and belongs to the crag; if so it stays until the transaction ends. */
export async function lockSectorOfCrag(executor: Executor, sectorId: number, cragId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: cragSectors.id })
    .from(cragSectors)
    .where(and(eq(cragSectors.id, sectorId), eq(cragSectors.crag_id, cragId)))
    .for('key share');
  return row !== undefined;
}
