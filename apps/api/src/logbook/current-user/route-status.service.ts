import type { CragRouteStatus, CragRouteStatusQuery, PageQuery, ProjectItem, TickListItem } from '@climb/contracts';
import { NotFound } from '../../lib/errors';
import { RuleBreaks } from '../../lib/rule-breaks';
import { toCragRouteSummary } from '../../outdoor/outdoor.public';
import type { LogbookContext } from '../ascents/ascent.service';
import { findRouteForAscent } from '../ascents/ascent-route.repository';
import {
  addToTickList,
  findProjectsPage,
  findRouteAscentStatuses,
  findTickListedRouteIds,
  findTickListItem,
  findTickListPage,
  type RouteScope,
  removeFromTickList,
  type TickListRow,
} from './route-status.repository';

type Actor = { id: number };

function pageOf(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** One status query names exactly one scope: a crag, a sector, or route ids (422 `base: required` otherwise). */
export function scopeOf(query: CragRouteStatusQuery): RouteScope {
  const scopes: RouteScope[] = [];
  if (query.crag_id !== undefined) scopes.push({ cragId: query.crag_id });
  if (query.crag_sector_id !== undefined) scopes.push({ sectorId: query.crag_sector_id });
  if (query.crag_route_ids !== undefined) scopes.push({ routeIds: [...new Set(query.crag_route_ids)] });
  const [scope] = scopes;
  if (!scope) new RuleBreaks().add('base', 'required').check();
  if (scopes.length > 1) new RuleBreaks().add('base', 'invalid').check();
  return scope as RouteScope;
}

/**
 * Merges my ascents and my tick list into one status per route I have something with: `done` once an
 * ascent is not a project, `project` when all of them are, null when the route is only tick-listed.
 */
export function mergeStatuses(
  ascentRows: readonly { crag_route_id: number; done: boolean; ascents_count: number; last_released_at: string }[],
  tickListed: readonly number[],
): CragRouteStatus[] {
  const statuses = new Map<number, CragRouteStatus>();
  for (const row of ascentRows) {
    statuses.set(row.crag_route_id, {
      crag_route_id: row.crag_route_id,
      status: row.done ? 'done' : 'project',
      tick_list: false,
      ascents_count: row.ascents_count,
      last_released_at: row.last_released_at,
    });
  }
  for (const id of tickListed) {
    const status = statuses.get(id);
    if (status) status.tick_list = true;
    else
      statuses.set(id, { crag_route_id: id, status: null, tick_list: true, ascents_count: 0, last_released_at: null });
  }
  return [...statuses.values()].sort((left, right) => left.crag_route_id - right.crag_route_id);
}

/** `GET current_users/crag_route_statuses.json`: my status on the routes of a crag, a sector or a list. */
export async function listRouteStatuses(
  context: LogbookContext,
  user: Actor,
  query: CragRouteStatusQuery,
): Promise<CragRouteStatus[]> {
  const scope = scopeOf(query);
  const [ascentRows, tickListed] = await Promise.all([
    findRouteAscentStatuses(context.db, user.id, scope),
    findTickListedRouteIds(context.db, user.id, scope),
  ]);
  return mergeStatuses(ascentRows, tickListed);
}

function toTickListItem(row: TickListRow, minVotes: number): TickListItem {
  return {
    id: row.tick_list_id,
    crag_route: toCragRouteSummary(row, minVotes),
    created_at: row.tick_list_created_at.toISOString(),
  };
}

/** `POST crag_routes/{id}/tick_list.json`: idempotent, the entry already there is answered (`created: false`). */
export async function addRouteToTickList(
  context: LogbookContext,
  user: Actor,
  cragRouteId: number,
): Promise<{ item: TickListItem; created: boolean }> {
  if (!(await findRouteForAscent(context.db, cragRouteId))) throw new NotFound('Route not found');
  const { id, created } = await addToTickList(context.db, user.id, cragRouteId);
  const row = await findTickListItem(context.db, id);
  if (!row) throw new NotFound('Route not found');
  return { item: toTickListItem(row, context.config.ascentConsensusMinVotes), created };
}

/** `DELETE crag_routes/{id}/tick_list.json`: idempotent, 404 only for an unknown route. */
export async function removeRouteFromTickList(
  context: LogbookContext,
  user: Actor,
  cragRouteId: number,
): Promise<void> {
  if (!(await findRouteForAscent(context.db, cragRouteId))) throw new NotFound('Route not found');
  await removeFromTickList(context.db, user.id, cragRouteId);
}

/** `GET current_users/tick_lists.json`. */
export async function listTickList(
  context: LogbookContext,
  user: Actor,
  query: PageQuery,
): Promise<{ items: TickListItem[]; total: number }> {
  const { rows, total } = await findTickListPage(context.db, user.id, pageOf(query));
  return { items: rows.map((row) => toTickListItem(row, context.config.ascentConsensusMinVotes)), total };
}

/** `GET current_users/projects.json`: routes I tried and have not sent yet; one leaves once sent. */
export async function listProjects(
  context: LogbookContext,
  user: Actor,
  query: PageQuery,
): Promise<{ projects: ProjectItem[]; total: number }> {
  const { rows, total } = await findProjectsPage(context.db, user.id, pageOf(query));
  return {
    projects: rows.map((row) => ({
      crag_route: toCragRouteSummary(row, context.config.ascentConsensusMinVotes),
      attempts: row.attempts,
      sessions_count: row.sessions_count,
      first_tried_at: row.first_tried_at,
      last_tried_at: row.last_tried_at,
    })),
    total,
  };
}
