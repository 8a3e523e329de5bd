import { randomUUID } from 'node:crypto';
import {
  type ImageUploadFormat,
  MAX_IMAGE_UPLOAD_PIXELS,
  MAX_WHOLE_IMAGE_PIXELS,
  MAX_WHOLE_IMAGE_SIDE,
} from '@climb/contracts';
import sharp from 'sharp';
import { ValidationFailed } from '../lib/errors';
import type { FileStore } from './file-store';
import { imageFormatOf, SHARP_FORMAT } from './image-format';

/** The field of the multipart body an image comes in (`imageUploadBody`), named by the 422 answers. */
export const IMAGE_FIELD = 'file';

type Box = readonly [width: number, height: number];

/**
 * How an image kind is stored (docs/runtime.md): every variant in WebP, either cropped to fill its
 * box (`cover`: avatars, banners) or kept whole, with its proportions, reduced only to fit its box
 * and `maxPixels` (`inside`: a plan, whose pixels are the frame sectors are drawn in; a photo). A kind
 * may take fewer formats than the shared check knows (`formats`): anything else is `invalid`.
 */
type ImageKindSpec =
  | { folder: string; fit: 'cover'; variants: Record<string, Box>; formats?: readonly ImageUploadFormat[] }
  | {
      folder: string;
      fit: 'inside';
      variants: Record<string, Box>;
      maxPixels: number;
      formats?: readonly ImageUploadFormat[];
    };

/** The sizes the pages need of each kind of image. */
export const IMAGE_KINDS = {
  avatar: { folder: 'avatars', fit: 'cover', variants: { thumbnail: [64, 64], medium: [256, 256], large: [512, 512] } },
  banner: { folder: 'banners', fit: 'cover', variants: { medium: [1024, 341], large: [1920, 640] } },
  /** A gym's or a chain's logo: square. */
  logo: { folder: 'logos', fit: 'cover', variants: { thumbnail: [64, 64], medium: [256, 256], large: [512, 512] } },
  /** A gym route's thumbnail: the square a list shows. */
  thumbnail: { folder: 'thumbnails', fit: 'cover', variants: { medium: [256, 256] } },
  /** A gym route's picture: kept whole, its proportions those of the photo. */
  picture: { folder: 'pictures', fit: 'inside', variants: { large: [2048, 2048] }, maxPixels: MAX_WHOLE_IMAGE_PIXELS },
  plan: {
    folder: 'plans',
    fit: 'inside',
    variants: { large: [MAX_WHOLE_IMAGE_SIDE, MAX_WHOLE_IMAGE_SIDE] },
    maxPixels: MAX_WHOLE_IMAGE_PIXELS,
  },
  /**
   * A climber's photo of a record (docs/domain/media.md): kept whole, in three sizes of its proportions (a
   * gallery's thumbnail, the viewer on a phone, the viewer on a large screen); what phones and cameras save.
   */
  photo: {
    folder: 'photos',
    fit: 'inside',
    variants: { thumbnail: [480, 480], medium: [1280, 1280], large: [2560, 2560] },
    maxPixels: MAX_WHOLE_IMAGE_PIXELS,
    formats: ['jpeg', 'png', 'webp'],
  },
} as const satisfies Record<string, ImageKindSpec>;

export type ImageKind = keyof typeof IMAGE_KINDS;
export type VariantName<Kind extends ImageKind> = keyof (typeof IMAGE_KINDS)[Kind]['variants'] & string;

const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;

interface Size {
  width: number;
  height: number;
}

/** An upload made ready to store: each variant's WebP bytes, and the size of the largest in pixels. */
export interface PreparedImage<Kind extends ImageKind> extends Size {
  files: Record<VariantName<Kind>, Buffer>;
}

/** A stored image: its key (`plans/<uuid>`, in the record's row) and the size of its largest variant. */
export interface StoredImage extends Size {
  key: string;
}

function variantsOf<Kind extends ImageKind>(kind: Kind): [VariantName<Kind>, Box][] {
  return Object.entries(IMAGE_KINDS[kind].variants) as [VariantName<Kind>, Box][];
}

/**
 * The size an image kept whole is stored at: the same, unless its sides are over the box or its
 * pixels over `maxPixels`; then reduced, proportions kept (each side rounded down, 1 px at least).
 */
export function boundedSize(source: Size, [boxWidth, boxHeight]: Box, maxPixels = Number.POSITIVE_INFINITY): Size {
  const scale = Math.min(
    1,
    boxWidth / source.width,
    boxHeight / source.height,
    Math.sqrt(maxPixels / (source.width * source.height)),
  );
  if (scale === 1) return { width: source.width, height: source.height };
  // The epsilon keeps a side meant to land on the bound from falling a pixel short through rounding.
  const side = (length: number) => Math.max(1, Math.floor(length * scale + 1e-9));
  return { width: side(source.width), height: side(source.height) };
}

/** The variant of a kind with the largest box: the one stored at the size the record keeps. */
function largestVariant<Kind extends ImageKind>(kind: Kind): [VariantName<Kind>, Box] {
  return variantsOf(kind).reduce((big, next) => (next[1][0] * next[1][1] > big[1][0] * big[1][1] ? next : big));
}

