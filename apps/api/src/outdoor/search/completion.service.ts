import type { Executor } from '../../db/transaction';
import {
  completionRowsExist,
  lockCompletionRebuild,
  rebuildCompletionRows,
  refreshCompletionRows,
} from './completion.repository';
import { touchedRecords, type WikiChange } from './completion-changes';

/*
 * Keeping the search as you type's completions (`search_completions`) in step with the catalogue:
 * each wiki write rewrites the rows of the records it touches in its own transaction (the version
 * recorder calls `refreshSearchCompletions`, every catalogue write ends with it); the seeds and the
 * benchmark generator, which insert rows in bulk, rebuild them all at the end.
 */

/**
 * Rewrites the completions of the records `change` touches, from the catalogue as the transaction
 * sees it (a deleted record's rows go). Call it inside the change's transaction, after the change.
 */
export async function refreshSearchCompletions(executor: Executor, change: WikiChange): Promise<void> {
  for (const { kind, ids } of touchedRecords(change)) await refreshCompletionRows(executor, kind, ids);
}

/** Rewrites every completion from the catalogue, in one transaction: after a bulk load (seed, benchmark dataset). */
export function rebuildSearchCompletions(executor: Executor): Promise<void> {
  return executor.transaction(async (tx) => {
    await lockCompletionRebuild(tx);
    await rebuildCompletionRows(tx);
  });
}

/**
 * Builds the completions of a catalogue that has none yet: a database seeded or filled before they
 * existed gets them at its next start. Returns whether it built them.
 */
export function fillSearchCompletionsIfEmpty(executor: Executor): Promise<boolean> {
  return executor.transaction(async (tx) => {
    await lockCompletionRebuild(tx);
    if (await completionRowsExist(tx)) return false;
    await rebuildCompletionRows(tx);
    return true;
  });
}
