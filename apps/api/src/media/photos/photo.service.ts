import type {
  PageQuery,
  Photo,
  PhotoInGallery,
  PhotoListQuery,
  PhotoUpdateInput,
  PhotoUploadBody,
} from '@climb/contracts';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { NotFound, ValidationFailed } from '../../lib/errors';
import type { RateLimitAttempt } from '../../lib/rate-limiter';
import { fileStoreFor } from '../file-store';
import { type StoredImage, storeImage } from '../image-variants';
import {
  type DescribedTarget,
  describeTargets,
  findTarget,
  requireTarget,
  type TargetRef,
  targetKey,
} from '../media-targets';
import { removeImageQuietly } from '../record-image';
import { type Actor, type MediaContext, type MediaUploadContext, orNull } from '../shared/media-context';
import {
  changeMedium,
  loadMediumWithTarget,
  loadVisibleMedium,
  type MediumKind,
  moderateMedium,
  removeMedium,
  targetPage,
  tellMedium,
} from '../shared/medium-steps';
import { pageOf } from '../shared/page';
import { type FileUrl, toPhoto, toPhotoInGallery } from './photo.mapper';
import {
  deletePhoto as deletePhotoRow,
  findGalleryPlace,
  findPhoto,
  findTargetPhotosPage,
  findUserPhotosPage,
  hidePhoto,
  insertPhoto,
  lockGallery,
  type PhotoRow,
  type PhotoWithUploaderRow,
  unsetCover,
  updatePhoto as updatePhotoRow,
} from './photo.repository';

/*
 * Photos of any record (docs/domain/media.md): a climber uploads, the file is checked by its content and stored in
 * three sizes (`photo` in image-variants.ts) before its row is written; its author or a site administrator changes
 * its words, licence and cover, or removes it with its files. Every write is told (`photo.*`) before it answers.
 */

function refOf(row: Pick<PhotoRow, 'illustrable_type' | 'illustrable_id'>): TargetRef {
  return { type: row.illustrable_type, id: row.illustrable_id };
}

function fileUrl(context: MediaContext): FileUrl {
  const store = fileStoreFor(context.config);
  return (key) => store.url(key);
}

/** The bytes a climber uploads a day, counted against `photo_upload_bytes_account`. */
function bytesAttempt(user: Actor): RateLimitAttempt {
  return { rule: 'photo_upload_bytes_account', subject: String(user.id) };
}

/**
 * Counts one upload against `photo_upload_account` (429 past it): the route asks before reading the file, so that
 * a climber past the limit sends no file to be read.
 */
export function countPhotoUpload(context: Pick<MediaUploadContext, 'rateLimiter'>, user: Actor): Promise<void> {
  return context.rateLimiter.consume([{ rule: 'photo_upload_account', subject: String(user.id) }]);
}

const PHOTO: MediumKind<PhotoRow, PhotoWithUploaderRow> = {
  name: 'photo',
  refOf,
  find: findPhoto,
  remove: deletePhotoRow,
  hide: hidePhoto,
};

/** Several photos as answers, their records described together; a photo whose record is gone is left out. */
async function toPhotos(context: MediaContext, rows: PhotoWithUploaderRow[]): Promise<Photo[]> {
  const described = await describeTargets(context.targets, rows.map(refOf));
  const url = fileUrl(context);
  return rows.flatMap((row) => {
    const target = described.get(targetKey(refOf(row)));
    return target ? [toPhoto(row, target, url)] : [];
  });
}

/** The photo as its author (who may see it hidden) or a site administrator gets it after a write. */
async function answerOf(context: MediaContext, id: number, writer: Actor): Promise<Photo> {
  const { row, target } = await loadMediumWithTarget(PHOTO, context, id, writer);
  return toPhoto(row, target, fileUrl(context));
}

/** `GET photos.json`: a record's gallery, its cover first then the newest; 404 for a record that does not exist. */
export async function listPhotos(
  context: MediaContext,
  query: PhotoListQuery,
): Promise<{ items: Photo[]; total: number }> {
  const ref = { type: query.illustrable_type, id: query.illustrable_id };
  const { rows, total, target } = await targetPage(context, ref, findTargetPhotosPage(context.db, ref, pageOf(query)));
  const url = fileUrl(context);
  return { items: rows.map((row) => toPhoto(row, target, url)), total };
}

/**
 * `GET photos/{id}.json`: the photo with its place in its record's gallery (the viewer's previous and next); a hidden
 * one only for its author and the site administrators (404 for anyone else).
 */
export async function getPhoto(context: MediaContext, id: number, reader: Actor | null): Promise<PhotoInGallery> {
  const row = await loadVisibleMedium(PHOTO, context.db, id, reader);
  const [target, place] = await Promise.all([
    findTarget(context.targets, refOf(row)),
    findGalleryPlace(context.db, row),
  ]);
  if (!target) throw new NotFound('Photo not found');
  return toPhotoInGallery(row, target, place, fileUrl(context));
}

