import {
  type CommentableType,
  type CommentTarget,
  type GymModerationQuery,
  isMediaTargetType,
  type ModeratedComment,
  type ModeratedVideo,
  videoPageUrl,
} from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { NotFound } from '../../lib/errors';
import { toComment } from '../comments/comment.mapper';
import { findCommentsPageWhere } from '../comments/comment.repository';
import { MEDIUM_NAMES } from '../comments/comment-targets';
import { describeTargets, type TargetRef, targetKey, toMediaTarget } from '../media-targets';
import type { MediaContext } from '../shared/media-context';
import { findGymTeam } from '../shared/moderators';
import { pageOf } from '../shared/page';
import { findVideosPageWhere } from '../videos/video.repository';
import { findMediaRecords, gymCommentsWhere, gymVideosWhere } from './gym-moderation.repository';

/*
 * The moderation lists of a gym's team (docs/domain/media.md, "Moderation by a gym's team"): every comment (replies
 * included) and every video on the gym's records, hidden ones included, the newest first, each with its record and
 * who hid it. Hiding and showing go through `moderateComment` and `moderateVideo`; their guard checks `manage_gym`.
 */

type ReadContext = Pick<MediaContext, 'db' | 'targets'>;

/** The gym's team, or 404 for a gym that does not exist. */
async function requireGym(context: ReadContext, gymId: number) {
  const team = await findGymTeam(context.targets, gymId);
  if (!team) throw new NotFound('Gym not found');
  return team;
}

/** The records of these comments, named and leading to their pages: a photo's or video's after its own record. */
async function describeCommented(
  context: ReadContext,
  refs: readonly { type: CommentableType; id: number }[],
): Promise<Map<string, CommentTarget>> {
  const idsOf = (type: 'photos' | 'videos') => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const [photoRecords, videoRecords] = await Promise.all([
    findMediaRecords(context.db, 'photos', idsOf('photos')),
    findMediaRecords(context.db, 'videos', idsOf('videos')),
  ]);
  const recordOf = (ref: { type: CommentableType; id: number }): TargetRef | undefined => {
    if (isMediaTargetType(ref.type)) return { type: ref.type, id: ref.id };
    return (ref.type === 'photos' ? photoRecords : videoRecords).get(ref.id);
  };
  const records = refs.flatMap((ref) => {
    const record = recordOf(ref);
    return record ? [record] : [];
  });
  const described = await describeTargets(context.targets, records);
  const targets = new Map<string, CommentTarget>();
  for (const ref of refs) {
    const record = recordOf(ref);
    const found = record ? described.get(targetKey(record)) : undefined;
    if (!found) continue;
    const medium = ref.type === 'photos' || ref.type === 'videos' ? ref.type : null;
    targets.set(`${ref.type}:${ref.id}`, {
      type: ref.type,
      id: ref.id,
      name: medium ? `${MEDIUM_NAMES[medium]} · ${found.name}` : found.name,
      path: medium ? `/${medium}/${ref.id}` : found.path,
      gym_id: found.gym_id,
    });
  }
  return targets;
}

/** `GET gyms/{id}/moderation/comments.json`: the comments and replies on the gym's records, hidden ones included. */
export async function listGymModerationComments(
  context: ReadContext,
  gymId: number,
  query: GymModerationQuery,
): Promise<{ items: ModeratedComment[]; total: number }> {
  const team = await requireGym(context, gymId);
  const where = gymCommentsWhere(context.targets, gymId, query.state);
  const { rows, total } = await findCommentsPageWhere(context.db, where, pageOf(query));
  const targets = await describeCommented(
    context,
    rows.map((row) => ({ type: row.commentable_type, id: row.commentable_id })),
  );
  const items = rows.flatMap((row) => {
    const target = targets.get(`${row.commentable_type}:${row.commentable_id}`);
    if (!target) return [];
    return [{ ...toComment(row, row.replies_count, team), target, hidden_by: row.hidden ? row.hidden_by : null }];
  });
  return { items, total };
}

/** `GET gyms/{id}/moderation/videos.json`: the videos of the gym's records, hidden ones included. */
export async function listGymModerationVideos(
  context: ReadContext,
  gymId: number,
  query: GymModerationQuery,
): Promise<{ items: ModeratedVideo[]; total: number }> {
  await requireGym(context, gymId);
  const where = gymVideosWhere(context.targets, gymId, query.state);
  const { rows, total } = await findVideosPageWhere(context.db, where, pageOf(query));
  const refs = rows.map((row) => ({ type: row.viewable_type, id: row.viewable_id }));
  const described = await describeTargets(context.targets, refs);
  const items = rows.flatMap((row): ModeratedVideo[] => {
    const ref = { type: row.viewable_type, id: row.viewable_id };
    const target = described.get(targetKey(ref));
    if (!target) return [];
    return [
      {
        id: row.id,
        target: toMediaTarget(ref, target),
        provider: row.provider,
        url: videoPageUrl({ provider: row.provider, providerId: row.provider_id }),
        description: row.description,
        user: toContributor(row),
        hidden: row.hidden,
        hidden_by: row.hidden ? row.hidden_by : null,
        created_at: row.created_at.toISOString(),
      },
    ];
  });
  return { items, total };
}
