import { MAX_IMAGE_UPLOAD_BYTES, type ValidationErrors } from '@climb/contracts';

/** Image types the API decodes (it checks the content; this only spares a useless upload). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
] as const;

export const MAX_IMAGE_UPLOAD_MEGABYTES = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);

/**
 * The API's rules on an uploaded image that the browser can check before sending: `file` required,
 * at most MAX_IMAGE_UPLOAD_BYTES (`too_big`), an image type (`invalid`). A file without a type (some
 * phones give none for HEIF) is left to the server's content check, as are its pixels.
 */
export function validateImageFile(file: Pick<File, 'size' | 'type'> | null): ValidationErrors {
  if (!file) return { file: ['required'] };
  const rules: ValidationErrors[string] = [];
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) rules.push('too_big');
  if (file.type !== '' && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) rules.push('invalid');
  return rules.length > 0 ? { file: rules } : {};
}
