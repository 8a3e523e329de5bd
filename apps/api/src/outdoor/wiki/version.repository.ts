import type { VersionItemType } from '@climb/contracts';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  alerts,
  approaches,
  areas,
  cragRoutes,
  cragSectors,
  crags,
  parks,
  rockBars,
  users,
  versions,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../crags/contributor';

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

function ofItem(itemType: VersionItemType, id: number) {
  return and(eq(versions.item_type, itemType), eq(versions.item_id, id));
}

const newestFirst = [desc(versions.created_at), desc(versions.id)];

/** How many versions the record has, and the name its newest version knew it by. */
export async function findVersionsOverview(
  executor: Executor,
  itemType: VersionItemType,
  id: number,
): Promise<{ total: number; lastItemName: string | null }> {
  const [row] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      lastItemName: sql<
        string | null
      >`(array_agg(${versions.item_name} order by ${versions.created_at} desc, ${versions.id} desc))[1]`,
    })
    .from(versions)
    .where(ofItem(itemType, id));
  return { total: row?.total ?? 0, lastItemName: row?.lastItemName ?? null };
}

/** A page of the record's versions with their authors, newest first. */
export function findVersionsPage(
  executor: Executor,
  itemType: VersionItemType,
  id: number,
  options: { limit: number; offset: number },
) {
  return executor
    .select({ ...getTableColumns(versions), ...contributorColumns })
    .from(versions)
    .leftJoin(users, eq(users.id, versions.user_id))
    .where(ofItem(itemType, id))
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

export type VersionRow = Awaited<ReturnType<typeof findVersionsPage>>[number];
