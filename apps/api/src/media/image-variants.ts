import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ValidationFailed } from '../lib/errors';
import type { FileStore } from './file-store';

/** The sizes the pages need of each kind of image (docs/runtime.md: thumbnail, medium, large; WebP, cover crop). */
export const IMAGE_KINDS = {
  avatar: { folder: 'avatars', variants: { thumbnail: [64, 64], medium: [256, 256], large: [512, 512] } },
  banner: { folder: 'banners', variants: { medium: [1024, 341], large: [1920, 640] } },
} as const satisfies Record<string, { folder: string; variants: Record<string, readonly [number, number]> }>;

export type ImageKind = keyof typeof IMAGE_KINDS;
export type VariantName<Kind extends ImageKind> = keyof (typeof IMAGE_KINDS)[Kind]['variants'] & string;

/** Decoding stops beyond this many pixels (a decompression bomb is refused, not expanded in memory). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Formats accepted as input, as sharp names them (HEIF covers AVIF). SVG and RAW are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;

function variantsOf<Kind extends ImageKind>(kind: Kind): [VariantName<Kind>, readonly [number, number]][] {
  return Object.entries(IMAGE_KINDS[kind].variants) as [VariantName<Kind>, readonly [number, number]][];
}

/** Key of one variant of a stored image: `<folder>/<uuid>/<variant>.webp`. */
export function variantKey(imageKey: string, variant: string): string {
  return `${imageKey}/${variant}.webp`;
}

/** URLs of every variant of a stored image, by variant name. */
export function variantUrls<Kind extends ImageKind>(
  kind: Kind,
  imageKey: string,
  url: (key: string) => string,
): Record<VariantName<Kind>, string> {
  const urls = {} as Record<VariantName<Kind>, string>;
  for (const [variant] of variantsOf(kind)) urls[variant] = url(variantKey(imageKey, variant));
  return urls;
}

/**
 * Decodes the upload (whatever its name says) and makes every variant of `kind` in WebP, cropped to
 * cover. The input is decoded once, to the largest variant; the smaller ones are made from those
 * pixels. Orientation from EXIF is applied and every metadata (GPS position…) is dropped.
 * Throws `file: ['invalid']` for anything that is not an accepted image.
 */
export async function makeVariants<Kind extends ImageKind>(
  kind: Kind,
  input: Buffer,
): Promise<Record<VariantName<Kind>, Buffer>> {
  const variants = variantsOf(kind);
  const [largestWidth, largestHeight] = variants.reduce<readonly [number, number]>(
    (largest, [, size]) => (size[0] * size[1] > largest[0] * largest[1] ? size : largest),
    [0, 0],
  );
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw ValidationFailed.on('file', 'invalid');
    const { data, info } = await source
      .rotate()
      .resize(largestWidth, largestHeight, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const outputs = await Promise.all(
      variants.map(async ([variant, [width, height]]) => {
        const buffer = await sharp(data, { raw }).resize(width, height, { fit: 'cover' }).webp(WEBP_OPTIONS).toBuffer();
        return [variant, buffer] as const;
      }),
    );
    return Object.fromEntries(outputs) as Record<VariantName<Kind>, Buffer>;
  } catch (error) {
    if (error instanceof ValidationFailed) throw error;
    // sharp's errors (unsupported format, corrupt data, too many pixels) all mean: not an image we take.
    throw ValidationFailed.on('file', 'invalid');
  }
}

/** Makes and stores every variant of an upload under a fresh key; returns that key (`avatars/<uuid>`). */
export async function storeImage(store: FileStore, kind: ImageKind, input: Buffer): Promise<string> {
  const variants = await makeVariants(kind, input);
  const imageKey = `${IMAGE_KINDS[kind].folder}/${randomUUID()}`;
  try {
    for (const [variant, buffer] of Object.entries<Buffer>(variants)) {
      await store.put(variantKey(imageKey, variant), buffer, 'image/webp');
    }
  } catch (error) {
    await removeImage(store, kind, imageKey).catch(() => {});
    throw error;
  }
  return imageKey;
}

/** Removes every variant of a stored image. */
export async function removeImage(store: FileStore, kind: ImageKind, imageKey: string): Promise<void> {
  for (const [variant] of variantsOf(kind)) await store.delete(variantKey(imageKey, variant));
}
