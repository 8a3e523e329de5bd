import { and, eq, getTableName, gt, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchCompletions } from '../db/schema';
import type { Executor } from '../db/transaction';
import { chunked } from './chunked';
import { type NameSource, wordsOf } from './completion-words';

/*
 * Writing the completions table (schema/catalogue.ts `search_completions`) from the records of each
 * kind a domain registers: a record's rows rewritten in the transaction of its change, or every row
 * of some kinds rebuilt. The words are cut in TypeScript (completion-words.ts), stored and typed
 * alike, so no SQL folding is involved.
 */

const completions = searchCompletions;

/** A record and the names it is found by. */
export interface CompletionSource {
  id: number;
  weight: number;
  /** The crag of an outdoor crag or route (its deletion deletes their rows), null for any other record. */
  crag_id: number | null;
  names: NameSource[];
}

/** Which records to read: some ids (a wiki write), or an id range (a rebuild, batch by batch). */
export type SourceFilter = { ids: readonly number[] } | { above: number; upTo: number };

/** The records `filter` selects of an id column. */
export function within(id: PgColumn, filter: SourceFilter): SQL | undefined {
  return 'ids' in filter ? inArray(id, [...filter.ids]) : and(gt(id, filter.above), lte(id, filter.upTo));
}

/** How one kind of record is found: what a domain registers for each kind it stores. */
export interface CompletionKind {
  /** The `kind` column's value: 5 characters at most (`crag`, `gym`…). */
  kind: string;
  /** The id column of its records: a rebuild reads them range by range. */
  id: PgColumn;
  /**
   * The records `filter` selects (through `within`) with the names they are found by, each with its
   * tier (its own name, its parts', its place's), and its weight; none for a deleted record.
   */
  sources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]>;
}

export type CompletionRow = typeof searchCompletions.$inferInsert;

/** The completion rows of one record: one per distinct word of its names. */
export function completionRows(kind: string, source: CompletionSource): CompletionRow[] {
  return [...wordsOf(source.names)].map(([word, tier]) => ({
    kind,
    record_id: source.id,
    word,
    tier,
    weight: source.weight,
    crag_id: source.crag_id,
  }));
}

/** Rows per statement: a single JSON parameter, so the driver's parameter limit does not apply. */
const INSERT_ROWS = 20_000;

async function insertRows(executor: Executor, rows: readonly CompletionRow[]): Promise<void> {
  for (const chunk of chunked(rows, INSERT_ROWS)) {
    await executor.execute(sql`
      INSERT INTO ${completions} (kind, record_id, word, tier, weight, crag_id)
      SELECT kind, record_id, word, tier, weight, crag_id
      FROM json_to_recordset(${JSON.stringify(chunk)}::json)
        AS r(kind varchar, record_id integer, word text, tier smallint, weight integer, crag_id integer)`);
  }
}

/** Writes the rows of the records `filter` selects, from the catalogue as it is now (none for a deleted record). */
async function writeRows(executor: Executor, kind: CompletionKind, filter: SourceFilter): Promise<void> {
  const sources = await kind.sources(executor, filter);
  await insertRows(
    executor,
    sources.flatMap((source) => completionRows(kind.kind, source)),
  );
}

/** Rewrites the rows of these records of one kind: call it in the transaction of their change. */
export async function refreshCompletionRows(
  executor: Executor,
  kind: CompletionKind,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .delete(completions)
    .where(and(eq(completions.kind, kind.kind), inArray(completions.record_id, [...ids])));
  await writeRows(executor, kind, { ids });
}

/** Records read per batch when rebuilding: a bounded memory whatever the catalogue's size. */
const REBUILD_BATCH = 20_000;

/** Any constant: the advisory lock held while the completions are rebuilt (per database). */
const REBUILD_LOCK_KEY = 7_318_402_911;

/**
 * Holds the rebuild lock until the transaction ends: two nodes starting at once on a database
 * without completions build them one after the other, the second finding them built.
 */
export async function lockCompletionRebuild(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK_KEY})`);
}

/** The indexes of the completions besides the primary key, as `pg_indexes` gives them (name and `CREATE INDEX`). */
async function secondaryIndexes(executor: Executor): Promise<{ name: string; definition: string }[]> {
  const result = await executor.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${getTableName(completions)}
      and indexname not in (select conname from pg_constraint)`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

const ofKinds = (kinds: readonly CompletionKind[]) =>
  inArray(
    completions.kind,
    kinds.map((kind) => kind.kind),
  );

/**
 * Rewrites every row of these kinds from their records, kind by kind and batch by batch of ids: call
 * it in a transaction holding the rebuild lock, on a database not serving searches yet (a seed, a
 * start, a benchmark dataset: the table is locked until the end). The secondary indexes are dropped
 * meanwhile and built again from their own definitions at the end: one sort per index instead of
 * an entry in each of nine indexes per row.
 */
export async function rebuildCompletionRows(tx: Executor, kinds: readonly CompletionKind[]): Promise<void> {
  const indexes = await secondaryIndexes(tx);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await tx.delete(completions).where(ofKinds(kinds));
  for (const kind of kinds) {
    const [last] = await tx.select({ id: max(kind.id) }).from(kind.id.table);
    const lastId = Number(last?.id ?? 0);
    for (let above = 0; above < lastId; above += REBUILD_BATCH) {
      await writeRows(tx, kind, { above, upTo: above + REBUILD_BATCH });
    }
  }
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

/** Whether any row of these kinds is stored. */
export async function completionRowsExist(executor: Executor, kinds: readonly CompletionKind[]): Promise<boolean> {
  const rows = await executor.select({ kind: completions.kind }).from(completions).where(ofKinds(kinds)).limit(1);
  return rows.length > 0;
}
