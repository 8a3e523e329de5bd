import type { MediaTargetType } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import type { MediaEvent } from '../lib/domain-events';
import { deleteCommentsOf, findCommentPagesOf, findCommentTargetIds } from './comments/comment.repository';
import { fileStoreFor } from './file-store';
import { deleteLinksOf, findLinkPlacesOf, findLinkTargetIds } from './links/link.repository';
import { describeTargets, type MediaTargets, mediaVersion, type TargetRef, targetKey } from './media-targets';
import { deletePhotosOf, findPhotoIdsOf, findPhotoPlacesOf, findPhotoTargetIds } from './photos/photo.repository';
import { removeImageQuietly } from './record-image';
import { deleteVideosOf, findVideoPlacesOf, findVideoTargetIds } from './videos/video.repository';

/*
 * What the media domain does when something it shows changes (docs/domain/media.md, "Events and cache"): a
 * photo, video, link or comment written moves the page-cache versions of what shows it; a record deleted takes its
 * media (and their files) and comments with it, a photo or video deleted its comments; a climber renamed or gone
 * moves the pages of their media and comments.
 */

type ListenerContext = Pick<AppContext, 'events' | 'cache' | 'db' | 'config'>;

/** The page-cache version of a photo's page (its viewer): `photo:12`. */
export const photoVersion = (id: number): string => `photo:${id}`;
/** The page-cache version of a video's page: `video:12`. */
export const videoVersion = (id: number): string => `video:${id}`;
/** The page-cache version of a comment's page (it shows its whole thread): `comment:12`. */
export const commentVersion = (id: number): string => `comment:${id}`;

function refOf(event: MediaEvent): TargetRef {
  return { type: event.targetType, id: event.targetId };
}

/**
 * Moves, before the write answers (the services emit with `emitAndSettle`): the record's media pages
 * (`media:{type}:{id}`; its own pages show none of its media in their HTML), and for a photo every photo page of the
 * record's gallery (each shows its place and its neighbours, which the write may have moved), for a video its page.
 */
export function registerMediaCacheListeners(context: ListenerContext): void {
  const photoWritten = async (event: MediaEvent) => {
    const gallery = await findPhotoIdsOf(context.db, refOf(event));
    await context.cache.bumpAll([mediaVersion(refOf(event)), ...new Set([event.id, ...gallery].map(photoVersion))]);
  };
  const videoWritten = async (event: MediaEvent) => {
    await context.cache.bumpAll([mediaVersion(refOf(event)), videoVersion(event.id)]);
  };
  const linkWritten = async (event: MediaEvent) => {
    await context.cache.bumpAll([mediaVersion(refOf(event))]);
  };
  context.events.on('photo.created', photoWritten);
  context.events.on('photo.updated', photoWritten);
  context.events.on('photo.deleted', photoWritten);
  context.events.on('video.created', videoWritten);
  context.events.on('video.updated', videoWritten);
  context.events.on('video.deleted', videoWritten);
  context.events.on('link.created', linkWritten);
  context.events.on('link.updated', linkWritten);
  context.events.on('link.deleted', linkWritten);
  // The comment service names every comment whose page shows the thread it changed.
  context.events.on('comment.changed', async ({ ids }) => {
    await context.cache.bumpAll(ids.map(commentVersion));
  });
  // A photo or a video removed (by its author, or a moderator's report) takes its comments with it.
  const mediumDeleted = (type: 'photos' | 'videos') => async (event: MediaEvent) => {
    const removed = await deleteCommentsOf(context.db, type, [event.id]);
    if (removed.length > 0) await context.cache.bumpAll(removed.map(commentVersion));
  };
  context.events.on('photo.deleted', mediumDeleted('photos'));
  context.events.on('video.deleted', mediumDeleted('videos'));

  // A climber's media show their name: renamed, or their account deleted (`user: null` then), those pages move.
  const climberChanged = async ({ userId }: { userId: number }) => {
    const [photos, videos, links, comments] = await Promise.all([
      findPhotoPlacesOf(context.db, userId),
      findVideoPlacesOf(context.db, userId),
      findLinkPlacesOf(context.db, userId),
      findCommentPagesOf(context.db, userId),
    ]);
    const places = [...photos, ...videos, ...links];
    if (places.length === 0 && comments.length === 0) return;
    const records = new Set(places.map((place) => mediaVersion({ type: place.type, id: place.targetId })));
    await context.cache.bumpAll([
      ...records,
      ...photos.map((photo) => photoVersion(photo.id)),
      ...videos.map((video) => videoVersion(video.id)),
      ...comments.map(commentVersion),
    ]);
  };
  context.events.on('user.updated', climberChanged);
  context.events.on('user.deleted', climberChanged);
}

/**
 * Removes the photos, videos, links and comments of records of a kind (deleted records): their rows, then the
 * photos' files, and moves the versions of the pages that showed them.
 */
export async function forgetMediaOf(
  context: Pick<AppContext, 'db' | 'cache' | 'config'>,
  type: MediaTargetType,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const { photos, videos, comments } = await inTransaction(context.db, async (tx) => {
    const photos = await deletePhotosOf(tx, type, ids);
    const videos = await deleteVideosOf(tx, type, ids);
    await deleteLinksOf(tx, type, ids);
    // The comments on the record, and on its photos and videos.
    const comments = [
      ...(await deleteCommentsOf(tx, type, ids)),
      ...(await deleteCommentsOf(
        tx,
        'photos',
        photos.map((photo) => photo.id),
      )),
      ...(await deleteCommentsOf(
        tx,
        'videos',
        videos.map((video) => video.id),
      )),
    ];
    return { photos, videos, comments };
  });
  const store = fileStoreFor(context.config);
  for (const photo of photos) await removeImageQuietly(store, 'photo', photo.image_key);
  await context.cache.bumpAll([
    ...ids.map((id) => mediaVersion({ type, id })),
    ...photos.map((photo) => photoVersion(photo.id)),
    ...videos.map((video) => videoVersion(video.id)),
    ...comments.map(commentVersion),
  ]);
}

/**
 * Removes the media of the records of a kind that no longer exist: after a deletion that took records of that
 * kind along with it (a crag's sectors and routes, a gym's spaces and routes), whose ids nobody told.
 */
export async function forgetOrphanMedia(
  context: Pick<AppContext, 'db' | 'cache' | 'config'>,
  targets: MediaTargets,
  type: MediaTargetType,
): Promise<void> {
  // A kind nobody registered has no records to tell: its media are left alone.
  if (!targets[type]) return;
  const [photos, videos, links, comments] = await Promise.all([
    findPhotoTargetIds(context.db, type),
    findVideoTargetIds(context.db, type),
    findLinkTargetIds(context.db, type),
    findCommentTargetIds(context.db, type),
  ]);
  const ids = [...new Set([...photos, ...videos, ...links, ...comments])];
  if (ids.length === 0) return;
  const described = await describeTargets(
    targets,
    ids.map((id) => ({ type, id })),
  );
  await forgetMediaOf(
    context,
    type,
    ids.filter((id) => !described.has(targetKey({ type, id }))),
  );
}
