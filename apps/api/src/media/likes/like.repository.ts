import type { LikeableType } from '@climb/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { comments, likes, notifications, photos, users, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type LikeRow = typeof likes.$inferSelect;

/** A climber's like of a record, by kind and id. */
export interface LikeRef {
  type: LikeableType;
  id: number;
}

function ofLike(userId: number, ref: LikeRef) {
  return and(eq(likes.user_id, userId), eq(likes.likeable_type, ref.type), eq(likes.likeable_id, ref.id));
}

/** Writes the like unless it is there: true when it was written (only then does the count move). */
export async function insertLike(executor: Executor, userId: number, ref: LikeRef): Promise<boolean> {
  const rows = await executor
    .insert(likes)
    .values({ user_id: userId, likeable_type: ref.type, likeable_id: ref.id })
    .onConflictDoNothing()
    .returning({ user_id: likes.user_id });
  return rows.length > 0;
}

/** Removes the like: true when there was one (only then does the count move). */
export async function deleteLikeRow(executor: Executor, userId: number, ref: LikeRef): Promise<boolean> {
  const rows = await executor.delete(likes).where(ofLike(userId, ref)).returning({ user_id: likes.user_id });
  return rows.length > 0;
}

export async function hasLike(executor: Executor, userId: number, ref: LikeRef): Promise<boolean> {
  const [row] = await executor.select({ user_id: likes.user_id }).from(likes).where(ofLike(userId, ref));
  return row !== undefined;
}

/**
 * `current_users/likes.json` as the database writes it: the ids of each kind, ascending, in one pass over the
 * climber's part of the primary key (user, kind, id). 10,000 likes are four aggregates and one text, never 10,000
 * rows to map and serialise in the process (docs/decisions/039).
 */
export async function findLikesJson(executor: Executor, userId: number): Promise<string> {
  const ids = (type: LikeableType) =>
    // `array_to_json` writes `[1,2,3]`, without the space `json_agg` puts after each comma: 10 % fewer bytes.
    sql`coalesce(array_to_json(array_agg(${likes.likeable_id} ORDER BY ${likes.likeable_id}) FILTER (WHERE ${likes.likeable_type} = ${type})), '[]'::json)`;
  const result = (await executor.execute(sql`
    SELECT json_build_object(
      'photos', ${ids('photos')},
      'videos', ${ids('videos')},
      'comments', ${ids('comments')},
      'gym_routes', ${ids('gym_routes')}
    )::text AS body
    FROM ${likes}
    WHERE ${likes.user_id} = ${userId}`)) as { rows: { body: unknown }[] };
  const body = result.rows[0]?.body;
  if (typeof body !== 'string') throw new Error('findLikesJson: no answer');
  return body;
}

/** Removes every like of a climber (their account's deletion); answers what they liked. */
export function deleteLikesOf(executor: Executor, userId: number): Promise<{ type: LikeableType; id: number }[]> {
  return executor
    .delete(likes)
    .where(eq(likes.user_id, userId))
    .returning({ type: likes.likeable_type, id: likes.likeable_id });
}

/** Moves a photo's count of likes (0 reads it); undefined when there is no such photo. */
export async function movePhotoLikes(executor: Executor, id: number, delta: number): Promise<number | undefined> {
  const [row] =
    delta === 0
      ? await executor.select({ count: photos.likes_count }).from(photos).where(eq(photos.id, id))
      : await executor
          .update(photos)
          .set({ likes_count: sql`greatest(${photos.likes_count} + ${delta}, 0)` })
          .where(eq(photos.id, id))
          .returning({ count: photos.likes_count });
  return row?.count;
}

export async function moveVideoLikes(executor: Executor, id: number, delta: number): Promise<number | undefined> {
  const [row] =
    delta === 0
      ? await executor.select({ count: videos.likes_count }).from(videos).where(eq(videos.id, id))
      : await executor
          .update(videos)
          .set({ likes_count: sql`greatest(${videos.likes_count} + ${delta}, 0)` })
          .where(eq(videos.id, id))
          .returning({ count: videos.likes_count });
  return row?.count;
}

export async function moveCommentLikes(executor: Executor, id: number, delta: number): Promise<number | undefined> {
  const [row] =
    delta === 0
      ? await executor.select({ count: comments.likes_count }).from(comments).where(eq(comments.id, id))
      : await executor
          .update(comments)
          .set({ likes_count: sql`greatest(${comments.likes_count} + ${delta}, 0)` })
          .where(eq(comments.id, id))
          .returning({ count: comments.likes_count });
  return row?.count;
}

/** What a like needs of a photo or a video: its author, whether it is hidden, and its record. */
export async function findLikedPhoto(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      user_id: photos.user_id,
      hidden: photos.hidden,
      target_type: photos.illustrable_type,
      target_id: photos.illustrable_id,
    })
    .from(photos)
    .where(eq(photos.id, id));
  return row;
}

export async function findLikedVideo(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      user_id: videos.user_id,
      hidden: videos.hidden,
      target_type: videos.viewable_type,
      target_id: videos.viewable_id,
    })
    .from(videos)
    .where(eq(videos.id, id));
  return row;
}

/** What a like needs of a comment: its author, its state, its thread and its record. */
export async function findLikedComment(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      user_id: comments.user_id,
      hidden: comments.hidden,
      deleted_at: comments.deleted_at,
      thread_id: comments.thread_id,
      target_type: comments.commentable_type,
      target_id: comments.commentable_id,
    })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

/** Whether the climber already has an unread `new_like` from this liker on this record (one is enough). */
export async function hasUnreadLikeNotification(
  executor: Executor,
  userId: number,
  likerSlug: string,
  ref: LikeRef,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.notification_type, 'new_like'),
        isNull(notifications.read_at),
        sql`${notifications.payload}->>'likeable_type' = ${ref.type}`,
        sql`${notifications.payload}->>'likeable_id' = ${String(ref.id)}`,
        sql`${notifications.payload}->>'user_slug_name' = ${likerSlug}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A living climber's name and slug (the liker's, in the notification). */
export async function findClimberName(executor: Executor, userId: number) {
  const [row] = await executor
    .select({ first_name: users.first_name, last_name: users.last_name, slug_name: users.slug_name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row;
}

/** The comments of a thread, its first one included: each one's page shows the whole thread. */
export async function findThreadCommentIds(executor: Executor, threadId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: comments.id })
    .from(comments)
    .where(or(eq(comments.id, threadId), eq(comments.thread_id, threadId)));
  return rows.map((row) => row.id);
}
