import type { AreaSummary, CragRouteSummary, CragSummary, GlobalSearchResult, TownSummary } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { toAreaSummary } from '../areas/area.mapper';
import type { AreaRow } from '../areas/area.repository';
import { figuresOfAreas } from '../areas/area.service';
import { areaFigures } from '../areas/area-figures';
import { toCragRouteSummary, toCragSummary } from '../crags/crag-summary';
import { toTownSummary } from '../places/town-summary';
import {
  areaSearch,
  cragRouteSearch,
  cragSearch,
  type SearchKind,
  TOP_BAR_CANDIDATES,
  townSearch,
} from './search.repository';
import { searchTerms } from './search-terms';

type SearchContext = Pick<AppContext, 'db' | 'config'>;

export interface SearchPageQuery {
  query: string;
  page: number;
  per_page: number;
}

export interface SearchPage<Item> {
  items: Item[];
  total: number;
}

/** How many of each kind the top bar's search as you type shows. */
export const GLOBAL_SEARCH_SIZE = 5;

/** Turns one kind's rows into the contract's items. */
type ToItems<Row, Item> = (tx: Executor, rows: Row[], context: SearchContext) => Item[] | Promise<Item[]>;

/** Rows that map one by one. */
const eachRow =
  <Row, Item>(toItem: (row: Row, context: SearchContext) => Item): ToItems<Row, Item> =>
  (_tx, rows, context) =>
    rows.map((row) => toItem(row, context));

/** Areas with the figures of their crags, computed as the areas' own answers compute them. */
const toAreaSummaries: ToItems<AreaRow, AreaSummary> = async (tx, rows) => {
  const figures = await figuresOfAreas(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAreaSummary(row, figures.get(row.id) ?? areaFigures([])));
};

const toCragSummaries = eachRow((row: Parameters<typeof toCragSummary>[0]) => toCragSummary(row));
const toCragRouteSummaries = eachRow((row: Parameters<typeof toCragRouteSummary>[0], context) =>
  toCragRouteSummary(row, context.config.ascentConsensusMinVotes),
);
const toTownSummaries = eachRow((row: Parameters<typeof toTownSummary>[0]) => toTownSummary(row));

/** A page of one kind's matches, best first, with the total. */
async function searchPage<Row, Item>(
  context: SearchContext,
  kind: SearchKind<Row>,
  toItems: ToItems<Row, Item>,
  query: SearchPageQuery,
): Promise<SearchPage<Item>> {
  const terms = searchTerms(query.query);
  const window = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const { db } = context;
  const rows = await kind.find(db, terms, window);
  // A first page that is not full holds every match: no need to count them.
  const total = window.offset === 0 && rows.length < window.limit ? rows.length : await kind.count(db, terms);
  return { items: await toItems(db, rows, context), total };
}

/**
 * The best few matches of one kind, uncounted (the top bar): names whose words start with the query
 * first, which the full-text index answers at once; the trigrams (typos forgiven) only when those are
 * too few.
 */
async function firstMatches<Row, Item>(
  context: SearchContext,
  kind: SearchKind<Row>,
  toItems: ToItems<Row, Item>,
  query: string,
): Promise<Item[]> {
  const terms = searchTerms(query);
  const window = { limit: GLOBAL_SEARCH_SIZE, offset: 0, candidates: TOP_BAR_CANDIDATES };
  const { db } = context;
  const prefixed = await kind.find(db, terms, { ...window, typos: false });
  const rows = prefixed.length < GLOBAL_SEARCH_SIZE ? await kind.find(db, terms, window) : prefixed;
  return toItems(db, rows, context);
}

export function searchCrags(context: SearchContext, query: SearchPageQuery): Promise<SearchPage<CragSummary>> {
  return searchPage(context, cragSearch, toCragSummaries, query);
}

export function searchCragRoutes(
  context: SearchContext,
  query: SearchPageQuery,
): Promise<SearchPage<CragRouteSummary>> {
  return searchPage(context, cragRouteSearch, toCragRouteSummaries, query);
}

export function searchAreas(context: SearchContext, query: SearchPageQuery): Promise<SearchPage<AreaSummary>> {
  return searchPage(context, areaSearch, toAreaSummaries, query);
}

export function searchTowns(context: SearchContext, query: SearchPageQuery): Promise<SearchPage<TownSummary>> {
  return searchPage(context, townSearch, toTownSummaries, query);
}

/**
 * `search.json`: the best few of every kind for the top bar's search as you type, one query per
 * kind, side by side (PostgreSQL runs them on several connections of the pool).
 */
export async function searchEverything(context: SearchContext, query: string): Promise<GlobalSearchResult> {
  const [crags, crag_routes, areas, towns] = await Promise.all([
    firstMatches(context, cragSearch, toCragSummaries, query),
    firstMatches(context, cragRouteSearch, toCragRouteSummaries, query),
    firstMatches(context, areaSearch, toAreaSummaries, query),
    firstMatches(context, townSearch, toTownSummaries, query),
  ]);
  return { crags, crag_routes, areas, towns };
}
