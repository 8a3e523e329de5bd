import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  lte,
  max,
  type Placeholder,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  areaCrags,
  areas,
  COMPLETION_PREFIX_LENGTHS,
  cragRoutes,
  cragSectors,
  crags,
  type SearchCompletionKind,
  searchCompletions,
  towns,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';
import { selectCragRouteSummaries, selectCragSummaries } from '../crags/crag-summary';
import { selectTownSummaries } from '../places/town-summary';
import { type CompletionQuery, indexedPrefix, type NameSource, TIERS, wordsOf } from './completion-words';

/*
 * The completions table (schema/outdoor.ts `search_completions`): writing a record's rows from the
 * catalogue, and reading the records a typed query completes to. The words are cut in TypeScript
 * (completion-words.ts), stored and typed alike, so no SQL folding is involved.
 */

const completions = searchCompletions;
const LONGEST_PREFIX = Math.max(...COMPLETION_PREFIX_LENGTHS);

// --- Writing ---------------------------------------------------------------------------------------

/** A record and the names it is found by. */
export interface CompletionSource {
  id: number;
  weight: number;
  /** The crag of a crag or route (cascades its deletion), null for areas and towns. */
  crag_id: number | null;
  names: NameSource[];
}

export type CompletionRow = typeof searchCompletions.$inferInsert;

/** Which records to read: some ids (a wiki write), or an id range (a rebuild, batch by batch). */
export type SourceFilter = { ids: readonly number[] } | { above: number; upTo: number };

function within(id: PgColumn, filter: SourceFilter): SQL | undefined {
  return 'ids' in filter ? inArray(id, [...filter.ids]) : and(gt(id, filter.above), lte(id, filter.upTo));
}

/** Crags by their name, their sectors' names and their town's name. */
async function cragSources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]> {
  // Grouped apart (not a subquery per crag): a rebuild reads whole ranges, possibly without indexes.
  const sectors = executor
    .select({
      crag_id: cragSectors.crag_id,
      names: sql<string[]>`array_agg(${cragSectors.name}::text)`.as('names'),
    })
    .from(cragSectors)
    .where(within(cragSectors.crag_id, filter))
    .groupBy(cragSectors.crag_id)
    .as('sectors');
  const rows = await executor
    .select({
      id: crags.id,
      name: crags.name,
      weight: crags.routes_count,
      town_name: towns.name,
      sector_names: sectors.names,
    })
    .from(crags)
    .leftJoin(towns, eq(towns.id, crags.town_id))
    .leftJoin(sectors, eq(sectors.crag_id, crags.id))
    .where(within(crags.id, filter));
  return rows.map((row) => ({
    id: row.id,
    weight: row.weight,
    crag_id: row.id,
    names: [
      { name: row.name, tier: TIERS.name },
      ...(row.sector_names ?? []).map((name) => ({ name, tier: TIERS.sector })),
      ...(row.town_name ? [{ name: row.town_name, tier: TIERS.town }] : []),
    ],
  }));
}

/** Routes by their name, the most climbed first. */
async function routeSources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]> {
  const rows = await executor
    .select({ id: cragRoutes.id, name: cragRoutes.name, weight: cragRoutes.ascents_count, crag_id: cragRoutes.crag_id })
    .from(cragRoutes)
    .where(within(cragRoutes.id, filter));
  return rows.map((row) => ({ ...row, names: [{ name: row.name, tier: TIERS.name }] }));
}

/** Areas by their name, the one with the most crags first. */
async function areaSources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]> {
  const cragCounts = executor
    .select({ area_id: areaCrags.area_id, crags: count().as('crags') })
    .from(areaCrags)
    .where(within(areaCrags.area_id, filter))
    .groupBy(areaCrags.area_id)
    .as('crag_counts');
  const rows = await executor
    .select({ id: areas.id, name: areas.name, weight: cragCounts.crags })
    .from(areas)
    .leftJoin(cragCounts, eq(cragCounts.area_id, areas.id))
    .where(within(areas.id, filter));
  return rows.map((row) => ({
    ...row,
    weight: row.weight ?? 0,
    crag_id: null,
    names: [{ name: row.name, tier: TIERS.name }],
  }));
}

/** Towns by their name, the most populated first. */
async function townSources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]> {
  const rows = await executor
    .select({ id: towns.id, name: towns.name, weight: towns.population })
    .from(towns)
    .where(within(towns.id, filter));
  return rows.map((row) => ({
    ...row,
    weight: row.weight ?? 0,
    crag_id: null,
    names: [{ name: row.name, tier: TIERS.name }],
  }));
}

const SOURCES: Record<SearchCompletionKind, (executor: Executor, filter: SourceFilter) => Promise<CompletionSource[]>> =
  { crag: cragSources, route: routeSources, area: areaSources, town: townSources };

