import { count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { areaCrags, areas, cragRoutes, cragSectors, crags, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type CompletionReader, completedRecords, type FoundRecords } from '../../lib/completion-reads.repository';
import { TIERS } from '../../lib/completion-words';
import {
  type CompletionKind,
  type CompletionSource,
  type SourceFilter,
  within,
} from '../../lib/completion-writes.repository';
import { selectCragRouteSummaries, selectCragSummaries } from '../crags/crag-summary';
import { selectTownSummaries } from '../places/town-summary';
import type { SearchCompletionKind } from './completion-changes';

/*
 * The outdoor kinds of the search as you type (lib/search-completions.ts): how crags, routes, areas
 * and towns are found (their names, a crag's sectors' and town's), and what the top bar shows of them.
 */

// --- Writing ---------------------------------------------------------------------------------------

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
      ...(row.sector_names ?? []).map((name) => ({ name, tier: TIERS.part })),
      ...(row.town_name ? [{ name: row.town_name, tier: TIERS.place }] : []),
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

/** An outdoor kind's completion rows: how its records are read, by its id column. */
const kind = (
  name: SearchCompletionKind,
  id: CompletionKind['id'],
  sources: (executor: Executor, filter: SourceFilter) => Promise<CompletionSource[]>,
): CompletionKind => ({ kind: name, id, sources });

/** The outdoor kinds, in the order a rebuild writes them. */
export const OUTDOOR_COMPLETION_KINDS: readonly CompletionKind[] = [
  kind('crag', crags.id, cragSources),
  kind('route', cragRoutes.id, routeSources),
  kind('area', areas.id, areaSources),
  kind('town', towns.id, townSources),
];

// --- Reading ---------------------------------------------------------------------------------------

/** What each kind shows of the records found, best first: the summaries of the lists. */
function completedCrags(executor: Executor, found: FoundRecords, limit: number) {
  return completedRecords(selectCragSummaries(executor).$dynamic(), found, crags.id, limit);
}

function completedRoutes(executor: Executor, found: FoundRecords, limit: number) {
  return completedRecords(selectCragRouteSummaries(executor).$dynamic(), found, cragRoutes.id, limit);
}

function completedAreas(executor: Executor, found: FoundRecords, limit: number) {
  return completedRecords(executor.select(getTableColumns(areas)).from(areas).$dynamic(), found, areas.id, limit);
}

function completedTowns(executor: Executor, found: FoundRecords, limit: number) {
  return completedRecords(selectTownSummaries(executor).$dynamic(), found, towns.id, limit);
}

export type CompletedCragRow = Awaited<ReturnType<typeof completedCrags>>[number];
export type CompletedRouteRow = Awaited<ReturnType<typeof completedRoutes>>[number];
export type CompletedAreaRow = Awaited<ReturnType<typeof completedAreas>>[number];
export type CompletedTownRow = Awaited<ReturnType<typeof completedTowns>>[number];

/** An area as its JSON comes back: timestamps are strings there. */
type CompletedAreaJson = Omit<CompletedAreaRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
};

/** The kinds of the top bar's search, by the name of their list (the order of the statement's columns). */
export const OUTDOOR_COMPLETION_READERS = {
  crags: {
    kind: 'crag',
    completed: completedCrags,
    byIds: (executor, ids) => selectCragSummaries(executor).where(inArray(crags.id, ids)),
  } satisfies CompletionReader<CompletedCragRow>,
  routes: {
    kind: 'route',
    completed: completedRoutes,
    byIds: (executor, ids) => selectCragRouteSummaries(executor).where(inArray(cragRoutes.id, ids)),
  } satisfies CompletionReader<CompletedRouteRow>,
  areas: {
    kind: 'area',
    completed: completedAreas,
    byIds: (executor, ids) => executor.select().from(areas).where(inArray(areas.id, ids)),
    fromJson: (area) => ({ ...area, created_at: new Date(area.created_at), updated_at: new Date(area.updated_at) }),
  } satisfies CompletionReader<CompletedAreaRow, CompletedAreaJson>,
  towns: {
    kind: 'town',
    completed: completedTowns,
    byIds: (executor, ids) => selectTownSummaries(executor).where(inArray(towns.id, ids)),
  } satisfies CompletionReader<CompletedTownRow>,
};
