import type { GymSummary, RecordRef } from '@climb/contracts';
import type { AppContext } from '../app-context';
import type { Executor } from '../db/transaction';
import { gymVersion } from '../lib/shared-cache';
import { toGymSummary } from './gyms/gym.mapper';
import { findGym, findGymSummaries, readSettingList, setGymFollowersCount } from './gyms/gym.repository';
import { DEMO_GYMS_SETTING } from './gyms/gym.service';
import { moveRouteLikes } from './routes/gym-route.repository';
import {
  findGymRefs,
  findGymScales,
  findMountedRoutesForAscents,
  type GymForAscent,
  type GymRouteForAscent,
  lockGymRoutes,
  lockGymWithLevels,
} from './routes/gym-route-ascent.repository';
import { fileUrls } from './shared/indoor-change';

/*
 * What other parts of the server may use of the indoor catalogue (through `composition.ts` and `web/`): whether a
 * gym exists and its list item (follows), its count of followers, the kinds whose wiki history the kernel reads, the
 * names and page addresses of its records (the media's records), a route's count of likes (the media keep the likes)
 * and the demo gyms' places (the media's demo data); for the logbook's indoor ascents, a route or gym locked with
 * what an ascent copies of it, gyms' names, a gym's scales, and the demo gyms' routes.
 */

export { indoorPageHeads } from './page-heads';
export { indoorSeed } from './seed/indoor.seed';
export { gymRecordIds } from './shared/gym-record-ids';
export {
  findDemoGymPlaces,
  type IndoorLabelKind,
  type IndoorRecordLabel,
  labelIndoorRecords,
} from './shared/record-labels';
export { INDOOR_VERSIONED_KINDS } from './shared/versioned-kinds';
export type { GymForAscent, GymRouteForAscent };

export async function gymExists(context: Pick<AppContext, 'db'>, id: number): Promise<boolean> {
  return (await findGym(context.db, id)) !== undefined;
}

/** The gyms as lists show them, those that exist. */
export async function gymSummariesByIds(
  context: Pick<AppContext, 'db' | 'config'>,
  ids: readonly number[],
): Promise<GymSummary[]> {
  const url = fileUrls(context);
  return (await findGymSummaries(context.db, ids)).map((row) => toGymSummary(row, url));
}

/** Keeps a gym's count of followers (the community counts them). */
export function updateGymFollowersCount(context: Pick<AppContext, 'db'>, gymId: number, count: number): Promise<void> {
  return setGymFollowersCount(context.db, gymId, count);
}

/**
 * Moves a gym route's count of likes by `delta` (0 reads it) in the like's own transaction, and names the page
 * versions that show it (its gym's pages); null when there is no such route.
 */
export async function moveGymRouteLikes(
  executor: Executor,
  routeId: number,
  delta: number,
): Promise<{ likes_count: number; versions: string[] } | null> {
  const row = await moveRouteLikes(executor, routeId, delta);
  return row ? { likes_count: row.likes_count, versions: [gymVersion(row.gym_id)] } : null;
}

/**
 * The gym routes of these ids, locked until the transaction ends (their gyms first, in `key share` mode: the order of
 * the indoor writes), with what an ascent copies of them; a route that does not exist is left out.
 */
export function lockGymRoutesForAscent(tx: Executor, routeIds: readonly number[]): Promise<GymRouteForAscent[]> {
  return lockGymRoutes(tx, routeIds);
}

/** The gym of an ascent without a route, locked in `key share` mode, with its scales per type; undefined if none. */
export function lockGymForAscent(tx: Executor, gymId: number): Promise<GymForAscent | undefined> {
  return lockGymWithLevels(tx, gymId);
}

/** The gyms of these ids that exist, as references (id, name, slug), by id. */
export function gymRefsByIds(executor: Executor, ids: readonly number[]): Promise<Map<number, RecordRef>> {
  return findGymRefs(executor, ids);
}

/** A gym (its reference and the climbing types it offers) with its scales per type of route; undefined if none. */
export function gymScales(executor: Executor, gymId: number) {
  return findGymScales(executor, gymId);
}

/** The mounted routes (id, type, level) of the demo gym at place `index` of the seed's list, oldest first. */
export async function findDemoGymRoutes(executor: Executor, index: number) {
  const gymId = (await readSettingList(executor, DEMO_GYMS_SETTING))[index];
  if (typeof gymId !== 'number' || !Number.isInteger(gymId)) return null;
  return { gymId, routes: await findMountedRoutesForAscents(executor, gymId) };
}
