import type { MediaTargetType, ModerationState } from '@climb/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { comments, photos, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { MediaTargets, TargetRef } from '../media-targets';

/*
 * What a gym's team moderates, found in SQL (docs/domain/media.md, "Moderation by a gym's team"): the comments and
 * videos whose record is one of the gym's (its kinds say which, as subqueries on `gym_id`: nothing is loaded however
 * many routes the gym has), and the comments on the photos and videos of those.
 */

/** The kinds of a gym's records (the gym, its spaces, its routes), with the subquery of a gym's ids of each. */
function gymKinds(targets: MediaTargets): [MediaTargetType, (gymId: number) => SQL][] {
  return Object.entries(targets).flatMap(([type, kind]) =>
    kind?.idsInGym ? [[type as MediaTargetType, kind.idsInGym] as [MediaTargetType, (gymId: number) => SQL]] : [],
  );
}

/** The rows whose record (`type`, `id` columns) is one of the gym's. */
export function onGymRecords(targets: MediaTargets, gymId: number, type: AnyPgColumn, id: AnyPgColumn): SQL {
  const parts = gymKinds(targets).map(([kind, idsInGym]) => and(eq(type, kind), sql`${id} in (${idsInGym(gymId)})`));
  return or(...parts) ?? sql`false`;
}

function inState(hidden: AnyPgColumn, state: ModerationState): SQL | undefined {
  if (state === 'all') return undefined;
  return eq(hidden, state === 'hidden');
}

/** The comments on the gym's records and on their photos and videos, in a state. */
export function gymCommentsWhere(targets: MediaTargets, gymId: number, state: ModerationState): SQL | undefined {
  const ofRecords = onGymRecords(targets, gymId, comments.commentable_type, comments.commentable_id);
  const gymPhotos = sql`select ${photos.id} from ${photos} where ${onGymRecords(targets, gymId, photos.illustrable_type, photos.illustrable_id)}`;
  const gymVideos = sql`select ${videos.id} from ${videos} where ${onGymRecords(targets, gymId, videos.viewable_type, videos.viewable_id)}`;
  return and(
    or(
      ofRecords,
      and(eq(comments.commentable_type, 'photos'), sql`${comments.commentable_id} in (${gymPhotos})`),
      and(eq(comments.commentable_type, 'videos'), sql`${comments.commentable_id} in (${gymVideos})`),
    ),
    inState(comments.hidden, state),
  );
}

/** The videos of the gym's records, in a state. */
export function gymVideosWhere(targets: MediaTargets, gymId: number, state: ModerationState): SQL | undefined {
  return and(onGymRecords(targets, gymId, videos.viewable_type, videos.viewable_id), inState(videos.hidden, state));
}

/** The records of these photos or videos, by their id. */
export async function findMediaRecords(
  executor: Executor,
  type: 'photos' | 'videos',
  ids: readonly number[],
): Promise<Map<number, TargetRef>> {
  if (ids.length === 0) return new Map();
  const rows =
    type === 'photos'
      ? await executor
          .select({ id: photos.id, type: photos.illustrable_type, targetId: photos.illustrable_id })
          .from(photos)
          .where(inArray(photos.id, [...ids]))
      : await executor
          .select({ id: videos.id, type: videos.viewable_type, targetId: videos.viewable_id })
          .from(videos)
          .where(inArray(videos.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { type: row.type, id: row.targetId }]));
}
