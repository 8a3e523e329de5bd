import type { VersionItemType } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { alerts, approaches, areas, cragRoutes, cragSectors, crags, parks, rockBars } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The table of each versioned type, and its name column where records have a name. */
const ITEM_TABLES: Record<VersionItemType, { table: PgTable; id: PgColumn; name: PgColumn | null }> = {
  crags: { table: crags, id: crags.id, name: crags.name },
  crag_sectors: { table: cragSectors, id: cragSectors.id, name: cragSectors.name },
  crag_routes: { table: cragRoutes, id: cragRoutes.id, name: cragRoutes.name },
  areas: { table: areas, id: areas.id, name: areas.name },
  parks: { table: parks, id: parks.id, name: null },
  approaches: { table: approaches, id: approaches.id, name: null },
  rock_bars: { table: rockBars, id: rockBars.id, name: null },
  alerts: { table: alerts, id: alerts.id, name: null },
};

/** The live record's name (null for records without one), or undefined once it is deleted. */
export async function findLiveItem(
  executor: Executor,
  itemType: VersionItemType,
  id: number,
): Promise<{ name: string | null } | undefined> {
  const { table, id: idColumn, name } = ITEM_TABLES[itemType];
  const [row] = await executor
    .select({ name: name ? sql<string>`${name}` : sql<null>`null` })
    .from(table)
    .where(eq(idColumn, id));
  return row;
}
