import type { CommentableType, LikeableType, MediaTargetType } from '@climb/contracts';
import type { Executor } from '../../db/transaction';
import { commentVersion, photoVersion, videoVersion } from '../media-listeners';
import { findTarget } from '../media-targets';
import type { Actor, MediaContext } from '../shared/media-context';
import {
  findLikedComment,
  findLikedPhoto,
  findLikedVideo,
  findThreadCommentIds,
  moveCommentLikes,
  movePhotoLikes,
  moveVideoLikes,
} from './like.repository';

/*
 * The kinds of records climbers like (docs/domain/media.md), as a like sees them: photos, videos and comments are the
 * media domain's own; a gym route is the indoor domain's, which keeps its count (`likes` of its registered kind).
 */

/** A record liked: who is told of it, and the page versions its count shows on. */
export interface LikedRecord {
  /** Its author, told of a like; null for a record nobody wrote (a gym route) or a former member's. */
  authorId: number | null;
  /** The versions of the pages that show its count. */
  versions: string[];
  /** Its name and page, for the author's notification; null when its record is gone. */
  describe(): Promise<{ name: string; path: string } | null>;
}

interface LikeableKind {
  /** The record as the climber may see it; null when it does not exist or is hidden from them. */
  find(context: MediaContext, executor: Executor, id: number, viewer: Actor): Promise<LikedRecord | null>;
  /** Moves its count by `delta` (0 reads it) in the like's transaction; null when it is gone. */
  move(context: MediaContext, executor: Executor, id: number, delta: number): Promise<number | null>;
}

/** What only its author and the site administrators still see once hidden. */
function seenBy(row: { hidden: boolean; user_id: number | null }, viewer: Actor): boolean {
  return !row.hidden || row.user_id === viewer.id || viewer.super_admin;
}

/** The versions of every page of a thread: each comment's page shows the whole thread. */
export async function threadVersions(executor: Executor, threadId: number): Promise<string[]> {
  return (await findThreadCommentIds(executor, threadId)).map(commentVersion);
}

const MEDIUM_WORD = { photos: 'Photo', videos: 'Video' } as const;

/**
 * A commentable record's name and page: a record that takes media as its owner names it; a photo or a video by its
 * record's name ("Photo · Céüse") and its own page. Null when it is gone.
 */
export async function describeCommentable(
  context: Pick<MediaContext, 'db' | 'targets'>,
  type: CommentableType,
  id: number,
): Promise<{ name: string; path: string; gym_id: number | null } | null> {
  if (type === 'photos' || type === 'videos') {
    const row = type === 'photos' ? await findLikedPhoto(context.db, id) : await findLikedVideo(context.db, id);
    if (!row) return null;
    const target = await findTarget(context.targets, { type: row.target_type, id: row.target_id });
    if (!target) return null;
    return { name: `${MEDIUM_WORD[type]} · ${target.name}`, path: `/${type}/${id}`, gym_id: target.gym_id };
  }
  const target = await findTarget(context.targets, { type: type as MediaTargetType, id });
  return target ? { name: target.name, path: target.path, gym_id: target.gym_id } : null;
}

function mediumKind(
  type: 'photos' | 'videos',
  find: typeof findLikedPhoto,
  move: typeof movePhotoLikes,
  version: (id: number) => string,
): LikeableKind {
  return {
    async find(context, executor, id, viewer) {
      const row = await find(executor, id);
      if (!row || !seenBy(row, viewer)) return null;
      return {
        authorId: row.user_id,
        versions: [version(id)],
        describe: () => describeCommentable(context, type, id),
      };
    },
    move: async (_context, executor, id, delta) => (await move(executor, id, delta)) ?? null,
  };
}

const KINDS: Record<LikeableType, LikeableKind> = {
  photos: mediumKind('photos', findLikedPhoto, movePhotoLikes, photoVersion),
  videos: mediumKind('videos', findLikedVideo, moveVideoLikes, videoVersion),
  comments: {
    async find(context, executor, id, viewer) {
      const row = await findLikedComment(executor, id);
      // A deleted comment stands only as a place in its thread: nothing to like.
      if (!row || row.deleted_at || !seenBy(row, viewer)) return null;
      return {
        authorId: row.user_id,
        versions: await threadVersions(executor, row.thread_id ?? id),
        describe: async () => {
          const target = await describeCommentable(context, row.target_type, row.target_id);
          return target ? { name: target.name, path: `/comments/${id}` } : null;
        },
      };
    },
    move: async (_context, executor, id, delta) => (await moveCommentLikes(executor, id, delta)) ?? null,
  },
  gym_routes: {
    async find(context, executor, id) {
      const counted = await context.targets.gym_routes?.likes?.move(executor, id, 0);
      if (!counted) return null;
      return {
        authorId: null,
        versions: counted.versions,
        describe: async () => {
          const target = await findTarget(context.targets, { type: 'gym_routes', id });
          return target ? { name: target.name, path: target.path } : null;
        },
      };
    },
    move: async (context, executor, id, delta) =>
      (await context.targets.gym_routes?.likes?.move(executor, id, delta))?.likes_count ?? null,
  },
};

export function likeableKind(type: LikeableType): LikeableKind {
  return KINDS[type];
}
