/*
 * Zod-free, so that the browser's shared helpers (the image check before an upload) read them without the upload's
 * schema.
 */

/** Largest image file anyone may upload (avatar, banner, logo, plan, picture); bigger ones are refused unread. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Most pixels an uploaded image may have (width × height, 50 megapixels): a bigger one is refused
 * with `too_big` before it is decoded, so a small file that expands to gigabytes is never opened.
 */
export const MAX_IMAGE_UPLOAD_PIXELS = 50_000_000;

/**
 * Images kept whole (a gym space's plan, a gym route's picture): the stored copy keeps the
 * original's proportions and is reduced only when its longer side is over this many pixels…
 */
export const MAX_WHOLE_IMAGE_SIDE = 4096;

/** …or when it has more pixels than this (a 4000 × 3000 phone photo is kept at its size). */
export const MAX_WHOLE_IMAGE_PIXELS = 12_000_000;

/** Image formats an upload may be, as their content shows (the name and declared type are ignored). */
export const IMAGE_UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heic'] as const;
export type ImageUploadFormat = (typeof IMAGE_UPLOAD_FORMATS)[number];
