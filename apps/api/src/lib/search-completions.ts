import type { Database } from '../db/client';
import type { Executor } from '../db/transaction';
import {
  type CompletedRows,
  type CompletionReaders,
  findCompletions,
  findSimilarRecords,
} from './completion-reads.repository';
import { type CompletionQuery, lengthOf } from './completion-words';
import {
  type CompletionKind,
  completionRowsExist,
  lockCompletionRebuild,
  rebuildCompletionRows,
  refreshCompletionRows,
} from './completion-writes.repository';

/*
 * The search as you type of every catalogue (docs/domain/outdoor.md, "Search"), over one completions
 * table (`search_completions`). A domain registers its kinds: how each kind's names, its parts' and
 * its place's are read (`CompletionKind`), which records a wiki change touches, and how a search shows
 * each kind it finds (`CompletionReader`). Each wiki write rewrites the rows of the records it touches
 * in its own transaction; the seeds and the benchmark generator, which insert rows in bulk, rebuild
 * them all at the end.
 */

/** One change of a record, as its version records it: without `before` a creation, without `after` a deletion. */
export interface ChangedRecord<ItemType extends string = string> {
  itemType: ItemType;
  itemId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records of one kind whose completions must be written again. */
export interface TouchedRecords {
  kind: string;
  ids: number[];
}

/** The kinds a domain stores, and which of their records a change of its records touches. */
export interface CompletionKinds<ItemType extends string = string> {
  kinds: readonly CompletionKind[];
  touchedRecords(change: ChangedRecord<ItemType>): TouchedRecords[];
}

function kindNamed(catalogue: CompletionKinds<never>, name: string): CompletionKind {
  const kind = catalogue.kinds.find((candidate) => candidate.kind === name);
  if (!kind) throw new Error(`No completion kind ${name}`);
  return kind;
}

/**
 * Rewrites the completions of the records `change` touches, from the catalogue as the transaction
 * sees it (a deleted record's rows go). Call it inside the change's transaction, after the change.
 */
export async function refreshCompletions<ItemType extends string>(
  executor: Executor,
  catalogue: CompletionKinds<ItemType>,
  change: ChangedRecord<ItemType>,
): Promise<void> {
  for (const { kind, ids } of catalogue.touchedRecords(change)) {
    await refreshCompletionRows(executor, kindNamed(catalogue, kind), ids);
  }
}

/** Rewrites every completion of these kinds from their records, in one transaction: after a bulk load. */
export function rebuildCompletions(executor: Executor, catalogue: CompletionKinds<never>): Promise<void> {
  return executor.transaction(async (tx) => {
    await lockCompletionRebuild(tx);
    await rebuildCompletionRows(tx, catalogue.kinds);
  });
}

/**
 * Builds the completions of these kinds when none is stored yet: a database seeded or filled before
 * they existed gets them at its next start. Returns whether it built them.
 */
export function fillCompletionsIfEmpty(executor: Executor, catalogue: CompletionKinds<never>): Promise<boolean> {
  return executor.transaction(async (tx) => {
    await lockCompletionRebuild(tx);
    if (await completionRowsExist(tx, catalogue.kinds)) return false;
    await rebuildCompletionRows(tx, catalogue.kinds);
    return true;
  });
}

/** A search as you type: the kinds it shows by the name of their list, and the name its statements are prepared under. */
export interface CompletionSearch<Readers extends CompletionReaders> {
  name: string;
  readers: Readers;
}

/** Typed words shorter than this are not looked up with typos: too few letters to tell a typo from another word. */
export const TYPO_MIN_LENGTH = 4;

/** `ids` of records as `find` reads them, in the order of `ids`. */
async function inOrder<Row extends { id: number }>(
  ids: number[],
  find: (ids: number[]) => PromiseLike<Row[]>,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await find(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** The records holding words like `word` (typos forgiven), the closest first, `perKind` at most of each kind. */
async function similarCompletions<Readers extends CompletionReaders>(
  db: Database,
  search: CompletionSearch<Readers>,
  word: string,
  perKind: number,
): Promise<CompletedRows<Readers>> {
  const readers = Object.entries(search.readers);
  const similar = await findSimilarRecords(
    db,
    readers.map(([, reader]) => reader.kind),
    word,
    perKind,
  );
  const lists = await Promise.all(
    readers.map(async ([name, reader]) => {
      const ids = similar.filter((record) => record.kind === reader.kind).map((record) => record.record_id);
      return [name, await inOrder(ids, (some) => reader.byIds(db, some))] as const;
    }),
  );
  return Object.fromEntries(lists) as CompletedRows<Readers>;
}

/**
 * The best `limit` records of each kind of `search` for what is typed, from the completions: a few
 * index entries per kind, all kinds in one statement. Only when no name at all starts with what is
 * typed are typos forgiven (trigram similarity of the words, bounded in rows and time), and only
 * for a word of `TYPO_MIN_LENGTH` letters or more.
 */
export async function completeQuery<Readers extends CompletionReaders>(
  db: Database,
  search: CompletionSearch<Readers>,
  query: CompletionQuery,
  limit: number,
): Promise<CompletedRows<Readers>> {
  const found = await findCompletions(db, search, query, limit);
  const count = Object.values(found).reduce((sum, rows) => sum + rows.length, 0);
  if (count === 0 && lengthOf(query.driver) >= TYPO_MIN_LENGTH)
    return similarCompletions(db, search, query.driver, limit);
  return found;
}
