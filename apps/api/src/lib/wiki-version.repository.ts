import type { VersionEvent } from '@climb/contracts';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users, versions } from '../db/schema';
import type { Executor } from '../db/transaction';
import { contributorColumns } from './contributor';
import type { FieldChange } from './version-diff';

/*
 * The `versions` table every wiki domain records its changes in, each record kind under its own
 * `item_type` (`crags`, `gyms`…): writing one version, reading a record's history, and the live
 * record a history is of, in the table its domain names.
 */

export interface VersionValues {
  itemType: string;
  itemId: number;
  event: VersionEvent;
  itemName: string | null;
  changes: Record<string, FieldChange>;
  userId: number | null;
}

export async function insertVersion(executor: Executor, version: VersionValues): Promise<void> {
  await executor.insert(versions).values({
    item_type: version.itemType,
    item_id: version.itemId,
    event: version.event,
    item_name: version.itemName,
    changes: version.changes,
    user_id: version.userId,
  });
}

function ofItem(itemType: string, id: number) {
  return and(eq(versions.item_type, itemType), eq(versions.item_id, id));
}

const newestFirst = [desc(versions.created_at), desc(versions.id)];

/** How many versions the record has, and the name its newest version knew it by. */
export async function findVersionsOverview(
  executor: Executor,
  itemType: string,
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
  itemType: string,
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

/** Where the live records of a versioned kind are: their table, its id column and its name column (null: no name). */
export interface VersionedTable {
  table: PgTable;
  id: PgColumn;
  name: PgColumn | null;
}

/** The live record's name (null for records without one), or undefined once it is deleted. */
export async function findLiveRecord(
  executor: Executor,
  source: VersionedTable,
  id: number,
): Promise<{ name: string | null } | undefined> {
  const [row] = await executor
    .select({ name: source.name ? sql<string>`${source.name}` : sql<null>`null` })
    .from(source.table)
    .where(eq(source.id, id));
  return row;
}
