import type { GymSummary } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { toGymSummary } from './gyms/gym.mapper';
import { findGym, findGymSummaries, setGymFollowersCount } from './gyms/gym.repository';
import { fileUrls } from './shared/indoor-change';

/*
 * What other parts of the server may use of the indoor catalogue (through `composition.ts` and `web/`): whether a
 * gym exists and its list item (follows), its count of followers, the kinds whose wiki history the kernel reads, the
 * names and page addresses of its records (the media's records) and the demo gyms' places (the media's demo data).
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
