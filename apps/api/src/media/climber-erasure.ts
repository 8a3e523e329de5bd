import type { AppContext } from '../app-context';
import type { Executor } from '../db/transaction';
import {
  deleteComments,
  findThreadMembers,
  refreshRepliesCount,
  tombstoneComment,
} from './comments/comment.repository';
import { planRemoval } from './comments/comment.service';
import { deleteLikesOf } from './likes/like.repository';
import { likeableKind } from './likes/liked-records';
import { commentVersion } from './media-listeners';
import { deleteReportsOf, findCommentsOfClimber } from './reports/report.repository';
import type { MediaContext } from './shared/media-context';

/*
 * What a climber's account deletion erases of the media domain (docs/domain/media.md, "Account deletion"), inside
 * the deletion's own transaction so that it happens whole or not at all: their likes (each record's count moves
 * down), their comments (removed, or left as deleted comments where others answered them, as their own removal
 * would), their reports. Their photos, videos and links stay, under "Former member".
 */

/** What the erasure needs: the media's context (the kinds that keep likes' counts) and the page cache. */
export type ClimberErasureContext = MediaContext & Pick<AppContext, 'cache'>;

/** A reader who sees everything: the erasure reaches every record the climber liked, hidden or not. */
const ERASER = { id: 0, super_admin: true };

/** Erases the climber's likes, comments and reports in `tx`; answers the page versions to move once committed. */
export async function eraseClimberActivity(
  context: ClimberErasureContext,
  tx: Executor,
  userId: number,
): Promise<string[]> {
  const versions = new Set<string>();
  for (const like of await deleteLikesOf(tx, userId)) {
    const kind = likeableKind(like.type);
    const record = await kind.find(context, tx, like.id, ERASER);
    await kind.move(context, tx, like.id, -1);
    for (const version of record?.versions ?? []) versions.add(version);
  }
  for (const comment of await findCommentsOfClimber(tx, userId)) {
    const threadId = comment.thread_id ?? comment.id;
    const members = await findThreadMembers(tx, threadId);
    // Gone already with a thread removed before it, or already deleted.
    const member = members.find((candidate) => candidate.id === comment.id);
    if (!member || member.deleted) continue;
    for (const { id } of members) versions.add(commentVersion(id));
    const { remove, tombstone } = planRemoval(members, threadId, comment.id);
    await deleteComments(tx, remove);
    if (tombstone) await tombstoneComment(tx, comment.id);
    if (!remove.includes(threadId)) await refreshRepliesCount(tx, threadId);
  }
  await deleteReportsOf(tx, userId);
  return [...versions];
}

/** Moves the versions an erasure named, once its transaction has committed. */
export function afterClimberErasure(context: Pick<AppContext, 'cache'>, versions: readonly string[]): Promise<void> {
  return context.cache.bumpAll([...versions]);
}
