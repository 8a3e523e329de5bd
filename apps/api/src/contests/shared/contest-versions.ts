import type { AppContext } from '../../app-context';
import { CONTESTS_VERSION, contestVersion } from '../../lib/shared-cache';

/*
 * The cache versions a contest's writes move (docs/domain/contests.md, "Public pages and cache"): the contests' list
 * (`contests`) and the contest's own pages (`contest:{id}`). Every write of a contest, its structure, its
 * participants or its results calls this once it has committed, before it answers: no page shows the old state after.
 */
export async function moveContestVersions(context: Pick<AppContext, 'cache'>, contestId: number): Promise<void> {
  await context.cache.bumpAll([CONTESTS_VERSION, contestVersion(contestId)]);
}

/** Moves the versions of several contests at once (the results revealed since the last run). */
export async function moveContestsVersions(
  context: Pick<AppContext, 'cache'>,
  contestIds: readonly number[],
): Promise<void> {
  if (contestIds.length === 0) return;
  await context.cache.bumpAll([CONTESTS_VERSION, ...contestIds.map(contestVersion)]);
}
