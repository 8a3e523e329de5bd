import { and, asc, desc, eq, inArray, lte, type Placeholder, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { COMPLETION_PREFIX_LENGTHS, searchCompletions } from '../db/schema';
import type { Executor } from '../db/transaction';
import { type CompletionQuery, indexedPrefix } from './completion-words';

/*
 * Reading the completions table: the records of each kind a typed query completes to, all kinds a
 * search shows in one statement, and the records holding words like a misspelt one.
 */

const completions = searchCompletions;
const LONGEST_PREFIX = Math.max(...COMPLETION_PREFIX_LENGTHS);

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
  kind: string;
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

/** The records of one kind a query completes to (`record_id`, `tier`, `weight`), to join to what lists show. */
export type FoundRecords = ReturnType<typeof matchedRecords>;

/**
 * A kind's select of what lists show, joined to the records found, best first, `limit` at most:
 * what a reader's `completed` returns (`select` made `$dynamic()`, `id` the records' id column).
 */
export function completedRecords<Select extends PgSelect>(
  select: Select,
  found: FoundRecords,
  id: PgColumn,
  limit: number,
) {
  return select
    .innerJoin(found, eq(found.record_id, id))
    .orderBy(desc(found.tier), desc(found.weight), asc(id))
    .limit(writtenLimit(limit));
}

/** How a search shows one kind of the records found: what a domain registers for each kind it searches. */
export interface CompletionReader<Row, JsonRow = Row> {
  /** The `kind` the records are stored under. */
  kind: string;
  /** What lists show of the records found, best first, `limit` at most (`completedRecords`). */
  completed(executor: Executor, found: FoundRecords, limit: number): { as(alias: string): Subquery };
  /** The same rows of these records, in any order (the records of a typo search). */
  byIds(executor: Executor, ids: number[]): PromiseLike<Row[]>;
  /** A row as its JSON came back, when that is not the row (timestamps are strings there). */
  fromJson?: (row: JsonRow) => Row;
}

/** The kinds one search shows, by the name of their list in the answer. */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own rows; `CompletedRows` gives them back.
export type CompletionReaders = Record<string, CompletionReader<any, any>>;

/** The rows of each kind of a search. */
export type CompletedRows<Readers extends CompletionReaders> = {
  [Key in keyof Readers]: Readers[Key] extends CompletionReader<infer Row, infer _JsonRow> ? Row[] : never;
};

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

/** The completions of every kind of a search, each kind's rows a JSON array of at most `limit`. */
function completionStatement(executor: Executor, readers: CompletionReaders, lookup: Omit<Lookup, 'kind'>) {
  const lists = Object.entries(readers).map(([name, reader]) => {
    const found = matchedRecords(executor, { ...lookup, kind: reader.kind });
    return [name, sql<unknown[]>`${asJsonArray(reader.completed(executor, found, lookup.limit))}`] as const;
  });
  return executor.select(Object.fromEntries(lists)).from(sql`(select 1) as one`);
}

type CompletionStatement = ReturnType<typeof completionStatement>;
type PreparedCompletionStatement = ReturnType<CompletionStatement['prepare']>;

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

/**
 * The records of each kind of a search completing the query, best first, `limit` at most of each:
 * all its kinds in one statement (one round trip), prepared once per connection for each shape of
 * query (prefix length, longer driver or not, number of other words) under the search's `name`:
 * PostgreSQL then plans it once, not at every keystroke (planning these joins costs more than
 * running them), and drizzle builds its SQL once.
 */
export async function findCompletions<Readers extends CompletionReaders>(
  executor: Executor,
  search: { name: string; readers: Readers },
  query: CompletionQuery,
  limit: number,
): Promise<CompletedRows<Readers>> {
  const { prefix, length, exact } = indexedPrefix(query.driver, LONGEST_PREFIX);
  const shape = `${length}_${exact ? 'exact' : 'longer'}_${query.others.length}_${limit}`;
  const values = Object.fromEntries(query.others.map((word, index) => [`other${index}`, word]));
  const [row] = await preparedStatement(executor, `${search.name}_${shape}`, () =>
    completionStatement(executor, search.readers, {
      prefix: sql.placeholder('prefix'),
      length,
      exact,
      driver: sql.placeholder('driver'),
      others: query.others.map((_, index) => sql.placeholder(`other${index}`)),
      limit,
    }),
  ).execute({ prefix, driver: query.driver, ...values });
  const lists = Object.entries(search.readers).map(([name, reader]) => {
    const rows = (row?.[name] ?? []) as unknown[];
    return [name, reader.fromJson ? rows.map(reader.fromJson) : rows];
  });
  return Object.fromEntries(lists) as CompletedRows<Readers>;
}

/**
 * Rows a typo search ranks at most: the words like the one typed, as the trigram index gives them.
 * A short or common word can be like tens of thousands of words; ranking them all would cost what
 * the rest of the search costs a hundred times over. Below this number the ranking is exact.
 */
export const SIMILAR_CANDIDATES = 1_000;

/** The best `perKind` records of each of `kinds` holding words like `word`: see `findSimilarRecords`. */
function similarRecords(executor: Executor, kinds: readonly string[], word: string, perKind: number) {
  const similar = executor
    .select({
      kind: completions.kind,
      record_id: completions.record_id,
      similarity: sql<number>`word_similarity(${word}, ${completions.word})`.as('similarity'),
      tier: completions.tier,
      weight: completions.weight,
    })
    .from(completions)
    .where(and(sql`${word} <% ${completions.word}`, inArray(completions.kind, [...kinds])))
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
 * The records of each of `kinds` holding a word like `word` (typos forgiven): pg_trgm's word
 * similarity (`<%`, the session's threshold) through the trigram index of the words,
 * `SIMILAR_CANDIDATES` rows at most; the closest first, then by tier and weight, `perKind` at most of
 * each kind. Bounded in time too (`SIMILAR_TIMEOUT_MS`, none when it runs longer): how many words
 * look alike depends on the letters typed, not only on their number.
 */
export async function findSimilarRecords(
  db: Database,
  kinds: readonly string[],
  word: string,
  perKind: number,
): Promise<{ kind: string; record_id: number }[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SIMILAR_TIMEOUT_MS}`));
      return await similarRecords(tx, kinds, word, perKind);
    });
  } catch (error) {
    if (isCanceled(error)) return [];
    throw error;
  }
}
