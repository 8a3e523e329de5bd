import { MAX_PHOTO_UPLOAD_BYTES, type ValidationErrors } from '@climb/contracts';

/** The kinds of files a photo may be (the API checks their content; the picker offers only these). */
export const PHOTO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MAX_PHOTO_UPLOAD_MEGABYTES = MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024);

/**
 * The API's rules on a photo that the browser can check before sending it, under the API's field and rule names:
 * at most MAX_PHOTO_UPLOAD_BYTES (`too_big`), a JPEG, PNG or WebP file (`invalid`). A file without a type (some
 * phones give none) is left to the server's content check, as are its pixels.
 */
export function validatePhotoFile(file: Pick<File, 'size' | 'type'>): ValidationErrors {
  const rules: ValidationErrors[string] = [];
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) rules.push('too_big');
  if (file.size === 0 || (file.type !== '' && !(PHOTO_FILE_TYPES as readonly string[]).includes(file.type))) {
    rules.push('invalid');
  }
  return rules.length > 0 ? { file: rules } : {};
}
