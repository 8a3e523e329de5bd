import { MEDIA_TARGET_TYPES, type MediaTargetType } from '@climb/contracts';
import { ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { findTarget } from '../media-targets';
import type { Actor, MediaContext } from '../shared/media-context';
import { authorizeModeration, moderatesRecord } from '../shared/moderators';
import type { DescribedCommentTarget } from './comment.mapper';
import {
  type CommentableRef,
  type CommentedMediumRow,
  type CommentVisibility,
  findCommentedPhoto,
  findCommentedVideo,
} from './comment.repository';

/*
 * The records climbers comment on (docs/domain/media.md, "Comments"): the records that take media, described by
 * their owners (`context.targets`), and the photos and videos themselves, described from their rows: a photo is
 * named after its record (`Photo · Céüse`), leads to its own page and belongs to its record's gym. A photo or video
 * a moderator hid does not exist for those who may not see it (everyone but its author and its record's moderators).
 */

/** Who reads or writes: a climber, or null for a visitor. */
export type Reader = Actor | null;

type CommentTargetContext = Pick<MediaContext, 'db' | 'targets'>;

/** How a photo's or a video's comments name it: `Photo · Céüse`. */
export const MEDIUM_NAMES = { photos: 'Photo', videos: 'Vidéo' } as const;

function isMediaTargetType(type: CommentableRef['type']): type is MediaTargetType {
  return (MEDIA_TARGET_TYPES as readonly string[]).includes(type);
}

function seesMedium(medium: CommentedMediumRow, reader: Reader | 'anyone'): boolean {
  if (!medium.hidden || reader === 'anyone') return true;
  return reader !== null && (reader.super_admin || medium.user_id === reader.id);
}

/**
 * The record described, or null when it does not exist, its kind takes no comments, or it is a photo or video the
 * reader may not see (`anyone`: whatever its moderation, for the checks of a moderator's own rights).
 */
export async function findCommentTarget(
  context: CommentTargetContext,
  ref: CommentableRef,
  reader: Reader | 'anyone',
): Promise<DescribedCommentTarget | null> {
  if (!isStoredId(ref.id)) return null;
  if (isMediaTargetType(ref.type)) return findTarget(context.targets, { type: ref.type, id: ref.id });
  const medium =
    ref.type === 'photos' ? await findCommentedPhoto(context.db, ref.id) : await findCommentedVideo(context.db, ref.id);
  if (!medium) return null;
  const record = await findTarget(context.targets, medium.target);
  if (!record) return null;
  // A hidden one: its author, and the moderators of its record (site administrators, the gym's team).
  if (!seesMedium(medium, reader) && (reader === 'anyone' || !(await moderatesRecord(context, reader, record)))) {
    return null;
  }
  return { name: `${MEDIUM_NAMES[ref.type]} · ${record.name}`, path: `/${ref.type}/${ref.id}`, gym_id: record.gym_id };
}

/**
 * The record a comment is written on or listed from: 422 `commentable_type: [not_included]` for a kind no domain
 * registered, `commentable_id: [not_found]` for a record that does not exist or that the reader may not see.
 */
export async function requireCommentTarget(
  context: CommentTargetContext,
  ref: CommentableRef,
  reader: Reader,
): Promise<DescribedCommentTarget> {
  if (isMediaTargetType(ref.type) && !context.targets[ref.type]) {
    throw ValidationFailed.on('commentable_type', 'not_included');
  }
  const target = await findCommentTarget(context, ref, reader);
  if (!target) throw ValidationFailed.on('commentable_id', 'not_found');
  return target;
}

export { authorizeModeration, moderatesRecord };

/** The comments of a record the reader sees: all for its moderators, else the shown ones and their own. */
export async function visibilityFor(
  context: Pick<MediaContext, 'db'>,
  reader: Reader,
  target: DescribedCommentTarget,
): Promise<CommentVisibility> {
  if (await moderatesRecord(context, reader, target)) return { moderator: true };
  return { moderator: false, readerId: reader?.id ?? null };
}

/** Whether a comment is seen under a visibility. */
export function sees(visibility: CommentVisibility, comment: { hidden: boolean; user_id: number | null }): boolean {
  if (visibility.moderator || !comment.hidden) return true;
  return visibility.readerId !== null && comment.user_id === visibility.readerId;
}
