import { asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { areas, cragRoutes, crags, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { selectCragRouteSummaries, selectCragSummaries } from '../crags/crag-summary';
import type { RowWindow } from '../geo/geo.repository';
import { selectTownSummaries } from '../places/town-summary';
import { nameMatches, nameRank } from './name-match';
import type { SearchTerms } from './search-terms';

/**
 * Most matches the top bar ranks. A short query can match tens of thousands of names; ranking every
 * one of them costs a second on a million routes, while the person is still typing. The top bar
 * ranks the first matches the indexes give, and the ranking is exact again once the query narrows
 * them below this number (a few more letters).
 */
export const TOP_BAR_CANDIDATES = 500;

/**
 * A search window: a page of rows, and for the top bar how many matches to rank at most and
 * whether to forgive typos (trigrams; the top bar first tries word prefixes alone, which is cheap).
 */
export interface SearchWindow extends RowWindow {
  candidates?: number;
  typos?: boolean;
}

/** The match condition, or "among the first `candidates` matches" when the window caps them. */
function within(tx: Executor, table: PgTable, id: PgColumn, match: SQL, window: SearchWindow): SQL {
  if (!window.candidates) return match;
  return inArray(id, tx.select({ id }).from(table).where(match).limit(window.candidates));
}

/** One kind of searched record: a page of matches, best first, and how many match. */
export interface SearchKind<Row> {
  find(tx: Executor, terms: SearchTerms, window: SearchWindow): PromiseLike<Row[]>;
  count(tx: Executor, terms: SearchTerms): Promise<number>;
}

async function countWhere(tx: Executor, table: PgTable, where: ReturnType<typeof nameMatches>): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

const cragMatch = (terms: SearchTerms, typos = true) => nameMatches(crags.name, terms, { fullText: true, typos });
/** Crags by name; among equal matches the bigger crag first. */
export const cragSearch = {
  find: (tx: Executor, terms: SearchTerms, window: SearchWindow) =>
    selectCragSummaries(tx)
      .where(within(tx, crags, crags.id, cragMatch(terms, window.typos), window))
      .orderBy(...nameRank(crags.name, terms), desc(crags.routes_count), asc(crags.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, crags, cragMatch(terms)),
};

const routeMatch = (terms: SearchTerms, typos = true) => nameMatches(cragRoutes.name, terms, { fullText: true, typos });
/** Routes by name, with their crag; among equal matches the most climbed first. */
export const cragRouteSearch = {
  find: (tx: Executor, terms: SearchTerms, window: SearchWindow) =>
    selectCragRouteSummaries(tx)
      .where(within(tx, cragRoutes, cragRoutes.id, routeMatch(terms, window.typos), window))
      .orderBy(...nameRank(cragRoutes.name, terms), desc(cragRoutes.ascents_count), asc(cragRoutes.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, cragRoutes, routeMatch(terms)),
};

const areaMatch = (terms: SearchTerms, typos = true) => nameMatches(areas.name, terms, { fullText: true, typos });
/** Areas by name (their figures come from the areas' own code). */
export const areaSearch = {
  find: (tx: Executor, terms: SearchTerms, window: SearchWindow) =>
    tx
      .select()
      .from(areas)
      .where(within(tx, areas, areas.id, areaMatch(terms, window.typos), window))
      .orderBy(...nameRank(areas.name, terms), asc(areas.name), asc(areas.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, areas, areaMatch(terms)),
};

const townMatch = (terms: SearchTerms, typos = true) => nameMatches(towns.name, terms, { fullText: false, typos });
/** Towns by name (trigram index only); among equal matches the most populated first. */
export const townSearch = {
  find: (tx: Executor, terms: SearchTerms, window: SearchWindow) =>
    selectTownSummaries(tx)
      .where(within(tx, towns, towns.id, townMatch(terms, window.typos), window))
      .orderBy(...nameRank(towns.name, terms), sql`${towns.population} desc nulls last`, asc(towns.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, towns, townMatch(terms)),
};
