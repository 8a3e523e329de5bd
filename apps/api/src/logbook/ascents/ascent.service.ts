import type {
  AscentCragRoute,
  AscentCragRouteInput,
  AscentCragRouteUpdateInput,
  AscentKind,
  AscentListQuery,
  AscentStatus,
  HardnessStatus,
  PublicAscent,
  PublicAscentListQuery,
  RopingStatus,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { type Executor, inTransaction } from '../../db/transaction';
import type { AscentEvent } from '../../lib/domain-events';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { fileStoreFor } from '../../media/file-store';
import { cragExists } from '../../outdoor/outdoor.public';
import { deleteEmptyClimbingSessions, ensureClimbingSessions } from '../current-user/climbing-session.repository';
import { clearTickLists } from '../current-user/route-status.repository';
import { type LogbookPresenter, toAscentCragRoute, toPublicAscent } from './ascent.mapper';
import {
  type AscentChanges,
  type AscentDetailRow,
  deleteAscentRow,
  deletePartners,
  findAscentDetail,
  findAscentOwner,
  findIdempotentAscent,
  findMyAscentsPage,
  findPartners,
  findPublicAscentsPage,
  findUserIdsByUuid,
  insertAscents,
  insertPartners,
  isIdempotencyViolation,
  lockAscent,
  raiseLogbookVersion,
  updateAscentRow,
} from './ascent.repository';
import { chooseRoping } from './ascent-input';
import {
  findRouteForAscent,
  lockCragRoutes,
  type RouteForAscent,
  refreshCragRouteFigures,
} from './ascent-route.repository';
import { allSections, ascentSnapshot, normalizeSections, sectionBeyondPitches } from './ascent-snapshot';

export type LogbookContext = Pick<AppContext, 'db' | 'config'>;
/** A write of an ascent also needs the bus its events go out on once it has committed. */
type AscentWriteContext = LogbookContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id'>;

/** One ascent to write, already validated (route found, sections within its pitches, partners known). */
export interface NewCragRouteAscent {
  route: RouteForAscent;
  released_at: string;
  ascent_status: AscentStatus;
  roping_status: RopingStatus | null;
  sections: number[];
  attempt: number | null;
  note: number | null;
  hardness_status: HardnessStatus | null;
  comment: string | null;
  private_comment: string | null;
  partner_user_ids: number[];
  idempotency_key: string | null;
}

/** Thrown when a route of the batch no longer exists (deleted meanwhile): the caller answers `not_found`. */
export class MissingCragRoutesError extends Error {
  constructor(readonly cragRouteIds: number[]) {
    super(`crag routes not found: ${cragRouteIds.join(', ')}`);
    this.name = 'MissingCragRoutesError';
  }
}

/**
 * Writes ascents of one climber in the caller's transaction (one logged ascent, or an import's
 * batch): their logbook version raised first (`raiseLogbookVersion`), routes locked (see `lockCragRoutes`),
 * sessions found or created, partners stored,
 * the routes taken off the tick list, route figures refreshed once per route. Returns the new ids in
 * input order. A route deleted meanwhile throws `MissingCragRoutesError`; a repeated
 * `idempotency_key` throws the unique violation of `ascents_user_idempotency_idx`.
 */
export async function writeCragRouteAscents(
  tx: Executor,
  userId: number,
  newAscents: readonly NewCragRouteAscent[],
): Promise<number[]> {
  if (newAscents.length === 0) return [];
  await raiseLogbookVersion(tx, userId);
  const routeIds = [...new Set(newAscents.map((ascent) => ascent.route.id))];
  const locked = await lockCragRoutes(tx, routeIds);
  if (locked.length < routeIds.length) {
    const found = new Set(locked.map((route) => route.id));
    throw new MissingCragRoutesError(routeIds.filter((id) => !found.has(id)));
  }
  const sessions = await ensureClimbingSessions(
    tx,
    userId,
    newAscents.map((ascent) => ascent.released_at),
  );
  const ids = await insertAscents(
    tx,
    newAscents.map((ascent) => {
      const sections = normalizeSections(ascent.sections);
      const { route, partner_user_ids: _partners, ...fields } = ascent;
      return {
        ...fields,
        user_id: userId,
        kind: 'crag_route',
        crag_route_id: route.id,
        climbing_session_id: sessions.get(ascent.released_at) as number,
        sections,
        sections_count: sections.length,
        ...ascentSnapshot(route, sections),
      };
    }),
  );
  await insertPartners(
    tx,
    userId,
    newAscents.map((ascent, index) => ({ ascent_id: ids[index] as number, partner_user_ids: ascent.partner_user_ids })),
  );
  await clearTickLists(tx, userId, routeIds);
  await refreshCragRouteFigures(tx, routeIds);
  return ids;
}

/** The payload of an ascent's domain events. */
function ascentEvent(
  ascent: Pick<AscentEvent, 'kind'> & {
    id: number;
    user_id: number;
    crag_route_id: number | null;
    crag_id: number | null;
  },
): AscentEvent {
  return {
    ascentId: ascent.id,
    userId: ascent.user_id,
    kind: ascent.kind,
    cragRouteId: ascent.crag_route_id,
    cragId: ascent.crag_id,
    gymRouteId: null,
    gymId: null,
  };
}

/** The consensus setting and the file URLs of this server. */
export function logbookPresenter(context: Pick<AppContext, 'config'>): LogbookPresenter {
  const store = fileStoreFor(context.config);
  return { minVotes: context.config.ascentConsensusMinVotes, fileUrl: (key) => store.url(key) };
}

/** Ascent rows with their partners, mapped, in the order of the rows. */
export async function presentAscents(
  context: LogbookContext,
  executor: Executor,
  rows: readonly AscentDetailRow[],
): Promise<AscentCragRoute[]> {
  const partners = await findPartners(
    executor,
    rows.map((row) => row.id),
  );
  const presenter = logbookPresenter(context);
  return rows.map((row) => toAscentCragRoute(row, partners.get(row.id) ?? [], presenter));
}

async function presentAscent(context: LogbookContext, id: number): Promise<AscentCragRoute> {
  const row = await findAscentDetail(context.db, id);
  if (!row) throw new NotFound('Ascent not found');
  const [ascent] = await presentAscents(context, context.db, [row]);
  return ascent as AscentCragRoute;
}

/**
 * 404 for an unknown ascent (or one of the other kind of route: an indoor ascent is no `ascent_crag_routes/{id}`),
 * 403 for someone else's: an ascent is only ever its author's.
 */
export async function checkOwner(
  executor: Executor,
  user: Actor,
  id: number,
  kind: AscentKind = 'crag_route',
): Promise<void> {
  const owner = await findAscentOwner(executor, id);
  if (owner === undefined || owner.kind !== kind) throw new NotFound('Ascent not found');
  if (owner.user_id !== user.id) throw new Forbidden({ message: 'This ascent is not yours' });
}

/** `GET ascent_crag_routes/{id}.json`: my ascent (403 for someone else's). */
export async function getAscent(context: LogbookContext, user: Actor, id: number): Promise<AscentCragRoute> {
  await checkOwner(context.db, user, id);
  return presentAscent(context, id);
}

/** The ids of the tagged climbers, or a broken `partner_uuids: not_found` rule when one is unknown. */
async function partnerIds(executor: Executor, breaks: RuleBreaks, uuids: readonly string[]): Promise<number[]> {
  const byUuid = await findUserIdsByUuid(executor, uuids);
  if (uuids.some((uuid) => !byUuid.has(uuid))) breaks.add('partner_uuids', 'not_found');
  return [...byUuid.values()];
}

/** The pitches climbed (every one when left out), or a broken `sections: too_big` rule beyond the route's. */
function sectionsOf(breaks: RuleBreaks, route: RouteForAscent, given: readonly number[] | undefined): number[] {
  const sections = normalizeSections(given ?? allSections(route.pitches));
  if (sectionBeyondPitches(sections, route.pitches) !== null) breaks.add('sections', 'too_big');
  return sections;
}

function ropingOf(
  breaks: RuleBreaks,
  route: { climbing_type: string; pitches_count: number },
  given: AscentCragRouteInput['roping_status'],
  current?: AscentCragRoute['roping_status'],
) {
  const choice = chooseRoping(route, given, current);
  if ('invalid' in choice) {
    breaks.add('roping_status', 'not_included');
    return null;
  }
  return choice.roping;
}

/**
 * The ascent of this kind the climber already logged with this key (a retried push), if any; a key already used by
 * an ascent of the other kind of route is 422 `idempotency_key: taken` (a device never sends one key for both).
 */
export async function idempotentAscentId(
  executor: Executor,
  userId: number,
  key: string,
  kind: AscentKind,
): Promise<number | undefined> {
  const found = await findIdempotentAscent(executor, userId, key);
  if (found && found.kind !== kind) throw ValidationFailed.on('idempotency_key', 'taken');
  return found?.id;
}

/**
 * `POST ascent_crag_routes.json`. With an `idempotency_key` the climber already used, the ascent
 * logged then is answered (`created: false`) and nothing is written, also when two pushes of the
 * same ascent race (the second one meets the unique index and answers the first one's ascent).
 */
export async function createAscent(
  context: AscentWriteContext,
  user: Actor,
  input: AscentCragRouteInput,
): Promise<{ ascent: AscentCragRoute; created: boolean }> {
  const key = input.idempotency_key ?? null;
  const already = key ? await idempotentAscentId(context.db, user.id, key, 'crag_route') : undefined;
  if (already !== undefined) return { ascent: await presentAscent(context, already), created: false };
  let event: AscentEvent;
  try {
    event = await inTransaction(context.db, async (tx) => {
      // First, before the route's lock (see `raiseLogbookVersion`).
      await raiseLogbookVersion(tx, user.id);
      const breaks = new RuleBreaks();
      const [route] = isStoredId(input.crag_route_id) ? await lockCragRoutes(tx, [input.crag_route_id]) : [];
      if (!route) breaks.add('crag_route_id', 'not_found');
      const partners = await partnerIds(tx, breaks, input.partner_uuids ?? []);
      const sections = route ? sectionsOf(breaks, route, input.sections) : [];
      const roping = route
        ? ropingOf(
            breaks,
            { climbing_type: route.climbing_type, pitches_count: route.pitches.length },
            input.roping_status,
          )
        : null;
      breaks.check();
      const written = route as RouteForAscent;
      const [newId] = await writeCragRouteAscents(tx, user.id, [
        {
          route: written,
          released_at: input.released_at,
          ascent_status: input.ascent_status,
          roping_status: roping,
          sections,
          attempt: input.attempt ?? null,
          note: input.note ?? null,
          hardness_status: input.hardness_status ?? null,
          comment: input.comment || null,
          private_comment: input.private_comment || null,
          partner_user_ids: partners,
          idempotency_key: key,
        },
      ]);
      return ascentEvent({
        id: newId as number,
        kind: 'crag_route',
        user_id: user.id,
        crag_route_id: written.id,
        crag_id: written.crag_id,
      });
    });
  } catch (error) {
    if (error instanceof MissingCragRoutesError) throw ValidationFailed.on('crag_route_id', 'not_found');
    const first =
      key && isIdempotencyViolation(error)
        ? await idempotentAscentId(context.db, user.id, key, 'crag_route')
        : undefined;
    if (first === undefined) throw error;
    return { ascent: await presentAscent(context, first), created: false };
  }
  context.events.emit('ascent.created', event);
  return { ascent: await presentAscent(context, event.ascentId), created: true };
}

/**
 * `PUT ascent_crag_routes/{id}.json`: the fields given. The snapshot follows the route as it is now
 * (pitches climbed, grade, height); a new date moves the ascent to that day's session (the old one
 * goes with its last ascent); the route's figures are recomputed. Once the route is deleted, its
 * snapshot stays and the pitches climbed can no longer change.
 */
export async function updateAscent(
  context: AscentWriteContext,
  user: Actor,
  id: number,
  input: AscentCragRouteUpdateInput,
): Promise<AscentCragRoute> {
  const event = await inTransaction(context.db, async (tx) => {
    await checkOwner(tx, user, id);
    // The climber's logbook version before any lock: the order of every ascent write (see `raiseLogbookVersion`).
    await raiseLogbookVersion(tx, user.id);
    // Route (and crag) before the ascent: the order of the catalogue, which locks the route before
    // its deletion touches the ascents.
    const located = await findAscentDetail(tx, id);
    const [route] = located?.crag_route_id ? await lockCragRoutes(tx, [located.crag_route_id]) : [];
    const current = await lockAscent(tx, id);
    if (!current) throw new NotFound('Ascent not found');
    const liveRoute = route && route.id === current.crag_route_id ? route : undefined;

    const breaks = new RuleBreaks();
    const changes: AscentChanges = {};
    if (liveRoute) {
      const sections = sectionsOf(breaks, liveRoute, input.sections ?? current.sections);
      Object.assign(changes, { sections, sections_count: sections.length }, ascentSnapshot(liveRoute, sections));
    } else if (input.sections !== undefined) {
      const sections = normalizeSections(input.sections);
      if (sections.join() !== current.sections.join()) breaks.add('sections', 'invalid');
    }
    const ropingRoute = liveRoute
      ? { climbing_type: liveRoute.climbing_type, pitches_count: liveRoute.pitches.length }
      : { climbing_type: current.climbing_type, pitches_count: Math.max(current.sections_count, 2) };
    changes.roping_status = ropingOf(breaks, ropingRoute, input.roping_status, current.roping_status);
    const partners = input.partner_uuids === undefined ? undefined : await partnerIds(tx, breaks, input.partner_uuids);
    breaks.check();

    await writeAscentChanges(tx, user.id, id, current, input, changes);
    if (partners) {
      await deletePartners(tx, id);
      await insertPartners(tx, user.id, [{ ascent_id: id, partner_user_ids: partners }]);
    }
    if (liveRoute) await refreshCragRouteFigures(tx, [liveRoute.id]);
    return ascentEvent(current);
  });
  context.events.emit('ascent.updated', event);
  return presentAscent(context, id);
}

/** `DELETE ascent_crag_routes/{id}.json`: its session goes with its last ascent; the route's figures follow. */
export async function deleteAscent(context: AscentWriteContext, user: Actor, id: number): Promise<void> {
  const event = await inTransaction(context.db, async (tx) => {
    await checkOwner(tx, user, id);
    await raiseLogbookVersion(tx, user.id);
    const located = await findAscentDetail(tx, id);
    if (located?.crag_route_id) await lockCragRoutes(tx, [located.crag_route_id]);
    const current = await lockAscent(tx, id);
    if (!current) throw new NotFound('Ascent not found');
    await deleteAscentRow(tx, id);
    await deleteEmptyClimbingSessions(tx, user.id, [current.climbing_session_id]);
    if (current.crag_route_id) await refreshCragRouteFigures(tx, [current.crag_route_id]);
    return ascentEvent(current);
  });
  context.events.emit('ascent.deleted', event);
}

/** `GET current_users/ascent_crag_routes.json`: a page of my ascents, sorted and filtered. */
export async function listMyAscents(
  context: LogbookContext,
  user: Actor,
  query: AscentListQuery,
): Promise<{ ascents: AscentCragRoute[]; total: number }> {
  if (query.date_from && query.date_to && query.date_to < query.date_from) {
    new RuleBreaks().add('date_to', 'too_small').check();
  }
  const { rows, total } = await findMyAscentsPage(context.db, user.id, query);
  return { ascents: await presentAscents(context, context.db, rows), total };
}

/**
 * `GET crag_routes/{id}/ascents.json` and `GET crags/{id}/ascents.json`: ascents of climbers whose
 * outdoor ascents are public, newest first, without any private comment. 404 for an unknown route or crag.
 */
export async function listPublicAscents(
  context: LogbookContext,
  of: { cragRouteId: number } | { cragId: number },
  query: PublicAscentListQuery,
): Promise<{ ascents: PublicAscent[]; total: number }> {
  // Side by side: the page of an unknown record is empty, and is then never sent.
  const [exists, { rows, total }] = await Promise.all([
    'cragRouteId' in of ? routeExists(context.db, of.cragRouteId) : cragExists(context, of.cragId),
    findPublicAscentsPage(context.db, of, {
      commented: query.commented,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  if (!exists) throw new NotFound('cragRouteId' in of ? 'Route not found' : 'Crag not found');
  const presenter = logbookPresenter(context);
  return { ascents: rows.map((row) => toPublicAscent(row, presenter)), total };
}

async function routeExists(executor: Executor, id: number): Promise<boolean> {
  return (await findRouteForAscent(executor, id)) !== undefined;
}

/** The fields of an ascent both kinds change alike. */
type CommonAscentChanges = Partial<
  Pick<
    AscentCragRouteUpdateInput,
    'released_at' | 'ascent_status' | 'attempt' | 'note' | 'hardness_status' | 'comment' | 'private_comment'
  >
>;

/**
 * Writes an ascent's changes (crag or gym route) in the caller's transaction: the fields both kinds share added to
 * `changes`, the ascent moved to the session of its new day (the emptied one removed).
 */
export async function writeAscentChanges(
  tx: Executor,
  userId: number,
  id: number,
  current: { released_at: string; climbing_session_id: number },
  input: CommonAscentChanges,
  changes: AscentChanges,
): Promise<void> {
  if (input.released_at !== undefined) changes.released_at = input.released_at;
  if (input.ascent_status !== undefined) changes.ascent_status = input.ascent_status;
  if (input.attempt !== undefined) changes.attempt = input.attempt;
  if (input.note !== undefined) changes.note = input.note;
  if (input.hardness_status !== undefined) changes.hardness_status = input.hardness_status;
  if (input.comment !== undefined) changes.comment = input.comment || null;
  if (input.private_comment !== undefined) changes.private_comment = input.private_comment || null;
  const moved = changes.released_at !== undefined && changes.released_at !== current.released_at;
  if (moved) {
    const sessions = await ensureClimbingSessions(tx, userId, [changes.released_at as string]);
    changes.climbing_session_id = sessions.get(changes.released_at as string);
  }
  await updateAscentRow(tx, id, changes);
  if (moved) await deleteEmptyClimbingSessions(tx, userId, [current.climbing_session_id]);
}
