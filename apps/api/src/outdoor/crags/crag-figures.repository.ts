import { and, eq, sql } from 'drizzle-orm';
import { cragRoutes, cragSectors, crags } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { nextCragUpdatedAt } from './crag.repository';
import { deriveFigures } from './route-figures';

/**
 * Recomputes the derived columns of a crag (routes, grade range, figures, sectors count) and of the
 * given sectors, moving the crag's `updated_at` (its page changed: see `nextCragUpdatedAt`), from ONE aggregate query over the crag's routes (index on `crag_id`). Call it in
 * the transaction of the change, after the crag row was locked (`lockCrag`): two changes of the
 * same crag then refresh one after the other and never lose a route.
 */
export async function refreshCragFigures(
  executor: Executor,
  cragId: number,
  sectorIds: readonly (number | null | undefined)[] = [],
): Promise<void> {
  const groups = await executor
    .select({
      crag_sector_id: cragRoutes.crag_sector_id,
      climbing_type: cragRoutes.climbing_type,
      grade_min_value: cragRoutes.grade_min_value,
      grade_max_value: cragRoutes.grade_max_value,
      routes: sql<number>`count(*)::int`,
    })
    .from(cragRoutes)
    .where(eq(cragRoutes.crag_id, cragId))
    .groupBy(
      cragRoutes.crag_sector_id,
      cragRoutes.climbing_type,
      cragRoutes.grade_min_value,
      cragRoutes.grade_max_value,
    );
  await executor
    .update(crags)
    .set({
      ...deriveFigures(groups),
      sectors_count: sql`(select count(*)::int from ${cragSectors} where ${cragSectors.crag_id} = ${cragId})`,
      updated_at: nextCragUpdatedAt,
    })
    .where(eq(crags.id, cragId));
  for (const sectorId of new Set(sectorIds)) {
    if (typeof sectorId !== 'number') continue;
    const ofSector = groups.filter((group) => group.crag_sector_id === sectorId);
    await executor
      .update(cragSectors)
      .set(deriveFigures(ofSector))
      .where(and(eq(cragSectors.id, sectorId), eq(cragSectors.crag_id, cragId)));
  }
}
