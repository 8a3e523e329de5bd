import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from './file-store';
import { type ImageKind, removeImage, type StoredImage, storeImage } from './image-variants';

/** Files are removed after the commit: a failure leaves orphan files, logged, never a half-written record. */
export async function removeImageQuietly(
  store: FileStore,
  kind: ImageKind,
  imageKey: string | null,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  if (!imageKey) return;
  try {
    await removeImage(store, kind, imageKey);
  } catch (error) {
    log?.error({ err: error, kind, imageKey }, 'could not remove image files');
  }
}

/**
 * Replaces one image of a record: the upload is checked and stored under a new key (`storeImage`: nothing is
 * stored when it is refused), `attach` points the record at it in its own transaction and answers the key it held
 * before; then the previous files go. When `attach` fails (the record is gone, the climber may not), the new files
 * go instead and the error stands.
 */
export async function replaceRecordImage<Result>(
  store: FileStore,
  kind: ImageKind,
  upload: Buffer,
  attach: (image: StoredImage) => Promise<{ previous: string | null; result: Result }>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<Result> {
  const image = await storeImage(store, kind, upload);
  let attached: { previous: string | null; result: Result };
  try {
    attached = await attach(image);
  } catch (error) {
    await removeImageQuietly(store, kind, image.key, log);
    throw error;
  }
  await removeImageQuietly(store, kind, attached.previous, log);
  return attached.result;
}
