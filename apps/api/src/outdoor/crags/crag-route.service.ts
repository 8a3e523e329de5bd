import type {
  CragRoute,
  CragRouteInput,
  CragRouteListQuery,
  CragRouteSummary,
  CragRouteUpdateInput,
  Pitch,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { slugify } from '../../lib/slug';
import { givenFields } from '../../lib/wiki-input';
import { recordChange } from '../shared/record-change';
import { cragIdExists, lockCrag } from './crag.repository';
import { deleteAlertsOf } from './crag-alerts.repository';
import { refreshCragFigures } from './crag-figures.repository';
import { toCragRoute } from './crag-route.mapper';
import {
  deleteRoute as deleteRouteRow,
  findRouteDetail,
  findRoutesPage,
  insertRoute,
  lockRouteAfterCrag,
  type RouteListFilter,
  type RouteValues,
  sectorExists,
  updateRoute as updateRouteRow,
} from './crag-route.repository';
import { findSector } from './crag-sector.repository';
import { toCragRouteSummary } from './crag-summary';
import { MAX_ROUTE_HEIGHT, parsePitches, routeGrade, routeHeight } from './route-grade';
import { authorizeWiki } from './wiki.policy';

type RouteContext = Pick<AppContext, 'db' | 'config'>;
/** A write also needs the bus its `catalogue.changed` goes out on once it has committed. */
type RouteWriteContext = RouteContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id' | 'super_admin'>;
type RouteChanges = Partial<Omit<RouteValues, 'crag_id'>>;

/** `GET crag_routes/{id}.json`. */
export async function getRoute(context: RouteContext, id: number): Promise<CragRoute> {
  const row = await findRouteDetail(context.db, id);
  if (!row) throw new NotFound('Route not found');
  return toCragRoute(row, context.config.ascentConsensusMinVotes);
}

/**
 * `GET crags/{id}/crag_routes.json` and `GET crag_sectors/{id}/crag_routes.json`: a page of the
 * routes, sorted and filtered, with the number of matching routes. 404 for an unknown crag or sector.
 */
export async function listRoutes(
  context: RouteContext,
  of: RouteListFilter['of'],
  query: CragRouteListQuery,
): Promise<{ routes: CragRouteSummary[]; total: number }> {
  if (query.grade_min !== undefined && query.grade_max !== undefined && query.grade_max < query.grade_min) {
    new RuleBreaks().add('grade_max', 'too_small').check();
  }
  const exists = 'cragId' in of ? cragIdExists(context.db, of.cragId) : sectorExists(context.db, of.sectorId);
  if (!(await exists)) throw new NotFound('cragId' in of ? 'Crag not found' : 'Sector not found');
  const { rows, total } = await findRoutesPage(
    context.db,
    { of, climbingType: query.climbing_type, gradeMin: query.grade_min, gradeMax: query.grade_max },
    { sort: query.sort, limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return { routes: rows.map((row) => toCragRouteSummary(row, context.config.ascentConsensusMinVotes)), total };
}

/** The pitches of an input, or a broken `pitches: invalid` rule when one grade cannot be read. */
function readPitches(breaks: RuleBreaks, input: CragRouteUpdateInput): Pitch[] | undefined {
  if (input.pitches === undefined) return undefined;
  const pitches = parsePitches(input.pitches);
  if (!pitches) breaks.add('pitches', 'invalid');
  return pitches ?? undefined;
}

/** A sector given to a route must be one of the route's crag (422 `crag_sector_id: not_found`). */
async function checkSector(
  executor: Executor,
  breaks: RuleBreaks,
  cragId: number,
  sectorId: number | null | undefined,
): Promise<void> {
  if (sectorId === null || sectorId === undefined) return;
  const sector = isStoredId(sectorId) ? await findSector(executor, sectorId) : undefined;
  if (sector?.crag_id !== cragId) breaks.add('crag_sector_id', 'not_found');
}

function checkHeight(breaks: RuleBreaks, height: number | null): void {
  // A sum of pitch heights can exceed what a route may measure: refused, never truncated.
  if (height !== null && height > MAX_ROUTE_HEIGHT) breaks.add('height', 'too_big');
}

/** The columns an input sets besides pitches, grade and height: the slug follows the name. */
function routeValues(input: CragRouteUpdateInput): RouteChanges {
  const { pitches: _derivedApart, height: _heightApart, ...fields } = givenFields(input);
  return { ...fields, ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }) };
}

/**
 * `POST crag_routes.json`: a route of an existing crag (and of one of its sectors), its grade taken
 * from its pitches; the crag's and the sector's figures follow in the same transaction.
 */
export async function createRoute(context: RouteWriteContext, user: Actor, input: CragRouteInput): Promise<CragRoute> {
  authorizeWiki(user, 'create');
  const id = await inTransaction(context.db, async (tx) => {
    const breaks = new RuleBreaks();
    const pitches = readPitches(breaks, input) ?? [];
    const crag = isStoredId(input.crag_id) ? await lockCrag(tx, input.crag_id) : undefined;
    if (crag) await checkSector(tx, breaks, crag.id, input.crag_sector_id);
    else breaks.add('crag_id', 'not_found');
    const height = routeHeight(input.height, pitches);
    checkHeight(breaks, height);
    breaks.check();
    const { crag_id: cragId, ...fields } = input;
    const row = await insertRoute(tx, {
      ...routeValues(fields),
      crag_id: cragId,
      name: input.name,
      slug_name: slugify(input.name),
      climbing_type: input.climbing_type,
      pitches,
      ...routeGrade(pitches),
      height,
      user_id: user.id,
    });
    await refreshCragFigures(tx, cragId, [row.crag_sector_id]);
    await recordChange(tx, user, { itemType: 'crag_routes', itemId: row.id, before: null, after: row });
    return row.id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'route', id, cragId: input.crag_id });
  return getRoute(context, id);
}

/**
 * `PUT crag_routes/{id}.json`: changes the fields given (a route never changes crag, it may move
 * between the crag's sectors); the figures of the crag and of both sectors follow.
 */
export async function updateRoute(
  context: RouteWriteContext,
  user: Actor,
  id: number,
  input: CragRouteUpdateInput,
): Promise<CragRoute> {
  authorizeWiki(user, 'update');
  const cragId = await inTransaction(context.db, async (tx) => {
    const current = await lockRouteAfterCrag(tx, id);
    if (!current) throw new NotFound('Route not found');
    const breaks = new RuleBreaks();
    const pitches = readPitches(breaks, input);
    await checkSector(tx, breaks, current.crag_id, input.crag_sector_id);
    const changes: RouteChanges = { ...routeValues(input), ...(pitches ? { pitches, ...routeGrade(pitches) } : {}) };
    if (input.height !== undefined || pitches) {
      changes.height = routeHeight(input.height, pitches ?? current.pitches, current);
      checkHeight(breaks, changes.height);
    }
    breaks.check();
    const row = await updateRouteRow(tx, id, changes);
    await refreshCragFigures(tx, current.crag_id, [current.crag_sector_id, row.crag_sector_id]);
    await recordChange(tx, user, { itemType: 'crag_routes', itemId: id, before: current, after: row });
    return current.crag_id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'route', id, cragId });
  return getRoute(context, id);
}

/** `DELETE crag_routes/{id}.json` (site administrators); the figures follow. */
export async function deleteRoute(context: RouteWriteContext, user: Actor, id: number): Promise<void> {
  authorizeWiki(user, 'destroy');
  const cragId = await inTransaction(context.db, async (tx) => {
    const current = await lockRouteAfterCrag(tx, id);
    if (!current) throw new NotFound('Route not found');
    await deleteAlertsOf(tx, 'crag_routes', id);
    await deleteRouteRow(tx, id);
    await refreshCragFigures(tx, current.crag_id, [current.crag_sector_id]);
    await recordChange(tx, user, { itemType: 'crag_routes', itemId: id, before: current, after: null });
    return current.crag_id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'route', id, cragId });
}
