import type { GymTeam, HiddenBy } from '@climb/contracts';
import { decideGymRole } from '../../accounts/auth';
import { Forbidden, ValidationFailed } from '../../lib/errors';
import type { MediaTargets } from '../media-targets';
import type { Actor, MediaContext } from './media-context';

/*
 * Who moderates what is written on a record (docs/domain/media.md, "Moderation by a gym's team"): site administrators
 * everywhere, and on a gym's records (the gym, its spaces and routes, their photos and videos) the gym's
 * administrators holding `manage_gym`, as its administration decides. A moderator hides a comment or a video from
 * everyone but its author and the moderators; what a site administrator hid, only a site administrator shows again.
 */

/** A record as moderation sees it: its gym, if any. */
export interface ModeratedRecord {
  gym_id: number | null;
}

/** Whether the reader moderates what is written on a record. */
export async function moderatesRecord(
  context: Pick<MediaContext, 'db'>,
  reader: Actor | null,
  target: ModeratedRecord,
): Promise<boolean> {
  if (!reader) return false;
  if (reader.super_admin) return true;
  if (target.gym_id === null) return false;
  return (await decideGymRole(context.db, reader, target.gym_id, 'manage_gym')).allowed;
}

/** A moderator's right: 403 naming what is missing (the gym and `manage_gym` on a gym's record, else a site administrator). */
export async function authorizeModeration(
  context: Pick<MediaContext, 'db'>,
  user: Actor,
  target: ModeratedRecord,
): Promise<void> {
  if (user.super_admin) return;
  if (target.gym_id === null) throw new Forbidden({ need: { role: 'super_admin' } });
  const decision = await decideGymRole(context.db, user, target.gym_id, 'manage_gym');
  if (!decision.allowed) throw new Forbidden({ need: decision.need });
}

/** Who a moderator hides as: a site administrator as the site, anyone else as the team of the record's gym. */
export function hiderOf(user: Actor): HiddenBy {
  return user.super_admin ? 'site' : 'gym';
}

/**
 * What a moderator's `hidden` makes of who hid it (null: shown). Hiding what is hidden keeps who hid it; the gym's
 * team may not show what a site administrator hid: 422 `hidden: [hidden_by_site]`.
 */
export function nextHiddenBy(
  current: { hidden: boolean; hidden_by: HiddenBy | null },
  hidden: boolean,
  user: Actor,
): HiddenBy | null {
  if (hidden) return current.hidden ? (current.hidden_by ?? 'site') : hiderOf(user);
  if (current.hidden && current.hidden_by !== 'gym' && !user.super_admin) {
    throw ValidationFailed.on('hidden', 'hidden_by_site');
  }
  return null;
}

/** The team of a gym as a comment on its behalf names it; null when the gym is gone (or no kind names gyms). */
export async function findGymTeam(targets: MediaTargets, gymId: number | null): Promise<GymTeam | null> {
  if (gymId === null || !targets.gyms) return null;
  const gym = (await targets.gyms.describe([gymId])).get(gymId);
  return gym ? { id: gymId, name: gym.name, path: gym.path } : null;
}
