import { z } from 'zod';

export * from './upload-limits';

/** The body of an image upload: multipart/form-data with one `file` part. */
export const imageUploadBody = z.strictObject({
  file: z
    .file()
    .describe(
      'The image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF), checked by its content, not its name; 10 MB and ' +
        '50 megapixels at most.',
    ),
});
export type ImageUploadBody = z.infer<typeof imageUploadBody>;
