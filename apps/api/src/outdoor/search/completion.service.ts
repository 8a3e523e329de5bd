import type { OutdoorVersionItemType } from '@climb/contracts';
import type { Executor } from '../../db/transaction';
import {
  type ChangedRecord,
  type CompletionKinds,
  fillCompletionsIfEmpty,
  rebuildCompletions,
  refreshCompletions,
} from '../../lib/search-completions';
import { OUTDOOR_COMPLETION_KINDS } from './completion.repository';
import { touchedRecords } from './completion-changes';

/*
 * Keeping the outdoor completions of the search as you type (`search_completions`: crags, routes, areas,
 * towns) in step with the catalogue: each wiki write rewrites the rows of the records it touches in its
 * own transaction (`recordChange` calls `refreshSearchCompletions`, every catalogue write ends with it);
 * the seeds and the benchmark generator, which insert rows in bulk, rebuild them all at the end.
 */

const OUTDOOR_COMPLETIONS: CompletionKinds<OutdoorVersionItemType> = {
  kinds: OUTDOOR_COMPLETION_KINDS,
  touchedRecords,
};

/**
 * Rewrites the completions of the records `change` touches, from the catalogue as the transaction
 * sees it (a deleted record's rows go). Call it inside the change's transaction, after the change.
 */
export function refreshSearchCompletions(
  executor: Executor,
  change: ChangedRecord<OutdoorVersionItemType>,
): Promise<void> {
  return refreshCompletions(executor, OUTDOOR_COMPLETIONS, change);
}

/** Rewrites every outdoor completion from the catalogue, in one transaction: after a bulk load (seed, benchmark dataset). */
export function rebuildSearchCompletions(executor: Executor): Promise<void> {
  return rebuildCompletions(executor, OUTDOOR_COMPLETIONS);
}

/**
 * Builds the completions of a catalogue that has none yet: a database seeded or filled before they
 * existed gets them at its next start. Returns whether it built them.
 */
export function fillSearchCompletionsIfEmpty(executor: Executor): Promise<boolean> {
  return fillCompletionsIfEmpty(executor, OUTDOOR_COMPLETIONS);
}
