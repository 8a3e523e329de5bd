import {
  CLIMBING_TYPES,
  type Crag,
  type CragInput,
  type CragUpdateInput,
  ORIENTATIONS,
  ROCK_TYPES,
  SEASONS,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import type { PreparedBody } from '../../lib/prepared-body';
import { RuleBreaks } from '../../lib/rule-breaks';
import { slugify } from '../../lib/slug';
import { givenFields, inEnumOrder } from '../../lib/wiki-input';
import { earliestToday } from '../alerts/alert-dates';
import { recordChange } from '../shared/record-change';
import { toCrag } from './crag.mapper';
import {
  type CragPlace,
  type CragValues,
  cragIdExists,
  deleteCrag as deleteCragRow,
  findCragDetail,
  findNearestTownPlace,
  findTownPlace,
  insertCrag,
  lockCrag,
  updateCrag as updateCragRow,
} from './crag.repository';
import { deleteAlertsOfCrag } from './crag-alerts.repository';
import { alertCountDay, currentPreparedCrag, prepareCrag, preparedCragsOf, readCragVersion } from './crag-body';
import { authorizeWiki } from './wiki.policy';

type CragContext = Pick<AppContext, 'db' | 'cache'>;
/** A write also needs the bus its `catalogue.changed` goes out on once it has committed. */
type CragWriteContext = CragContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

/** A crag without a chosen town takes the nearest one within this distance, else none. */
const PLACE_RADIUS_METRES = 30_000;

const NOWHERE: CragPlace = { town_id: null, department_id: null, country_id: null };

/** Whether the crag exists: for other domains' records about a crag (its public ascents). */
export function cragExists(context: Pick<AppContext, 'db'>, id: number): Promise<boolean> {
  return cragIdExists(context.db, id);
}

/**
 * `GET crags/{id}.json`, as sent (docs/decisions/031): the crag's record version is read (one read of
 * the shared cache), and while it is the one this node prepared the answer at, on the same day, the
 * prepared bytes are the answer. Otherwise the one detail query, read after the version (a write
 * meanwhile leaves the answer behind its newer version, never served again), and the answer is
 * prepared anew. An unknown or deleted crag answers 404.
 */
export async function getPreparedCrag(context: CragContext, id: number): Promise<PreparedBody> {
  const day = alertCountDay();
  const bodies = preparedCragsOf(context.cache);
  const version = await readCragVersion(context.cache, id);
  const kept = currentPreparedCrag(bodies, id, version, day);
  if (kept) return kept;
  const row = await findCragDetail(context.db, id, day);
  if (!row) throw new NotFound('Crag not found');
  return prepareCrag(bodies, toCrag(row), version, day);
}

/** The crag as its page shows it, read now: the answer of a write. */
async function readCrag(context: CragContext, id: number): Promise<Crag> {
  const row = await findCragDetail(context.db, id, earliestToday());
  if (!row) throw new NotFound('Crag not found');
  return toCrag(row);
}

/** The columns an input sets: enum lists in their canonical order, the slug following the name. */
function cragValues(input: CragUpdateInput): Partial<CragValues> {
  const { town_id: _placedApart, climbing_types, rocks, orientations, seasons, ...fields } = givenFields(input);
  return {
    ...fields,
    ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }),
    ...(climbing_types ? { climbing_types: inEnumOrder(climbing_types, CLIMBING_TYPES) } : {}),
    ...(rocks ? { rocks: inEnumOrder(rocks, ROCK_TYPES) } : {}),
    ...(orientations ? { orientations: inEnumOrder(orientations, ORIENTATIONS) } : {}),
    ...(seasons ? { seasons: inEnumOrder(seasons, SEASONS) } : {}),
  };
}

function checkApproachTimes(breaks: RuleBreaks, min: number | null | undefined, max: number | null | undefined): void {
  if (min !== null && min !== undefined && max !== null && max !== undefined && max < min) {
    breaks.add('max_approach_time', 'too_small');
  }
}

/**
 * Where the crag lies: the chosen town (422 `town_id: not_found` when unknown), else the nearest
 * town within 30 km of its position, else nowhere. Department and country come from the town.
 */
async function placeCrag(
  executor: Executor,
  townId: number | null | undefined,
  position: { latitude: number; longitude: number },
  breaks: RuleBreaks,
): Promise<CragPlace> {
  if (townId) {
    const place = isStoredId(townId) ? await findTownPlace(executor, townId) : undefined;
    if (!place) breaks.add('town_id', 'not_found');
    return place ?? NOWHERE;
  }
  const nearest = await findNearestTownPlace(executor, position.latitude, position.longitude, PLACE_RADIUS_METRES);
  return nearest ?? NOWHERE;
}

/** `POST crags.json`: any climber adds a crag; the creation is recorded as a version. */
export async function createCrag(context: CragWriteContext, user: Actor, input: CragInput): Promise<Crag> {
  authorizeWiki(user, 'create');
  const id = await inTransaction(context.db, async (tx) => {
    const breaks = new RuleBreaks();
    checkApproachTimes(breaks, input.min_approach_time, input.max_approach_time);
    const place = await placeCrag(tx, input.town_id, input, breaks);
    breaks.check();
    const row = await insertCrag(tx, {
      ...cragValues(input),
      name: input.name,
      slug_name: slugify(input.name),
      latitude: input.latitude,
      longitude: input.longitude,
      ...place,
      user_id: user.id,
    });
    await recordChange(tx, user, { itemType: 'crags', itemId: row.id, before: null, after: row });
    return row.id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'crag', id, cragId: id });
  return readCrag(context, id);
}

/**
 * `PUT crags/{id}.json`: changes the fields given. A new position places the crag again (unless a
 * town is chosen in the same change); `town_id: null` asks for the nearest town.
 */
export async function updateCrag(
  context: CragWriteContext,
  user: Actor,
  id: number,
  input: CragUpdateInput,
): Promise<Crag> {
  authorizeWiki(user, 'update');
  await inTransaction(context.db, async (tx) => {
    const current = await lockCrag(tx, id);
    if (!current) throw new NotFound('Crag not found');
    const breaks = new RuleBreaks();
    checkApproachTimes(
      breaks,
      input.min_approach_time === undefined ? current.min_approach_time : input.min_approach_time,
      input.max_approach_time === undefined ? current.max_approach_time : input.max_approach_time,
    );
    const position = { latitude: input.latitude ?? current.latitude, longitude: input.longitude ?? current.longitude };
    const moved = position.latitude !== current.latitude || position.longitude !== current.longitude;
    const place = input.town_id !== undefined || moved ? await placeCrag(tx, input.town_id, position, breaks) : {};
    breaks.check();
    const row = await updateCragRow(tx, id, { ...cragValues(input), ...place });
    await recordChange(tx, user, { itemType: 'crags', itemId: id, before: current, after: row });
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'crag', id, cragId: id });
  return readCrag(context, id);
}

/**
 * `DELETE crags/{id}.json` (site administrators): the crag goes with its sectors, routes, map
 * drawings and alerts; its history keeps the destroy version.
 */
export async function deleteCrag(context: CragWriteContext, user: Actor, id: number): Promise<void> {
  authorizeWiki(user, 'destroy');
  await inTransaction(context.db, async (tx) => {
    const current = await lockCrag(tx, id);
    if (!current) throw new NotFound('Crag not found');
    await deleteAlertsOfCrag(tx, id);
    await deleteCragRow(tx, id);
    await recordChange(tx, user, { itemType: 'crags', itemId: id, before: current, after: null });
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'crag', id, cragId: id });
}
