import type { VersionEvent, VersionItemType } from '@climb/contracts';
import { versions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refreshSearchCompletions } from '../search/completion.service';
import { diffRecords } from './version-diff';

/** Columns that are not the contributor's to change: never shown as changes. */
const NOT_CONTRIBUTED = [
  'id',
  'created_at',
  'updated_at',
  'user_id',
  'slug_name',
  'routes_count',
  'sectors_count',
  'grade_min_value',
  'grade_max_value',
  'grade_text',
  'pitches_count',
  'figures',
  'note',
  'note_count',
  'hardness_value',
  'hardness_count',
  'ascents_count',
  'climbers_count',
  'source',
  'source_id',
  // Follow from the town: the town itself is what a contributor sets (or the server picks).
  'department_id',
  'country_id',
];

export interface VersionInput {
  itemType: VersionItemType;
  itemId: number;
  event: VersionEvent;
  /** The record before the change (null on create) and after it (null on destroy). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userId: number | null;
}

/**
 * Records one change of a wiki record (who, when, each changed field). An update that changes
 * nothing a contributor can change records nothing. Call it inside the change's transaction.
 * Every catalogue write ends here, so the search's completions of the records it touches are
 * rewritten here too, in the same transaction (outdoor/search/completion.service.ts).
 */
export async function recordVersion(executor: Executor, input: VersionInput): Promise<void> {
  await refreshSearchCompletions(executor, input);
  const changes = diffRecords(input.before, input.after, NOT_CONTRIBUTED);
  if (input.event === 'update' && Object.keys(changes).length === 0) return;
  const named = (input.after ?? input.before) as { name?: unknown } | null;
  await executor.insert(versions).values({
    item_type: input.itemType,
    item_id: input.itemId,
    event: input.event,
    item_name: typeof named?.name === 'string' ? named.name : null,
    changes,
    user_id: input.userId,
  });
}
