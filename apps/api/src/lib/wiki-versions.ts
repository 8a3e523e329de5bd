import type { PageQuery, VersionEvent, VersionItemType } from '@climb/contracts';
import type { Executor } from '../db/transaction';
import { NotFound } from './errors';
import { diffRecords } from './version-diff';
import { toWikiVersion, type WikiVersion } from './wiki-version.mapper';
import {
  findLiveRecord,
  findVersionsOverview,
  findVersionsPage,
  insertVersion,
  type VersionedTable,
} from './wiki-version.repository';

export type { VersionedTable } from './wiki-version.repository';

/*
 * The wiki history of the catalogues' records, for every domain: each create, update and delete of
 * a record recorded with its author and its changed fields, under the kind its domain names it by
 * (`crags`, `gym_routes`…), and a record's history read back a page at a time.
 */

/** Columns that are not the contributor's to change: never shown as changes. */
const NOT_CONTRIBUTED = [
  'id',
  'created_at',
  'updated_at',
  'user_id',
  'slug_name',
  'routes_count',
  'sectors_count',
  'grade_min_value',
  'grade_max_value',
  'grade_text',
  'pitches_count',
  'figures',
  'note',
  'note_count',
  'hardness_value',
  'hardness_count',
  'ascents_count',
  'climbers_count',
  'gyms_count',
  'spaces_count',
  'mounted_routes_count',
  'followers_count',
  'likes_count',
  'source',
  'source_id',
  // Follow from the town: the town itself is what a contributor sets (or the server picks).
  'department_id',
  'country_id',
];

type Snapshot = Record<string, unknown>;

export interface WikiVersionInput<ItemType extends string = string> {
  itemType: ItemType;
  itemId: number;
  event: VersionEvent;
  /** The record before the change (null on create) and after it (null on destroy). */
  before: Snapshot | null;
  after: Snapshot | null;
  userId: number | null;
}

/**
 * Records one change of a wiki record (who, when, each changed field). An update that changes
 * nothing a contributor can change records nothing. Call it inside the change's transaction.
 */
export async function recordWikiVersion(executor: Executor, input: WikiVersionInput): Promise<void> {
  const changes = diffRecords(input.before, input.after, NOT_CONTRIBUTED);
  if (input.event === 'update' && Object.keys(changes).length === 0) return;
  const named = (input.after ?? input.before) as { name?: unknown } | null;
  await insertVersion(executor, {
    itemType: input.itemType,
    itemId: input.itemId,
    event: input.event,
    itemName: typeof named?.name === 'string' ? named.name : null,
    changes,
    userId: input.userId,
  });
}

/** The two sides of a change: without `before` it is a creation, without `after` a deletion. */
export type WikiChangeSides =
  | { before: null; after: Snapshot }
  | { before: Snapshot; after: Snapshot }
  | { before: Snapshot; after: null };

/** One change of a record of kind `ItemType`, as its service saw it. */
export type WikiChange<ItemType extends string = string> = { itemType: ItemType; itemId: number } & WikiChangeSides;

/**
 * Records the version of one change of a record by `user`, its event following from its sides.
 * Call it inside the change's transaction.
 */
export function recordWikiChange(executor: Executor, user: { id: number }, change: WikiChange): Promise<void> {
  const { itemType, itemId, before, after } = change;
  const event = before === null ? 'create' : after === null ? 'destroy' : 'update';
  return recordWikiVersion(executor, { itemType, itemId, event, before, after, userId: user.id });
}

/** A record's history: its name, whether it is deleted, and a page of its versions, newest first. */
export interface WikiVersionHistory<ItemType extends string> {
  item_type: ItemType;
  item_id: number;
  /** The record's current name, or its last known one once deleted. */
  item_name: string | null;
  deleted: boolean;
  versions_count: number;
  versions: WikiVersion<ItemType>[];
}

/**
 * Every kind whose history can be read, with the table of its live records: each domain declares its own
 * (`*.public.ts`), `composition.ts` puts them together, so the history reads any kind without importing a domain.
 */
export type VersionedKinds = Readonly<Record<VersionItemType, VersionedTable>>;

/**
 * `GET versions/{version_type}/{id}.json`: a page of a record's history, newest first, with the number of
 * versions. A deleted record's history still reads, under the last name it had; `NotFound` only when there is
 * neither a live record nor a version.
 */
export async function readVersionHistory<ItemType extends VersionItemType>(
  executor: Executor,
  kinds: VersionedKinds,
  item: { itemType: ItemType; itemId: number },
  page: PageQuery,
): Promise<{ history: WikiVersionHistory<ItemType>; total: number }> {
  const { itemType, itemId } = item;
  const [live, overview, rows] = await Promise.all([
    findLiveRecord(executor, kinds[itemType], itemId),
    findVersionsOverview(executor, itemType, itemId),
    findVersionsPage(executor, itemType, itemId, { limit: page.per_page, offset: (page.page - 1) * page.per_page }),
  ]);
  if (!live && overview.total === 0) throw new NotFound('No such record nor history');
  return {
    history: {
      item_type: itemType,
      item_id: itemId,
      item_name: live ? live.name : overview.lastItemName,
      deleted: !live,
      versions_count: overview.total,
      versions: rows.map((row) => toWikiVersion(row, itemType)),
    },
    total: overview.total,
  };
}
