import type { IndoorVersionItemType } from '@climb/contracts';
import { inArray } from 'drizzle-orm';
import { gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type CompletionReader, completedRecords, type FoundRecords } from '../../lib/completion-reads.repository';
import { TIERS } from '../../lib/completion-words';
import {
  type CompletionKind,
  type CompletionSource,
  type SourceFilter,
  within,
} from '../../lib/completion-writes.repository';
import type { CompletionKinds, CompletionSearch } from '../../lib/search-completions';
import { type GymSummaryRow, gymSummaryColumns } from '../gyms/gym.repository';

/*
 * The indoor kind of the search as you type (lib/search-completions.ts): gyms are found by their name and their
 * town's, the most followed first among equal matches.
 */

/** Gyms by their name and their city. */
async function gymSources(executor: Executor, filter: SourceFilter): Promise<CompletionSource[]> {
  const rows = await executor
    .select({ id: gyms.id, name: gyms.name, city: gyms.city, weight: gyms.followers_count })
    .from(gyms)
    .where(within(gyms.id, filter));
  return rows.map((row) => ({
    id: row.id,
    weight: row.weight,
    crag_id: null,
    names: [
      { name: row.name, tier: TIERS.name },
      { name: row.city, tier: TIERS.place },
    ],
  }));
}

const GYM_KIND: CompletionKind = { kind: 'gym', id: gyms.id, sources: gymSources };

/** The indoor kinds, and the records an indoor change touches: a gym's own change rewrites its rows. */
export const INDOOR_COMPLETION_KINDS: CompletionKinds<IndoorVersionItemType> = {
  kinds: [GYM_KIND],
  touchedRecords: (change) => (change.itemType === 'gyms' ? [{ kind: 'gym', ids: [change.itemId] }] : []),
};

function completedGyms(executor: Executor, found: FoundRecords, limit: number) {
  return completedRecords(executor.select(gymSummaryColumns).from(gyms).$dynamic(), found, gyms.id, limit);
}

/** The gyms search as you type (its statements prepared as `gym_completions_…`). */
export const GYM_SEARCH: CompletionSearch<{ gyms: CompletionReader<GymSummaryRow> }> = {
  name: 'gym_completions',
  readers: {
    gyms: {
      kind: 'gym',
      completed: completedGyms,
      byIds: (executor, ids) => executor.select(gymSummaryColumns).from(gyms).where(inArray(gyms.id, ids)),
    },
  },
};