/** `GET current_users/photos.json`: the photos I uploaded, the newest first. */
export async function listMyPhotos(
  context: MediaContext,
  user: Actor,
  query: PageQuery,
): Promise<{ items: Photo[]; total: number }> {
  const { rows, total } = await findUserPhotosPage(context.db, user.id, pageOf(query));
  return { items: await toPhotos(context, rows), total };
}

/**
 * `POST photos.json`: checks the record, counts the file's bytes against the climber's day (given back if the file
 * is refused), stores its sizes (nothing stored when it is refused), then writes the row in a transaction, which
 * also unsets the record's previous cover when this one is chosen. A row that cannot be written takes its files
 * with it; a record deleted meanwhile takes the photo with it (422 as if it had never been there).
 */
export async function createPhoto(
  context: MediaUploadContext,
  user: Actor,
  input: Omit<PhotoUploadBody, 'file'>,
  upload: Buffer,
): Promise<Photo> {
  const ref = { type: input.illustrable_type, id: input.illustrable_id };
  await requireTarget(context.targets, ref, 'illustrable');
  await context.rateLimiter.consumeAmount(bytesAttempt(user), upload.length);
  const store = fileStoreFor(context.config);
  let image: StoredImage;
  try {
    image = await storeImage(store, 'photo', upload);
  } catch (error) {
    await context.rateLimiter.giveBackAmount(bytesAttempt(user), upload.length);
    throw error;
  }
  const cover = input.cover === 'true';
  let row: PhotoRow;
  try {
    row = await inTransaction(context.db, async (tx) => {
      if (cover) {
        await lockGallery(tx, ref);
        await unsetCover(tx, ref);
      }
      return insertPhoto(tx, {
        illustrable_type: ref.type,
        illustrable_id: ref.id,
        user_id: user.id,
        description: orNull(input.description),
        author: orNull(input.author),
        licence: input.licence ?? 'all_rights_reserved',
        cover,
        image_key: image.key,
        width: image.width,
        height: image.height,
        upload_bytes: upload.length,
      });
    });
  } catch (error) {
    await removeImageQuietly(store, 'photo', image.key, context.log);
    throw error;
  }
  if (!(await findTarget(context.targets, ref))) {
    await deletePhotoRow(context.db, row.id);
    await removeImageQuietly(store, 'photo', image.key, context.log);
    throw ValidationFailed.on('illustrable_id', 'not_found');
  }
  await tellMedium(context, PHOTO, 'created', row);
  return answerOf(context, row.id, user);
}

/**
 * `PUT photos/{id}.json` (its author or a site administrator): its description, credit or licence, or its place
 * as its record's cover; choosing it unsets the previous cover first, in the same transaction.
 */
export async function updatePhoto(
  context: MediaContext,
  user: Actor,
  id: number,
  input: PhotoUpdateInput,
): Promise<Photo> {
  await changeMedium(context, PHOTO, user, id, async (tx, current) => {
    const changes = {
      ...(input.description === undefined ? {} : { description: orNull(input.description) }),
      ...(input.author === undefined ? {} : { author: orNull(input.author) }),
      ...(input.licence === undefined ? {} : { licence: input.licence }),
      ...(input.cover === undefined || input.cover === current.cover ? {} : { cover: input.cover }),
    };
    if (Object.keys(changes).length === 0) return null;
    if (changes.cover) {
      await lockGallery(tx, refOf(current));
      await unsetCover(tx, refOf(current), id);
    }
    return updatePhotoRow(tx, id, changes);
  });
  return answerOf(context, id, user);
}

/** `DELETE photos/{id}.json` (its author or a site administrator): the row, then its files once committed. */
export async function deletePhoto(context: MediaContext, user: Actor, id: number): Promise<void> {
  await removeMedium(context, PHOTO, user, id, (deleted) => removeFiles(context, deleted));
}

function removeFiles(context: MediaContext, photo: PhotoRow): Promise<void> {
  return removeImageQuietly(fileStoreFor(context.config), 'photo', photo.image_key, context.log);
}

/**
 * A site administrator hides or removes a photo after a report, in the transaction that closes its reports: answers
 * what runs once committed (a removed photo's files go, as with its author's removal), null when it is gone.
 */
export function moderatePhoto(
  context: MediaContext,
  tx: Executor,
  id: number,
  action: 'hide' | 'delete',
): Promise<(() => Promise<void>) | null> {
  return moderateMedium(context, PHOTO, tx, id, action, (deleted) => removeFiles(context, deleted));
}

/** What a photo's page head names: its words and its record; null when there is no such photo. */
export async function findPhotoHead(
  context: Pick<MediaContext, 'db' | 'targets'>,
  id: number,
): Promise<{ description: string | null; target: DescribedTarget } | null> {
  const row = await findPhoto(context.db, id);
  // A hidden photo's page is no public page.
  const target = row && !row.hidden ? await findTarget(context.targets, refOf(row)) : null;
  return row && target ? { description: row.description, target } : null;
}
