import type { AreaSummary, CragRouteSummary, CragSummary, GlobalSearchResult, TownSummary } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { type CompletionQuery, completionQuery } from '../../lib/completion-words';
import { type CompletionSearch, completeQuery } from '../../lib/search-completions';
import { searchTerms } from '../../lib/search-terms';
import { CATALOGUE_VERSION } from '../../lib/shared-cache';
import { toAreaSummary } from '../areas/area.mapper';
import type { AreaRow } from '../areas/area.repository';
import { figuresOfAreas } from '../areas/area.service';
import { areaFigures } from '../areas/area-figures';
import { toCragRouteSummary, toCragSummary } from '../crags/crag-summary';
import { toTownSummary } from '../places/town-summary';
import { OUTDOOR_COMPLETION_READERS } from './completion.repository';
import { areaSearch, cragRouteSearch, cragSearch, type SearchKind, townSearch } from './search.repository';

type SearchContext = Pick<AppContext, 'db' | 'config'>;
type CachedSearchContext = SearchContext & Pick<AppContext, 'cache'>;

/** How long an answer to a typed text is kept (at the catalogue's version: a wiki write shows at once). */
export const SEARCH_CACHE_SECONDS = 60;

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

/** The top bar's search as you type over the outdoor kinds (its statements prepared as `search_completions_…`). */
const OUTDOOR_SEARCH: CompletionSearch<typeof OUTDOOR_COMPLETION_READERS> = {
  name: 'search_completions',
  readers: OUTDOOR_COMPLETION_READERS,
};

/**
 * `search.json`: the best few of every kind for the top bar's search as you type, from the
 * completions (docs/domain/outdoor.md, "Search"; lib/search-completions.ts `completeQuery`): a few index
 * entries per kind, all kinds in one statement, typos forgiven only when no name starts with what is
 * typed. A crag is found by its name, its sectors' and its town's: typing a town offers the town and
 * the crags around it.
 */
export async function searchEverything(context: CachedSearchContext, text: string): Promise<GlobalSearchResult> {
  const query = completionQuery(text);
  if (!query) return { crags: [], crag_routes: [], areas: [], towns: [] };
  // Typed prefixes repeat (every climber types "buo" on the way to "Buoux"): the answer is kept, keyed by
  // the catalogue's version, which every wiki write moves on every node (docs/runtime.md, "Caches").
  const version = await context.cache.version(CATALOGUE_VERSION);
  const key = `search:${version}:${JSON.stringify(query)}`;
  const kept = await context.cache.get<GlobalSearchResult>(key);
  if (kept) return kept;
  const found = await searchCompletions(context, query);
  await context.cache.set(key, found, SEARCH_CACHE_SECONDS);
  return found;
}

async function searchCompletions(context: SearchContext, query: CompletionQuery): Promise<GlobalSearchResult> {
  const { db } = context;
  const found = await completeQuery(db, OUTDOOR_SEARCH, query, GLOBAL_SEARCH_SIZE);
  const [crags, crag_routes, areas, towns] = await Promise.all([
    toCragSummaries(db, found.crags, context),
    toCragRouteSummaries(db, found.routes, context),
    toAreaSummaries(db, found.areas, context),
    toTownSummaries(db, found.towns, context),
  ]);
  return { crags, crag_routes, areas, towns };
}
