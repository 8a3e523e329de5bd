import type { VersionItemType } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { Executor } from '../../db/transaction';
import { recordVersion } from '../wiki/version-recorder';

type Snapshot = Record<string, unknown>;

/** The two sides of a change: without `before` it is a creation, without `after` a deletion. */
type Sides =
  | { before: null; after: Snapshot }
  | { before: Snapshot; after: Snapshot }
  | { before: Snapshot; after: null };

/**
 * Records the version of one change of a catalogue record by `user`, its event following from its
 * sides: every write of crags, sectors, routes, areas and crag map records ends with one, so it is
 * written once here. Call it inside the change's transaction.
 */
export function recordChange(
  executor: Executor,
  user: Pick<AuthUser, 'id'>,
  change: { itemType: VersionItemType; itemId: number } & Sides,
): Promise<void> {
  const { itemType, itemId, before, after } = change;
  const event = before === null ? 'create' : after === null ? 'destroy' : 'update';
  return recordVersion(executor, { itemType, itemId, event, before, after, userId: user.id });
}
