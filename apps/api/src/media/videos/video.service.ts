import {
  type PageQuery,
  parseVideoUrl,
  type Video,
  type VideoInput,
  type VideoListQuery,
  type VideoModerationInput,
  type VideoReference,
  type VideoUpdateInput,
} from '@climb/contracts';
import { type Executor, inTransaction } from '../../db/transaction';
import { NotFound, ValidationFailed } from '../../lib/errors';
import {
  type DescribedTarget,
  describeTargets,
  findTarget,
  requireTarget,
  type TargetRef,
  targetKey,
} from '../media-targets';
import type { Actor, MediaContext } from '../shared/media-context';
import {
  changeMedium,
  loadMedium,
  type MediumKind,
  moderateMedium,
  removeMedium,
  seesMedium,
  targetPage,
  tellMedium,
} from '../shared/medium-steps';
import { authorizeModeration, moderatesRecord, nextHiddenBy } from '../shared/moderators';
import { pageOf } from '../shared/page';
import { toVideo } from './video.mapper';
import {
  deleteVideo as deleteVideoRow,
  findTargetVideosPage,
  findUserVideosPage,
  findVideo,
  hideVideo,
  insertVideo,
  setVideoHidden,
  updateVideo as updateVideoRow,
  type VideoRow,
  type VideoWithUploaderRow,
} from './video.repository';

/*
 * Videos of any record (docs/domain/media.md): an address at YouTube, Vimeo, Dailymotion, Instagram or TikTok,
 * kept as its provider and its id there; the pages load nothing from the provider before a click. Its author or a
 * site administrator changes or removes it. Every write is told (`video.*`) before it answers.
 */

function refOf(row: Pick<VideoRow, 'viewable_type' | 'viewable_id'>): TargetRef {
  return { type: row.viewable_type, id: row.viewable_id };
}

const VIDEO: MediumKind<VideoRow, VideoWithUploaderRow> = {
  name: 'video',
  refOf,
  find: findVideo,
  remove: deleteVideoRow,
  hide: hideVideo,
};

/** The provider and id of an address the schema took (422 `url: [invalid]` should it not be one). */
function referenceOf(url: string): VideoReference {
  const reference = parseVideoUrl(url);
  if (!reference) throw ValidationFailed.on('url', 'invalid');
  return reference;
}

async function toVideos(context: MediaContext, rows: VideoWithUploaderRow[]): Promise<Video[]> {
  const described = await describeTargets(context.targets, rows.map(refOf));
  return rows.flatMap((row) => {
    const target = described.get(targetKey(refOf(row)));
    return target ? [toVideo(row, target)] : [];
  });
}

/** `GET videos.json`: a record's videos, the newest first; 404 for a record that does not exist. */
export async function listVideos(
  context: MediaContext,
  query: VideoListQuery,
): Promise<{ items: Video[]; total: number }> {
  const ref = { type: query.viewable_type, id: query.viewable_id };
  const { rows, total, target } = await targetPage(context, ref, findTargetVideosPage(context.db, ref, pageOf(query)));
  return { items: rows.map((row) => toVideo(row, target)), total };
}

const videoNotFound = () => new NotFound('Video not found');

/**
 * `GET videos/{id}.json`: a hidden video only for its author and its record's moderators (site administrators, the
 * team of the record's gym holding `manage_gym`); 404 for anyone else.
 */
export async function getVideo(context: MediaContext, id: number, reader: Actor | null): Promise<Video> {
  const row = await loadMedium(VIDEO, context.db, id);
  const target = await findTarget(context.targets, refOf(row));
  if (!target) throw videoNotFound();
  if (!seesMedium(row, reader) && !(await moderatesRecord(context, reader, target))) throw videoNotFound();
  return toVideo(row, target);
}

/** `GET current_users/videos.json`: the videos I added, the newest first. */
export async function listMyVideos(
  context: MediaContext,
  user: Actor,
  query: PageQuery,
): Promise<{ items: Video[]; total: number }> {
  const { rows, total } = await findUserVideosPage(context.db, user.id, pageOf(query));
  return { items: await toVideos(context, rows), total };
}

