import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { cragSectors, crags, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';
import { lockCrag } from './crag.repository';

export type SectorRow = typeof cragSectors.$inferSelect;
export type SectorValues = Omit<typeof cragSectors.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const sectorSummaryColumns = {
  id: cragSectors.id,
  crag_id: cragSectors.crag_id,
  name: cragSectors.name,
  slug_name: cragSectors.slug_name,
  latitude: cragSectors.latitude,
  longitude: cragSectors.longitude,
  routes_count: cragSectors.routes_count,
  grade_min_value: cragSectors.grade_min_value,
  grade_max_value: cragSectors.grade_max_value,
};

export async function findSector(executor: Executor, id: number): Promise<SectorRow | undefined> {
  const [row] = await executor.select().from(cragSectors).where(eq(cragSectors.id, id));
  return row;
}

/**
 * The sector, locked until the transaction ends, after its crag (the lock every change of the
 * crag's sectors and routes takes first). A sector never changes crag.
 */
export async function lockSectorAfterCrag(executor: Executor, id: number): Promise<SectorRow | undefined> {
  const [located] = await executor
    .select({ crag_id: cragSectors.crag_id })
    .from(cragSectors)
    .where(eq(cragSectors.id, id));
  if (!located) return undefined;
  await lockCrag(executor, located.crag_id);
  const [row] = await executor.select().from(cragSectors).where(eq(cragSectors.id, id)).for('update');
  return row;
}

export async function insertSector(executor: Executor, values: SectorValues): Promise<SectorRow> {
  const [row] = await executor.insert(cragSectors).values(values).returning();
  if (!row) throw new Error('insertSector: no row returned');
  return row;
}

export async function updateSector(
  executor: Executor,
  id: number,
  changes: Partial<Omit<SectorValues, 'crag_id'>>,
): Promise<SectorRow> {
  const [row] = await executor
    .update(cragSectors)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(cragSectors.id, id))
    .returning();
  if (!row) throw new Error(`updateSector: no sector ${id}`);
  return row;
}

/** Deletes the sector; its routes stay in the crag, without a sector (foreign key `set null`). */
export async function deleteSector(executor: Executor, id: number): Promise<void> {
  await executor.delete(cragSectors).where(eq(cragSectors.id, id));
}

/** The sectors of a crag, by name. */
export function findSectorsOfCrag(executor: Executor, cragId: number) {
  return executor
    .select(sectorSummaryColumns)
    .from(cragSectors)
    .where(eq(cragSectors.crag_id, cragId))
    .orderBy(asc(cragSectors.name), asc(cragSectors.id));
}

export type SectorSummaryRow = Awaited<ReturnType<typeof findSectorsOfCrag>>[number];

/** Everything `GET crag_sectors/{id}.json` shows, with its crag and its creator. */
export async function findSectorDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      ...getTableColumns(cragSectors),
      crag_name: crags.name,
      crag_slug_name: crags.slug_name,
      ...contributorColumns,
    })
    .from(cragSectors)
    .innerJoin(crags, eq(crags.id, cragSectors.crag_id))
    .leftJoin(users, eq(users.id, cragSectors.user_id))
    .where(eq(cragSectors.id, id));
  return row;
}

export type SectorDetailRow = NonNullable<Awaited<ReturnType<typeof findSectorDetail>>>;
