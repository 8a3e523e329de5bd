import {
  type AscentGymRoute,
  type AscentGymRouteInput,
  type AscentGymRouteUpdateInput,
  formatGrade,
  type GymRouteClimbingType,
  type HoldColor,
  type IndoorAscentListQuery,
  type RopingStatus,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { type Executor, inTransaction } from '../../db/transaction';
import {
  type GymForAscent,
  type GymRouteForAscent,
  lockGymForAscent,
  lockGymRoutesForAscent,
} from '../../indoor/indoor.public';
import type { AscentEvent } from '../../lib/domain-events';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import {
  type AscentChanges,
  deleteAscentRow,
  insertAscents,
  isIdempotencyViolation,
  lockAscent,
  raiseLogbookVersion,
} from '../ascents/ascent.repository';
import { checkOwner, idempotentAscentId, type LogbookContext, writeAscentChanges } from '../ascents/ascent.service';
import { deleteEmptyClimbingSessions, ensureClimbingSessions } from '../current-user/climbing-session.repository';
import { toAscentGymRoute } from './gym-ascent.mapper';
import { findGymAscentDetail, findMyGymAscentsPage, refreshGymRouteFigures } from './gym-ascent.repository';
import { chooseIndoorRoping } from './gym-ascent-input';

/** A write of an ascent also needs the bus its events go out on once it has committed. */
type AscentWriteContext = LogbookContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id'>;

/** What an indoor ascent keeps of what was climbed: its route's, or the level or grade given without one. */
interface IndoorSnapshot {
  gym_route_id: number | null;
  gym_id: number | null;
  route_name: string | null;
  climbing_type: GymRouteClimbingType;
  grade_value: number | null;
  grade_text: string | null;
  level_index: number | null;
  level_color: HoldColor | null;
  height: number | null;
  quantity: number;
}

/** The route as the ascent saw it: its name, type, grade and level, its sector's height; one climb. */
function routeSnapshot(route: GymRouteForAscent): IndoorSnapshot {
  return {
    gym_route_id: route.id,
    gym_id: route.gym_id,
    route_name: route.name,
    climbing_type: route.climbing_type,
    grade_value: route.grade_value,
    grade_text: route.grade_text,
    level_index: route.level_index,
    level_color: route.level_color,
    height: route.height,
    quantity: 1,
  };
}

/** The fields of an ascent without a route, as the body gives them. */
type RoutelessFields = Pick<
  AscentGymRouteInput,
  'gym_id' | 'climbing_type' | 'level_index' | 'grade_value' | 'quantity'
>;

/**
 * What an ascent without a route keeps: its type, its gym, a level of the gym's scale for that type (its colour and,
 * unless a grade is given, its grade) or a grade. Broken rules are noted: `climbing_type: required`, `gym_id:
 * not_found` or `required` (a level needs its gym), `level_index: not_included`, `grade_value: required` (neither
 * level nor grade). `lenient` (a route deleted meanwhile, kept without it) breaks none of the gym's and level's: a
 * gym gone is left out, a level the gym no longer has too, and the grade sent is kept.
 */
async function routelessSnapshot(
  tx: Executor,
  breaks: RuleBreaks,
  fields: RoutelessFields,
  lenient: boolean,
): Promise<IndoorSnapshot | null> {
  const type = fields.climbing_type;
  if (!type) breaks.add('climbing_type', 'required');
  const gymId = fields.gym_id ?? null;
  const levelIndex = fields.level_index ?? null;
  const gym = gymId !== null && isStoredId(gymId) ? await lockGymForAscent(tx, gymId) : undefined;
  if (gymId !== null && !gym && !lenient) breaks.add('gym_id', 'not_found');
  const level = levelIndex !== null && gym && type ? gym.levels[type]?.[levelIndex] : undefined;
  if (levelIndex !== null && !lenient) {
    if (gymId === null) breaks.add('gym_id', 'required');
    else if (gym && type && !level) breaks.add('level_index', 'not_included');
  }
  const given = fields.grade_value ?? null;
  if (levelIndex === null && given === null && !lenient) breaks.add('grade_value', 'required');
  if (!type) return null;
  const grade = given ?? level?.grade_value ?? null;
  return {
    gym_route_id: null,
    gym_id: gym?.id ?? null,
    route_name: null,
    climbing_type: type,
    grade_value: grade,
    grade_text: grade === null ? null : formatGrade(grade),
    level_index: level ? levelIndex : null,
    level_color: level?.color ?? null,
    height: null,
    quantity: fields.quantity ?? 1,
  };
}

function ropingOf(
  breaks: RuleBreaks,
  climbingType: GymRouteClimbingType,
  given: RopingStatus | null | undefined,
  current?: RopingStatus | null,
): RopingStatus | null {
  const choice = chooseIndoorRoping(climbingType, given, current);
  if ('invalid' in choice) {
    breaks.add('roping_status', 'not_included');
    return null;
  }
  return choice.roping;
}

/** The payload of an indoor ascent's domain events. */
function gymAscentEvent(ascent: {
  id: number;
  user_id: number;
  gym_route_id: number | null;
  gym_id: number | null;
}): AscentEvent {
  return {
    ascentId: ascent.id,
    userId: ascent.user_id,
    kind: 'gym_route',
    cragRouteId: null,
    cragId: null,
    gymRouteId: ascent.gym_route_id,
    gymId: ascent.gym_id,
  };
}

async function presentGymAscent(context: LogbookContext, id: number): Promise<AscentGymRoute> {
  const row = await findGymAscentDetail(context.db, id);
  if (!row) throw new NotFound('Ascent not found');
  return toAscentGymRoute(row);
}

/** `GET ascent_gym_routes/{id}.json`: my indoor ascent (403 for someone else's, 404 for an outdoor one). */
export async function getGymAscent(context: LogbookContext, user: Actor, id: number): Promise<AscentGymRoute> {
  await checkOwner(context.db, user, id, 'gym_route');
  return presentGymAscent(context, id);
}

/**
 * `POST ascent_gym_routes.json`, in one transaction: the climber's logbook version raised first, the route locked
 * (its gym first) or the gym of an ascent without a route, the day's session found or created, the ascent written
 * with its snapshot, the route's figures recomputed. With an `idempotency_key` already used, the ascent logged then
 * is answered (`created: false`) and nothing is written, also when two pushes of it race.
 */
export async function createGymAscent(
  context: AscentWriteContext,
  user: Actor,
  input: AscentGymRouteInput,
): Promise<{ ascent: AscentGymRoute; created: boolean }> {
  const key = input.idempotency_key ?? null;
  const already = key ? await idempotentAscentId(context.db, user.id, key, 'gym_route') : undefined;
  if (already !== undefined) return { ascent: await presentGymAscent(context, already), created: false };
  let event: AscentEvent;
  try {
    event = await inTransaction(context.db, async (tx) => {
      // First, before the route's and gym's locks (see `raiseLogbookVersion`).
      await raiseLogbookVersion(tx, user.id);
      const breaks = new RuleBreaks();
      let snapshot: IndoorSnapshot | null = null;
      if (input.gym_route_id === undefined) {
        snapshot = await routelessSnapshot(tx, breaks, input, false);
      } else {
        if (input.quantity !== undefined && input.quantity !== 1) breaks.add('quantity', 'invalid');
        const [route] = isStoredId(input.gym_route_id) ? await lockGymRoutesForAscent(tx, [input.gym_route_id]) : [];
        if (route) snapshot = routeSnapshot(route);
        else if (input.keep_without_route) {
          snapshot = await routelessSnapshot(tx, breaks, { ...input, quantity: 1 }, true);
        } else breaks.add('gym_route_id', 'not_found');
      }
      const roping = snapshot ? ropingOf(breaks, snapshot.climbing_type, input.roping_status) : null;
      breaks.check();
      const written = snapshot as IndoorSnapshot;
      const sessions = await ensureClimbingSessions(tx, user.id, [input.released_at]);
      const [id] = await insertAscents(tx, [
        {
          ...written,
          user_id: user.id,
          kind: 'gym_route',
          climbing_session_id: sessions.get(input.released_at) as number,
          released_at: input.released_at,
          ascent_status: input.ascent_status,
          roping_status: roping,
          sections: [0],
          sections_count: 1,
          attempt: input.attempt ?? null,
          note: input.note ?? null,
          hardness_status: input.hardness_status ?? null,
          comment: input.comment || null,
          private_comment: input.private_comment || null,
          idempotency_key: key,
        },
      ]);
      if (written.gym_route_id !== null) await refreshGymRouteFigures(tx, [written.gym_route_id]);
      return gymAscentEvent({
        id: id as number,
        user_id: user.id,
        gym_route_id: written.gym_route_id,
        gym_id: written.gym_id,
      });
    });
  } catch (error) {
    const first =
      key && isIdempotencyViolation(error)
        ? await idempotentAscentId(context.db, user.id, key, 'gym_route')
        : undefined;
    if (first === undefined) throw error;
    return { ascent: await presentGymAscent(context, first), created: false };
  }
  context.events.emit('ascent.created', event);
  return { ascent: await presentGymAscent(context, event.ascentId), created: true };
}

/** The level, grade and quantity changes of an ascent without a route (the rules of `routelessSnapshot`). */
function routelessChanges(
  breaks: RuleBreaks,
  current: {
    climbing_type: GymRouteClimbingType;
    gym_id: number | null;
    level_index: number | null;
    grade_value: number | null;
  },
  gym: GymForAscent | undefined,
  input: AscentGymRouteUpdateInput,
): AscentChanges {
  const changes: AscentChanges = {};
  let levelIndex = current.level_index;
  let grade = current.grade_value;
  if (input.level_index !== undefined) {
    levelIndex = input.level_index;
    if (levelIndex === null) Object.assign(changes, { level_index: null, level_color: null });
    else {
      const level = gym?.levels[current.climbing_type]?.[levelIndex];
      if (current.gym_id === null) breaks.add('gym_id', 'required');
      else if (!level) breaks.add('level_index', 'not_included');
      else {
        Object.assign(changes, { level_index: levelIndex, level_color: level.color });
        if (input.grade_value === undefined) grade = level.grade_value;
      }
    }
  }
  if (input.grade_value !== undefined) grade = input.grade_value;
  if (grade !== current.grade_value) {
    Object.assign(changes, { grade_value: grade, grade_text: grade === null ? null : formatGrade(grade) });
  }
  if (levelIndex === null && grade === null) breaks.add('grade_value', 'required');
  if (input.quantity !== undefined) changes.quantity = input.quantity;
  return changes;
}

/**
 * `PUT ascent_gym_routes/{id}.json`: the fields given. The snapshot stays the route as climbed; the level, grade and
 * quantity change only on an ascent without a route (`base: invalid` for a change of them on an ascent of a route).
 * A new date moves the ascent to that day's session (the old one goes with its last ascent); the route's figures
 * are recomputed.
 */
export async function updateGymAscent(
  context: AscentWriteContext,
  user: Actor,
  id: number,
  input: AscentGymRouteUpdateInput,
): Promise<AscentGymRoute> {
  const event = await inTransaction(context.db, async (tx) => {
    await checkOwner(tx, user, id, 'gym_route');
    // The climber's logbook version before any lock: the order of every ascent write (see `raiseLogbookVersion`).
    await raiseLogbookVersion(tx, user.id);
    // The route (its gym first), or the gym of an ascent without a route, before the ascent: the order of the
    // indoor catalogue, which locks its gym before its deletion touches the ascents.
    const located = await findGymAscentDetail(tx, id);
    const [route] = located?.gym_route_id ? await lockGymRoutesForAscent(tx, [located.gym_route_id]) : [];
    const gym =
      located && located.gym_route_id === null && located.gym_id !== null && typeof input.level_index === 'number'
        ? await lockGymForAscent(tx, located.gym_id)
        : undefined;
    const current = await lockAscent(tx, id);
    if (!current) throw new NotFound('Ascent not found');
    const climbingType = current.climbing_type as GymRouteClimbingType;

    const breaks = new RuleBreaks();
    let changes: AscentChanges = {};
    if (current.gym_route_id !== null) {
      const changed =
        (input.level_index !== undefined && input.level_index !== current.level_index) ||
        (input.grade_value !== undefined && input.grade_value !== current.grade_value) ||
        (input.quantity !== undefined && input.quantity !== current.quantity);
      if (changed) breaks.add('base', 'invalid');
    } else {
      changes = routelessChanges(
        breaks,
        { ...current, climbing_type: climbingType },
        gym && gym.id === current.gym_id ? gym : undefined,
        input,
      );
    }
    changes.roping_status = ropingOf(breaks, climbingType, input.roping_status, current.roping_status);
    breaks.check();

    await writeAscentChanges(tx, user.id, id, current, input, changes);
    if (route && route.id === current.gym_route_id) await refreshGymRouteFigures(tx, [route.id]);
    return gymAscentEvent(current);
  });
  context.events.emit('ascent.updated', event);
  return presentGymAscent(context, id);
}

/** `DELETE ascent_gym_routes/{id}.json`: its session goes with its last ascent; the route's figures follow. */
export async function deleteGymAscent(context: AscentWriteContext, user: Actor, id: number): Promise<void> {
  const event = await inTransaction(context.db, async (tx) => {
    await checkOwner(tx, user, id, 'gym_route');
    await raiseLogbookVersion(tx, user.id);
    const located = await findGymAscentDetail(tx, id);
    if (located?.gym_route_id) await lockGymRoutesForAscent(tx, [located.gym_route_id]);
    const current = await lockAscent(tx, id);
    if (!current) throw new NotFound('Ascent not found');
    await deleteAscentRow(tx, id);
    await deleteEmptyClimbingSessions(tx, user.id, [current.climbing_session_id]);
    if (current.gym_route_id !== null) await refreshGymRouteFigures(tx, [current.gym_route_id]);
    return gymAscentEvent(current);
  });
  context.events.emit('ascent.deleted', event);
}

/** `GET current_users/ascent_gym_routes.json`: a page of my indoor ascents, sorted and filtered. */
export async function listMyGymAscents(
  context: LogbookContext,
  user: Actor,
  query: IndoorAscentListQuery,
): Promise<{ ascents: AscentGymRoute[]; total: number }> {
  if (query.date_from && query.date_to && query.date_to < query.date_from) {
    new RuleBreaks().add('date_to', 'too_small').check();
  }
  const { rows, total } = await findMyGymAscentsPage(context.db, user.id, query);
  return { ascents: rows.map(toAscentGymRoute), total };
}
