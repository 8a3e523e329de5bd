import type { AppContext } from '../../app-context';
import type { ScheduledJob } from '../../lib/scheduler';
import { moveContestVersions } from '../shared/contest-versions';
import { findContestsRevealedBetween } from './organise.repository';

/*
 * Results revealed on time (docs/domain/contests.md, "Public pages and cache"). A contest's pages are kept until its
 * version moves, and whether its results are hidden is part of what they show: when `hide_results_until` passes,
 * nothing writes, so this job moves the version of each contest whose moment has passed, once, at the next tick of
 * the scheduler (a minute by default). The period is the day; a run never ends it (each tick looks again), and each
 * contest revealed is remembered in the cache for two days so that its version moves once, not at every tick.
 */

export const CONTEST_RESULTS_REVEAL_JOB = 'contest-results-reveal';

const DAY_MS = 86_400_000;
const REMEMBERED_SECONDS = 2 * 86_400;

const revealedKey = (contestId: number, at: Date) => `contest-results-revealed:${contestId}:${at.getTime()}`;

/** Moves the versions of the contests whose results were revealed in the last day and not yet moved for it. */
export async function revealContestResults(context: Pick<AppContext, 'db' | 'cache'>, now: Date): Promise<number> {
  const revealed = await findContestsRevealedBetween(context.db, new Date(now.getTime() - DAY_MS), now);
  let moved = 0;
  for (const contest of revealed) {
    const key = revealedKey(contest.id, contest.hide_results_until as Date);
    if (await context.cache.get<boolean>(key)) continue;
    await moveContestVersions(context, contest.id);
    await context.cache.set(key, true, REMEMBERED_SECONDS);
    moved += 1;
  }
  return moved;
}

export function contestResultsRevealJob(context: Pick<AppContext, 'db' | 'cache'>): ScheduledJob {
  return {
    name: CONTEST_RESULTS_REVEAL_JOB,
    period: (now) => now.toISOString().slice(0, 10),
    run: async (_period, now) => ({ finished: false, done: await revealContestResults(context, now) }),
  };
}
