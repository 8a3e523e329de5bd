import type { IndoorVersionItemType } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import type { IndoorChange } from '../../lib/domain-events';
import { refreshCompletions } from '../../lib/search-completions';
import { recordWikiChange } from '../../lib/wiki-versions';
import { fileStoreFor } from '../../media/file-store';
import type { FileUrl } from '../gyms/gym.mapper';
import { INDOOR_COMPLETION_KINDS } from '../search/gym-completions';

/** What the indoor services are given. */
export type IndoorContext = Pick<AppContext, 'db' | 'config'>;
/** A write also needs the bus its `indoor.changed` goes out on once it has committed. */
export type IndoorWriteContext = IndoorContext & Pick<AppContext, 'events'>;
export type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

type Snapshot = Record<string, unknown>;
type Sides =
  | { before: null; after: Snapshot }
  | { before: Snapshot; after: Snapshot }
  | { before: Snapshot; after: null };

/** Records the version of one change of an indoor record by `user` (inside the change's transaction). */
export async function recordIndoorChange(
  executor: Executor,
  user: Pick<AuthUser, 'id'>,
  change: { itemType: IndoorVersionItemType; itemId: number } & Sides,
): Promise<void> {
  // The search's completions of what the change touches are rewritten in the same transaction.
  await refreshCompletions(executor, INDOOR_COMPLETION_KINDS, change);
  await recordWikiChange(executor, user, change);
}

/** Moves the versions of what the change shows (composition.ts) before the write answers. */
export function indoorChanged(context: Pick<AppContext, 'events'>, change: IndoorChange): Promise<void> {
  return context.events.emitAndSettle('indoor.changed', change);
}

/** The addresses of the stored files. */
export function fileUrls(context: Pick<AppContext, 'config'>): FileUrl {
  const store = fileStoreFor(context.config);
  return (key) => store.url(key);
}