/** The id column of each kind's table, for rebuilding by ranges. */
const RECORD_IDS: Record<SearchCompletionKind, PgColumn> = {
  crag: crags.id,
  route: cragRoutes.id,
  area: areas.id,
  town: towns.id,
};

/** The completion rows of one record: one per distinct word of its names. */
export function completionRows(kind: SearchCompletionKind, source: CompletionSource): CompletionRow[] {
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
async function writeRows(executor: Executor, kind: SearchCompletionKind, filter: SourceFilter): Promise<void> {
  const sources = await SOURCES[kind](executor, filter);
  await insertRows(
    executor,
    sources.flatMap((source) => completionRows(kind, source)),
  );
}

/** Rewrites the rows of these records of one kind: call it in the transaction of their change. */
export async function refreshCompletionRows(
  executor: Executor,
  kind: SearchCompletionKind,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(completions).where(and(eq(completions.kind, kind), inArray(completions.record_id, [...ids])));
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

/**
 * Rewrites every row from the catalogue, kind by kind and batch by batch of ids: call it in a
 * transaction holding the rebuild lock, on a database not serving searches yet (a seed, a start,
 * a benchmark dataset: the table is locked until the end). The secondary indexes are dropped
 * meanwhile and built again from their own definitions at the end: one sort per index instead of
 * an entry in each of nine indexes per row.
 */
export async function rebuildCompletionRows(tx: Executor): Promise<void> {
  const indexes = await secondaryIndexes(tx);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await tx.delete(completions);
  for (const [kind, id] of Object.entries(RECORD_IDS) as [SearchCompletionKind, PgColumn][]) {
    const [last] = await tx.select({ id: max(id) }).from(id.table);
    const lastId = Number(last?.id ?? 0);
    for (let above = 0; above < lastId; above += REBUILD_BATCH) {
      await writeRows(tx, kind, { above, upTo: above + REBUILD_BATCH });
    }
  }
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

export async function completionRowsExist(executor: Executor): Promise<boolean> {
  const rows = await executor.select({ kind: completions.kind }).from(completions).limit(1);
  return rows.length > 0;
}

// --- Reading ---------------------------------------------------------------------------------------

/**
 * Index entries read for a one-word query that an index answers exactly: a record may hold two
 * words starting alike, so a few more than the results shown.
 */
const EXACT_CANDIDATES = 20;
/**
 * Index entries read when the entries found must still be filtered (a word longer than the longest
 * prefix index, or other words to check): the biggest records of the prefix are checked, never more
 * than this many, so a very common start costs the same as a rare one.
 */
export const FILTERED_CANDIDATES = 500;

/**
 * A LIMIT written into the statement, not bound as a parameter: PostgreSQL keeps one plan for a
 * prepared statement (a generic plan) only when it knows its limits, and plans every execution
 * otherwise. Drizzle writes an SQL object given as a limit as it is (its types only say number).
 */
function writtenLimit(rows: number): number {
  return sql.raw(String(Math.trunc(rows))) as unknown as number;
}

/**
 * What `matchedRecords` looks up: the values of a query, or placeholders (`sql.placeholder`) in a
 * statement prepared once and executed with each query's values.
 */
interface Lookup {
  kind: SearchCompletionKind;
  /** The driver's start held by the index read, `length` characters long. */
  prefix: string | Placeholder;
  length: number;
  /** Whether the whole driver is that start; if not, the driver itself filters the entries read. */
  exact: boolean;
  driver: string | Placeholder;
  others: readonly (string | Placeholder)[];
  limit: number;
}

/**
 * The best `limit` records of `kind` whose words complete the query, as a subquery (`record_id`,
 * `tier`, `weight`) to join: the driver's prefix read through the index of its length in the order
 * shown (tier, then weight), a bounded number of entries, then filtered, one per record, the best
 * kept (only those are joined to their records).
 */
function matchedRecords(executor: Executor, lookup: Lookup) {
  const { kind, prefix, length, exact, driver, others } = lookup;
  const filtered = !exact || others.length > 0;
  // `left(word, n)` with n written out: the expression of the prefix index of that length.
  const candidates = executor
    .select({
      record_id: completions.record_id,
      word: completions.word,
      tier: completions.tier,
      weight: completions.weight,
    })
    .from(completions)
    .where(and(eq(completions.kind, kind), sql`left(${completions.word}, ${sql.raw(String(length))}) = ${prefix}`))
    .orderBy(desc(completions.tier), desc(completions.weight), asc(completions.record_id))
    .limit(writtenLimit(filtered ? FILTERED_CANDIDATES : EXACT_CANDIDATES))
    .as('candidates');
  const checks = [
    exact ? undefined : sql`starts_with(${candidates.word}, ${driver})`,
    ...others.map(
      (word) => sql`exists (select 1 from ${completions} other_word
        where other_word.kind = ${kind} and other_word.record_id = ${candidates.record_id}
        and starts_with(other_word.word, ${word}))`,
    ),
  ];
  const tier = sql<number>`max(${candidates.tier})`;
  const weight = sql<number>`max(${candidates.weight})`;
  return executor
    .select({ record_id: candidates.record_id, tier: tier.as('tier'), weight: weight.as('weight') })
    .from(candidates)
    .where(and(...checks))
    .groupBy(candidates.record_id)
    .orderBy(desc(tier), desc(weight), asc(candidates.record_id))
    .limit(writtenLimit(lookup.limit))
    .as('found');
}

type Found = ReturnType<typeof matchedRecords>;
const bestFirst = (found: Found, id: PgColumn) => [desc(found.tier), desc(found.weight), asc(id)];

/** What each kind shows of the records found, best first: the summaries of the lists. */
function completedCrags(executor: Executor, found: Found, limit: number) {
  return selectCragSummaries(executor)
    .$dynamic()
    .innerJoin(found, eq(found.record_id, crags.id))
    .orderBy(...bestFirst(found, crags.id))
    .limit(writtenLimit(limit));
}

function completedRoutes(executor: Executor, found: Found, limit: number) {
  return selectCragRouteSummaries(executor)
    .$dynamic()
    .innerJoin(found, eq(found.record_id, cragRoutes.id))
    .orderBy(...bestFirst(found, cragRoutes.id))
    .limit(writtenLimit(limit));
}

function completedAreas(executor: Executor, found: Found, limit: number) {
  return executor
    .select(getTableColumns(areas))
    .from(areas)
    .$dynamic()
    .innerJoin(found, eq(found.record_id, areas.id))
    .orderBy(...bestFirst(found, areas.id))
    .limit(writtenLimit(limit));
}

function completedTowns(executor: Executor, found: Found, limit: number) {
  return selectTownSummaries(executor)
    .$dynamic()
    .innerJoin(found, eq(found.record_id, towns.id))
    .orderBy(...bestFirst(found, towns.id))
    .limit(writtenLimit(limit));
}

export type CompletedCragRow = Awaited<ReturnType<typeof completedCrags>>[number];
export type CompletedRouteRow = Awaited<ReturnType<typeof completedRoutes>>[number];
export type CompletedAreaRow = Awaited<ReturnType<typeof completedAreas>>[number];
export type CompletedTownRow = Awaited<ReturnType<typeof completedTowns>>[number];

/**
 * One kind's rows as a JSON array, in the select's order (the aggregate reads the sorted, limited
 * subquery as it comes): its columns are renamed after the select's fields (drizzle does not alias
 * joined columns, and two of them may share a name, as a crag's and its town's).
 */
function asJsonArray(select: { as(alias: string): Subquery }): SQL {
  const rows = select.as('rows');
  const names = Object.keys(rows._.selectedFields).map((name) => `"${name}"`);
  return sql`(select coalesce(json_agg(rows), '[]'::json) from (${rows._.sql}) as rows(${sql.raw(names.join(', '))}))`;
}

/** The statements of the completions, prepared on each database handle, by name. */
const preparedStatements = new WeakMap<Executor, Map<string, PreparedCompletionStatement>>();

/** The statement prepared as `name` on this database handle, prepared at its first use. */
function preparedStatement(
  executor: Executor,
  name: string,
  build: () => CompletionStatement,
): PreparedCompletionStatement {
  const statements = preparedStatements.get(executor) ?? new Map<string, PreparedCompletionStatement>();
  preparedStatements.set(executor, statements);
  const statement = statements.get(name) ?? build().prepare(name);
  statements.set(name, statement);
  return statement;
}

/** The completions of every kind, each kind's rows a JSON array of at most `limit`. */
function completionStatement(executor: Executor, lookup: Omit<Lookup, 'kind'>) {
  const found = (kind: SearchCompletionKind) => matchedRecords(executor, { ...lookup, kind });
  return executor
    .select({
      crags: sql<CompletedCragRow[]>`${asJsonArray(completedCrags(executor, found('crag'), lookup.limit))}`,
      routes: sql<CompletedRouteRow[]>`${asJsonArray(completedRoutes(executor, found('route'), lookup.limit))}`,
      // Timestamps come as JSON strings: read below.
      areas: sql<
        (Omit<CompletedAreaRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string })[]
      >`${asJsonArray(completedAreas(executor, found('area'), lookup.limit))}`,
      towns: sql<CompletedTownRow[]>`${asJsonArray(completedTowns(executor, found('town'), lookup.limit))}`,
    })
    .from(sql`(select 1) as one`);
}

type CompletionStatement = ReturnType<typeof completionStatement>;
type PreparedCompletionStatement = ReturnType<CompletionStatement['prepare']>;

/**
 * The records of each kind completing the query, best first, `limit` at most of each: all four
 * kinds in one statement (one round trip), prepared once per connection for each shape of query
 * (prefix length, longer driver or not, number of other words): PostgreSQL then plans it once,
 * not at every keystroke (planning these joins costs more than running them), and drizzle builds
 * its SQL once.
 */
export async function findCompletions(executor: Executor, query: CompletionQuery, limit: number) {
  const { prefix, length, exact } = indexedPrefix(query.driver, LONGEST_PREFIX);
  const shape = `${length}_${exact ? 'exact' : 'longer'}_${query.others.length}_${limit}`;
  const values = Object.fromEntries(query.others.map((word, index) => [`other${index}`, word]));
  const [row] = await preparedStatement(executor, `search_completions_${shape}`, () =>
    completionStatement(executor, {
      prefix: sql.placeholder('prefix'),
      length,
      exact,
      driver: sql.placeholder('driver'),
      others: query.others.map((_, index) => sql.placeholder(`other${index}`)),
      limit,
    }),
  ).execute({ prefix, driver: query.driver, ...values });
  return {
    crags: row?.crags ?? [],
    routes: row?.routes ?? [],
    areas: (row?.areas ?? []).map((area) => ({
      ...area,
      created_at: new Date(area.created_at),
      updated_at: new Date(area.updated_at),
    })),
    towns: row?.towns ?? [],
  };
}

export const findCragsByIds = (executor: Executor, ids: number[]) =>
  selectCragSummaries(executor).where(inArray(crags.id, ids));
export const findRoutesByIds = (executor: Executor, ids: number[]) =>
  selectCragRouteSummaries(executor).where(inArray(cragRoutes.id, ids));
export const findAreasByIds = (executor: Executor, ids: number[]) =>
  executor.select().from(areas).where(inArray(areas.id, ids));
export const findTownsByIds = (executor: Executor, ids: number[]) =>
  selectTownSummaries(executor).where(inArray(towns.id, ids));

/**
 * Rows a typo search ranks at most: the words like the one typed, as the trigram index gives them.
 * A short or common word can be like tens of thousands of words; ranking them all would cost what
 * the rest of the search costs a hundred times over. Below this number the ranking is exact.
 */
export const SIMILAR_CANDIDATES = 1_000;

/** The best `perKind` records of each kind holding words like `word`: see `findSimilarRecords`. */
function similarRecords(executor: Executor, word: string, perKind: number) {
  const similar = executor
    .select({
      kind: completions.kind,
      record_id: completions.record_id,
      similarity: sql<number>`word_similarity(${word}, ${completions.word})`.as('similarity'),
      tier: completions.tier,
      weight: completions.weight,
    })
    .from(completions)
    .where(sql`${word} <% ${completions.word}`)
    .limit(SIMILAR_CANDIDATES)
    .as('similar');
  const ranked = executor
    .select({
      kind: similar.kind,
      record_id: similar.record_id,
      rank: sql<number>`row_number() over (
        partition by ${similar.kind}
        order by max(${similar.similarity}) desc, max(${similar.tier}) desc, max(${similar.weight}) desc,
          ${similar.record_id})`.as('rank'),
    })
    .from(similar)
    .groupBy(similar.kind, similar.record_id)
    .as('ranked');
  return executor
    .select({ kind: ranked.kind, record_id: ranked.record_id })
    .from(ranked)
    .where(lte(ranked.rank, perKind))
    .orderBy(asc(ranked.kind), asc(ranked.rank));
}

/** The longest a typo search may run: past it, the search answers without typos forgiven. */
export const SIMILAR_TIMEOUT_MS = 100;

/** PostgreSQL's `query_canceled`: a statement stopped by `statement_timeout`. */
function isCanceled(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * The records of each kind holding a word like `word` (typos forgiven): pg_trgm's word similarity
 * (`<%`, the session's threshold) through the trigram index of the words, `SIMILAR_CANDIDATES` rows
 * at most; the closest first, then by tier and weight, `perKind` at most of each kind. Bounded in
 * time too (`SIMILAR_TIMEOUT_MS`, none when it runs longer): how many words look alike depends on
 * the letters typed, not only on their number.
 */
export async function findSimilarRecords(
  db: Database,
  word: string,
  perKind: number,
): Promise<{ kind: SearchCompletionKind; record_id: number }[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SIMILAR_TIMEOUT_MS}`));
      return await similarRecords(tx, word, perKind);
    });
  } catch (error) {
    if (isCanceled(error)) return [];
    throw error;
  }
}
