import type { OutdoorVersionItemType } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { Executor } from '../../db/transaction';
import { recordWikiChange, type WikiChange } from '../../lib/wiki-versions';
import { refreshSearchCompletions } from '../search/completion.service';

/**
 * Records the version of one change of a catalogue record by `user`, its event following from its
 * sides: every write of crags, sectors, routes, areas and crag map records ends with one, so it is
 * written once here. The search's completions of the records it touches are rewritten here too, in the
 * same transaction (search/completion.service.ts). Call it inside the change's transaction.
 */
export async function recordChange(
  executor: Executor,
  user: Pick<AuthUser, 'id'>,
  change: WikiChange<OutdoorVersionItemType>,
): Promise<void> {
  await refreshSearchCompletions(executor, change);
  await recordWikiChange(executor, user, change);
}
