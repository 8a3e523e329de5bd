import type { AuthUser } from '../../accounts/auth';
import { decideGymRole } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';

/*
 * Who may see and run a contest (docs/domain/contests.md, "Organisers"): its organisers are the site administrators
 * and the administrators of its gym holding `manage_contests`, decided as the gym-administrator guard decides. A draft
 * is theirs alone; a private contest is open to whoever has its address; results may stay hidden until a moment.
 */

/** Whether `user` may organise the contests of `gymId` (a visitor never may). */
export async function canOrganise(
  context: Pick<AppContext, 'db'>,
  user: Pick<AuthUser, 'id' | 'super_admin'> | null,
  gymId: number,
): Promise<boolean> {
  if (!user) return false;
  if (user.super_admin) return true;
  return (await decideGymRole(context.db, user, gymId, 'manage_contests')).allowed;
}

/** A draft is a 404 to all but its organisers (as if it did not exist); a private one is read through its address. */
export function assertVisible(contest: { draft: boolean }, organiser: boolean): void {
  if (contest.draft && !organiser) throw new NotFound('Contest not found');
}

/** Whether the public cannot see the results at `now`: until `hide_results_until`, when set. */
export function resultsHidden(contest: { hide_results_until: Date | null }, now: Date): boolean {
  return contest.hide_results_until !== null && now < contest.hide_results_until;
}
