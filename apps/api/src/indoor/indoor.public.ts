import type { GymSummary } from '@climb/contracts';
import type { AppContext } from '../app-context';
import type { Executor } from '../db/transaction';
import { gymVersion } from '../lib/shared-cache';
import { toGymSummary } from './gyms/gym.mapper';
import { findGym, findGymSummaries, setGymFollowersCount } from './gyms/gym.repository';
import { moveRouteLikes } from './routes/gym-route.repository';
import { fileUrls } from './shared/indoor-change';

/*
 * What other parts of the server may use of the indoor catalogue (through `composition.ts` and `web/`): whether a
 * gym exists and its list item (follows), its count of followers, the kinds whose wiki history the kernel reads, the
 * names and page addresses of its records (the media's records), a route's count of likes (the media keep the likes)
 * and the demo gyms' places (the media's demo data).
 */

export { indoorPageHeads } from './page-heads';
export { indoorSeed } from './seed/indoor.seed';
export {
  findDemoGymPlaces,
  type IndoorLabelKind,
  type IndoorRecordLabel,
  labelIndoorRecords,
} from './shared/record-labels';
export { INDOOR_VERSIONED_KINDS } from './shared/versioned-kinds';

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
