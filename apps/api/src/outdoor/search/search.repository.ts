import { asc, count, desc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { areas, cragRoutes, crags, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { nameMatches, nameRank } from '../../lib/name-match';
import type { SearchTerms } from '../../lib/search-terms';
import { selectCragRouteSummaries, selectCragSummaries } from '../crags/crag-summary';
import type { RowWindow } from '../geo/geo.repository';
import { selectTownSummaries } from '../places/town-summary';

/** One kind of searched record: a page of matches, best first, and how many match. */
export interface SearchKind<Row> {
  find(tx: Executor, terms: SearchTerms, window: RowWindow): PromiseLike<Row[]>;
  count(tx: Executor, terms: SearchTerms): Promise<number>;
}

async function countWhere(tx: Executor, table: PgTable, where: ReturnType<typeof nameMatches>): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

const cragMatch = (terms: SearchTerms) => nameMatches(crags.name, terms, { fullText: true });
/** Crags by name; among equal matches the bigger crag first. */
export const cragSearch = {
  find: (tx: Executor, terms: SearchTerms, window: RowWindow) =>
    selectCragSummaries(tx)
      .where(cragMatch(terms))
      .orderBy(...nameRank(crags.name, terms), desc(crags.routes_count), asc(crags.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, crags, cragMatch(terms)),
};

const routeMatch = (terms: SearchTerms) => nameMatches(cragRoutes.name, terms, { fullText: true });
/** Routes by name, with their crag; among equal matches the most climbed first. */
export const cragRouteSearch = {
  find: (tx: Executor, terms: SearchTerms, window: RowWindow) =>
    selectCragRouteSummaries(tx)
      .where(routeMatch(terms))
      .orderBy(...nameRank(cragRoutes.name, terms), desc(cragRoutes.ascents_count), asc(cragRoutes.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, cragRoutes, routeMatch(terms)),
};

const areaMatch = (terms: SearchTerms) => nameMatches(areas.name, terms, { fullText: true });
/** Areas by name (their figures come from the areas' own code). */
export const areaSearch = {
  find: (tx: Executor, terms: SearchTerms, window: RowWindow) =>
    tx
      .select()
      .from(areas)
      .where(areaMatch(terms))
      .orderBy(...nameRank(areas.name, terms), asc(areas.name), asc(areas.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, areas, areaMatch(terms)),
};

const townMatch = (terms: SearchTerms) => nameMatches(towns.name, terms, { fullText: false });
/** Towns by name (trigram index only); among equal matches the most populated first. */
export const townSearch = {
  find: (tx: Executor, terms: SearchTerms, window: RowWindow) =>
    selectTownSummaries(tx)
      .where(townMatch(terms))
      .orderBy(...nameRank(towns.name, terms), sql`${towns.population} desc nulls last`, asc(towns.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (tx: Executor, terms: SearchTerms) => countWhere(tx, towns, townMatch(terms)),
};
