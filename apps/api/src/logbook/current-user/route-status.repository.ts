import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ascents, cragRoutes, cragSectors, crags, tickLists } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';
import { cragRouteSummaryColumns } from '../../outdoor/outdoor.public';

const ID_CHUNK = 5_000;

/** Which routes a status query is about: a crag's, a sector's, or a list of ids. */
export type RouteScope = { cragId: number } | { sectorId: number } | { routeIds: number[] };

/** The route summary's columns and its vote count, for `consensusValue`. */

function routeInScope(scope: RouteScope): SQL {
  if ('cragId' in scope) return eq(cragRoutes.crag_id, scope.cragId);
  if ('sectorId' in scope) return eq(cragRoutes.crag_sector_id, scope.sectorId);
  return inArray(cragRoutes.id, scope.routeIds);
}

export interface RouteAscentStatusRow {
  crag_route_id: number;
  done: boolean;
  ascents_count: number;
  last_released_at: string;
}

/** My ascents of the routes in scope, one row per route I logged. */
export async function findRouteAscentStatuses(
  executor: Executor,
  userId: number,
  scope: RouteScope,
): Promise<RouteAscentStatusRow[]> {
  const rows = await executor
    .select({
      crag_route_id: ascents.crag_route_id,
      done: sql<boolean>`bool_or(${ascents.ascent_status} <> 'project')`,
      ascents_count: sql<number>`count(*)::int`,
      last_released_at: sql<string>`max(${ascents.released_at})::text`,
    })
    .from(ascents)
    .innerJoin(cragRoutes, eq(cragRoutes.id, ascents.crag_route_id))
    .where(and(eq(ascents.user_id, userId), routeInScope(scope)))
    .groupBy(ascents.crag_route_id);
  return rows as RouteAscentStatusRow[];
}

/** Ids of the routes in scope that are in my tick list. */
export async function findTickListedRouteIds(executor: Executor, userId: number, scope: RouteScope): Promise<number[]> {
  const rows = await executor
    .select({ id: tickLists.crag_route_id })
    .from(tickLists)
    .innerJoin(cragRoutes, eq(cragRoutes.id, tickLists.crag_route_id))
    .where(and(eq(tickLists.user_id, userId), routeInScope(scope)));
  return rows.map((row) => row.id);
}

/** Adds the route to my tick list; the existing entry when it is already there. */
export async function addToTickList(
  executor: Executor,
  userId: number,
  cragRouteId: number,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await executor
    .insert(tickLists)
    .values({ user_id: userId, crag_route_id: cragRouteId })
    .onConflictDoNothing({ target: [tickLists.user_id, tickLists.crag_route_id] })
    .returning({ id: tickLists.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await executor
    .select({ id: tickLists.id })
    .from(tickLists)
    .where(and(eq(tickLists.user_id, userId), eq(tickLists.crag_route_id, cragRouteId)));
  if (!existing) throw new Error('addToTickList: entry vanished');
  return { id: existing.id, created: false };
}

export async function removeFromTickList(executor: Executor, userId: number, cragRouteId: number): Promise<void> {
  await executor.delete(tickLists).where(and(eq(tickLists.user_id, userId), eq(tickLists.crag_route_id, cragRouteId)));
}

/** Logging a route removes it from the climber's tick list. */
export async function clearTickLists(tx: Executor, userId: number, cragRouteIds: readonly number[]): Promise<void> {
  for (const chunk of chunked([...new Set(cragRouteIds)], ID_CHUNK)) {
    await tx.delete(tickLists).where(and(eq(tickLists.user_id, userId), inArray(tickLists.crag_route_id, chunk)));
  }
}

function selectTickListItems(executor: Executor) {
  return executor
    .select({ tick_list_id: tickLists.id, tick_list_created_at: tickLists.created_at, ...cragRouteSummaryColumns })
    .from(tickLists)
    .innerJoin(cragRoutes, eq(cragRoutes.id, tickLists.crag_route_id))
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id));
}

export type TickListRow = Awaited<ReturnType<ReturnType<typeof selectTickListItems>['execute']>>[number];

export async function findTickListItem(executor: Executor, id: number): Promise<TickListRow | undefined> {
  const [row] = await selectTickListItems(executor).where(eq(tickLists.id, id));
  return row;
}

/** My tick list, last added first. */
export async function findTickListPage(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TickListRow[]; total: number }> {
  const rows = await selectTickListItems(executor)
    .where(eq(tickLists.user_id, userId))
    .orderBy(desc(tickLists.created_at), desc(tickLists.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(tickLists)
    .where(eq(tickLists.user_id, userId));
  return { rows, total: counted?.total ?? 0 };
}

/**
 * My projects: routes (still in the catalogue) whose ascents by me are all projects, the last tried
 * first. Attempts add up the tries written on them, a try without a number counting as one.
 */
function projectFigures(executor: Executor, userId: number) {
  return executor
    .select({
      crag_route_id: sql<number>`${ascents.crag_route_id}`.as('project_route_id'),
      attempts: sql<number>`sum(coalesce(${ascents.attempt}, 1))::int`.as('attempts'),
      sessions_count: sql<number>`count(distinct ${ascents.climbing_session_id})::int`.as('sessions_count'),
      first_tried_at: sql<string>`min(${ascents.released_at})::text`.as('first_tried_at'),
      last_tried_at: sql<string>`max(${ascents.released_at})::text`.as('last_tried_at'),
    })
    .from(ascents)
    .where(and(eq(ascents.user_id, userId), isNotNull(ascents.crag_route_id)))
    .groupBy(ascents.crag_route_id)
    .having(sql`bool_and(${ascents.ascent_status} = 'project')`)
    .as('projects');
}

export async function findProjectsPage(executor: Executor, userId: number, page: { limit: number; offset: number }) {
  const projects = projectFigures(executor, userId);
  const rows = await executor
    .select({
      ...cragRouteSummaryColumns,
      attempts: projects.attempts,
      sessions_count: projects.sessions_count,
      first_tried_at: projects.first_tried_at,
      last_tried_at: projects.last_tried_at,
    })
    .from(projects)
    .innerJoin(cragRoutes, eq(cragRoutes.id, projects.crag_route_id))
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id))
    .orderBy(desc(projects.last_tried_at), desc(cragRoutes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(projects);
  return { rows, total: counted?.total ?? 0 };
}

export type ProjectRow = Awaited<ReturnType<typeof findProjectsPage>>['rows'][number];
