import type { LikeInput, LikeState } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { createNotification } from '../../community/notification.service';
import { inTransaction } from '../../db/transaction';
import { ValidationFailed } from '../../lib/errors';
import type { Actor, MediaContext } from '../shared/media-context';
import {
  deleteLikeRow,
  findClimberName,
  findLikesJson,
  hasUnreadLikeNotification,
  insertLike,
  type LikeRef,
} from './like.repository';
import { type LikedRecord, likeableKind } from './liked-records';

/*
 * Likes (docs/domain/media.md): one per climber and record, on photos, videos, comments and gym routes. The like's
 * row and the record's count move in one transaction, and only when a row was written or removed, so that liking
 * twice or unliking what one does not like changes nothing. A like moves the pages that show the count, and tells the
 * record's author (`new_like`), once per liker and record while unread.
 */

/** A like also moves page versions and notifies (which may send an e-mail after the answer). */
export type LikeContext = MediaContext & Pick<AppContext, 'cache' | 'mailer' | 'background'>;

function stateOf(ref: LikeRef, liked: boolean, likesCount: number): LikeState {
  return { likeable_type: ref.type, likeable_id: ref.id, liked, likes_count: likesCount };
}

const notFound = () => ValidationFailed.on('likeable_id', 'not_found');

/**
 * Writes (`delta` 1) or removes (-1) the climber's like with the record's count, in one transaction: 422
 * `likeable_id: [not_found]` for a record that does not exist or that the climber may not see.
 */
async function moveLike(
  context: LikeContext,
  user: Actor,
  ref: LikeRef,
  delta: 1 | -1,
): Promise<{ changed: boolean; count: number; record: LikedRecord }> {
  const kind = likeableKind(ref.type);
  const result = await inTransaction(context.db, async (tx) => {
    const record = await kind.find(context, tx, ref.id, user);
    if (!record) throw notFound();
    const changed = delta > 0 ? await insertLike(tx, user.id, ref) : await deleteLikeRow(tx, user.id, ref);
    const count = await kind.move(context, tx, ref.id, changed ? delta : 0);
    if (count === null) throw notFound();
    return { changed, count, record };
  });
  if (result.changed) await context.cache.bumpAll(result.record.versions);
  return result;
}

/** `POST likes.json`: 201 with the new count, or `created: false` (200) when the climber already liked it. */
export async function createLike(
  context: LikeContext,
  user: Actor,
  input: LikeInput,
): Promise<{ created: boolean; state: LikeState }> {
  const ref = { type: input.likeable_type, id: input.likeable_id };
  const { changed, count, record } = await moveLike(context, user, ref, 1);
  if (changed) await tellAuthor(context, user, ref, record);
  return { created: changed, state: stateOf(ref, true, count) };
}

/** `DELETE likes.json`: the count after it, the same when the climber did not like it. */
export async function deleteLike(context: LikeContext, user: Actor, ref: LikeRef): Promise<LikeState> {
  const { count } = await moveLike(context, user, ref, -1);
  return stateOf(ref, false, count);
}

/**
 * `GET current_users/likes.json`: the ids the climber likes, by kind, ascending, as the JSON text the database wrote
 * (`MyLikes`; the endpoint-table tests read it through its schema).
 */
export function listMyLikesJson(context: Pick<MediaContext, 'db'>, user: Actor): Promise<string> {
  return findLikesJson(context.db, user.id);
}

/**
 * Tells the author of a photo, a video or a comment that a climber liked it (`new_like`): not oneself, not a former
 * member, and not again while the same liker's notification on it is unread.
 */
async function tellAuthor(context: LikeContext, liker: Actor, ref: LikeRef, record: LikedRecord): Promise<void> {
  if (record.authorId === null || record.authorId === liker.id) return;
  const [author, from] = await Promise.all([
    findClimberName(context.db, record.authorId),
    findClimberName(context.db, liker.id),
  ]);
  if (!author || !from) return;
  if (await hasUnreadLikeNotification(context.db, record.authorId, from.slug_name, ref)) return;
  const described = await record.describe();
  if (!described) return;
  await createNotification(context, record.authorId, 'new_like', {
    likeable_type: ref.type,
    likeable_id: ref.id,
    target_name: described.name,
    target_path: described.path,
    user_name: `${from.first_name} ${from.last_name}`.trim(),
    user_slug_name: from.slug_name,
  });
}