/**
 * The size of each variant of an image kept whole (`inside`), from the size stored with its record (its largest
 * variant's): the smaller ones are made from the largest, so this is exactly their size, and a page can reserve
 * each one's space without reading the files.
 */
export function variantSizes<Kind extends ImageKind>(kind: Kind, stored: Size): Record<VariantName<Kind>, Size> {
  const spec: ImageKindSpec = IMAGE_KINDS[kind];
  const sizes = {} as Record<VariantName<Kind>, Size>;
  for (const [variant, box] of variantsOf(kind)) {
    sizes[variant] =
      spec.fit === 'cover' ? { width: box[0], height: box[1] } : boundedSize(stored, box, spec.maxPixels);
  }
  return sizes;
}

/**
 * The size of each variant of `kind` for an image of `source` size (oriented as shown): cropped ones their box;
 * whole ones the largest bounded from the source, the others from that largest (`variantSizes`).
 */
function targetSizes<Kind extends ImageKind>(kind: Kind, source: Size): [VariantName<Kind>, Size][] {
  const spec: ImageKindSpec = IMAGE_KINDS[kind];
  if (spec.fit === 'cover')
    return variantsOf(kind).map(([variant, box]) => [variant, { width: box[0], height: box[1] }]);
  const [, largestBox] = largestVariant(kind);
  const sizes = variantSizes(kind, boundedSize(source, largestBox, spec.maxPixels));
  return Object.entries(sizes) as [VariantName<Kind>, Size][];
}

/**
 * Checks an upload by its content and makes every variant of `kind` in WebP. The first bytes must
 * show an image format taken (whatever the file's name or type); the header must agree and give
 * at most MAX_IMAGE_UPLOAD_PIXELS, read before any pixel is decoded. The input is decoded once, to
 * the largest variant; the smaller ones are made from those pixels. Orientation from EXIF is
 * applied and every metadata (GPS position…) is dropped.
 * Throws `<field>: ['invalid']` for anything that is not an image taken, `['too_big']` over the pixels.
 */
export async function prepareImage<Kind extends ImageKind>(
  kind: Kind,
  input: Buffer,
  field = IMAGE_FIELD,
): Promise<PreparedImage<Kind>> {
  const spec: ImageKindSpec = IMAGE_KINDS[kind];
  const expected = imageFormatOf(input);
  if (!expected || (spec.formats && !spec.formats.includes(expected))) throw ValidationFailed.on(field, 'invalid');
  try {
    // The header alone (no pixel decoded yet) gives the format and size; the decoder keeps its own bound.
    const meta = await sharp(input, { limitInputPixels: false, failOn: 'error', pages: 1 }).metadata();
    // The header must say what the first bytes said (a PNG signature before a JPEG is no image).
    if (meta.format !== SHARP_FORMAT[expected] || !meta.width || !meta.height) {
      throw ValidationFailed.on(field, 'invalid');
    }
    if (meta.width * meta.height > MAX_IMAGE_UPLOAD_PIXELS) throw ValidationFailed.on(field, 'too_big');

    const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const targets = targetSizes(kind, shown);
    const [, largest] = targets.reduce((big, next) =>
      next[1].width * next[1].height > big[1].width * big[1].height ? next : big,
    );
    // Whole images are resized to sizes of their own proportions: 'fill' then changes no ratio.
    const fit = spec.fit === 'cover' ? 'cover' : 'fill';
    const source = sharp(input, { limitInputPixels: MAX_IMAGE_UPLOAD_PIXELS, failOn: 'error', pages: 1 });
    const { data, info } = await source
      .rotate()
      .resize(largest.width, largest.height, { fit })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const outputs = await Promise.all(
      targets.map(async ([variant, { width, height }]) => {
        const output = await sharp(data, { raw })
          .resize(width, height, { fit })
          .webp(WEBP_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        return [variant, output] as const;
      }),
    );
    const files = Object.fromEntries(outputs.map(([variant, { data: file }]) => [variant, file]));
    return { files: files as Record<VariantName<Kind>, Buffer>, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ValidationFailed) throw error;
    // sharp's errors (unsupported format, corrupt or truncated data) all mean: not an image we take.
    throw ValidationFailed.on(field, 'invalid');
  }
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
 * Checks an upload (`prepareImage`) and stores every variant under a fresh key. Nothing is stored
 * when the upload is refused, and a store failing half-way removes what it wrote. Returns the key
 * and the stored size in pixels (what a plan's sectors are drawn in), to be saved with the record.
 */
export async function storeImage(
  store: FileStore,
  kind: ImageKind,
  input: Buffer,
  field = IMAGE_FIELD,
): Promise<StoredImage> {
  const { files, width, height } = await prepareImage(kind, input, field);
  const key = `${IMAGE_KINDS[kind].folder}/${randomUUID()}`;
  try {
    for (const [variant, buffer] of Object.entries<Buffer>(files)) {
      await store.put(variantKey(key, variant), buffer, 'image/webp');
    }
  } catch (error) {
    await removeImage(store, kind, key).catch(() => {});
    throw error;
  }
  return { key, width, height };
}

/** Removes every variant of a stored image. */
export async function removeImage(store: FileStore, kind: ImageKind, imageKey: string): Promise<void> {
  for (const [variant] of variantsOf(kind)) await store.delete(variantKey(imageKey, variant));
}