/** `POST videos.json`: any climber, on a record that exists; the address is kept as its provider and id. */
export async function createVideo(context: MediaContext, user: Actor, input: VideoInput): Promise<Video> {
  const ref = { type: input.viewable_type, id: input.viewable_id };
  await requireTarget(context.targets, ref, 'viewable');
  const { provider, providerId } = referenceOf(input.url);
  const row = await insertVideo(context.db, {
    viewable_type: ref.type,
    viewable_id: ref.id,
    user_id: user.id,
    provider,
    provider_id: providerId,
    description: input.description || null,
  });
  await tellMedium(context, VIDEO, 'created', row);
  return getVideo(context, row.id, user);
}

/** `PUT videos/{id}.json` (its author or a site administrator): its address or its description. */
export async function updateVideo(
  context: MediaContext,
  user: Actor,
  id: number,
  input: VideoUpdateInput,
): Promise<Video> {
  await changeMedium(context, VIDEO, user, id, async (tx) => {
    const reference = input.url === undefined ? null : referenceOf(input.url);
    const changes = {
      ...(reference ? { provider: reference.provider, provider_id: reference.providerId } : {}),
      ...(input.description === undefined ? {} : { description: input.description || null }),
    };
    return updateVideoRow(tx, id, changes);
  });
  return getVideo(context, id, user);
}

/** `DELETE videos/{id}.json` (its author or a site administrator). */
export async function deleteVideo(context: MediaContext, user: Actor, id: number): Promise<void> {
  await removeMedium(context, VIDEO, user, id);
}

/**
 * `PUT videos/{id}/moderation.json` (a moderator of its record: a site administrator, or on a gym's record the gym's
 * administrators holding `manage_gym`): hides it from everyone but its author and the moderators, or shows it again.
 * Who hid it is kept; what a site administrator hid only a site administrator shows again (422 `hidden_by_site`).
 */
export async function setVideoModeration(
  context: MediaContext,
  user: Actor,
  id: number,
  input: VideoModerationInput,
): Promise<Video> {
  const seen = await findVideo(context.db, id);
  const target = seen ? await findTarget(context.targets, refOf(seen)) : null;
  if (!target) throw videoNotFound();
  await authorizeModeration(context, user, target);
  const written = await inTransaction(context.db, async (tx) => {
    const current = await findVideo(tx, id, { lock: true });
    if (!current) throw videoNotFound();
    const hiddenBy = nextHiddenBy(current, input.hidden, user);
    if (current.hidden === input.hidden && current.hidden_by === hiddenBy) return null;
    return setVideoHidden(tx, id, hiddenBy);
  });
  if (written) await tellMedium(context, VIDEO, 'updated', written);
  return getVideo(context, id, user);
}

/** The gym of a video's record (null outdoors), or undefined when there is no such video: its moderators' guard. */
export async function gymOfVideo(context: MediaContext, id: number): Promise<number | null | undefined> {
  const row = await findVideo(context.db, id);
  const target = row ? await findTarget(context.targets, refOf(row)) : null;
  return target ? target.gym_id : undefined;
}

/** A site administrator hides or removes a video after a report (see `moderatePhoto`). */
export function moderateVideo(
  context: MediaContext,
  tx: Executor,
  id: number,
  action: 'hide' | 'delete',
): Promise<(() => Promise<void>) | null> {
  return moderateMedium(context, VIDEO, tx, id, action);
}

/** What a video's page head names: its words and its record; null when there is no such video. */
export async function findVideoHead(
  context: Pick<MediaContext, 'db' | 'targets'>,
  id: number,
): Promise<{ description: string | null; target: DescribedTarget } | null> {
  const row = await findVideo(context.db, id);
  // A hidden video's page is no public page.
  const target = row && !row.hidden ? await findTarget(context.targets, refOf(row)) : null;
  return row && target ? { description: row.description, target } : null;
}
